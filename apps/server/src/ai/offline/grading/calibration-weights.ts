// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9304, // bias
    -0.3086, // words say right
    0.0449, // words say partial
    0.3705, // words say missed
    -0.2346, // share of key words
    -0.1929, // key words recalled
    0.2237, // key words missed
    -0.7727, // meaning: passage
    -0.4893, // meaning: question
    0.1017, // meaning: note
    -0.014, // meaning: rest of notes
    -0.7587, // meaning: passage over rest
    0.7816, // answer length
    0.0237, // answer length to passage
    -0.2276, // meaning: passage, words say missed
    -0.653, // meaning: passage, words say partial
    0.1078, // meaning: passage, words say right
    -0.0044, // least of a part
    -0.5228, // most of a part
    -0.4934, // least key words of a part
    0.2911, // words from elsewhere
    -0.1439, // two-part question
  ],
  // score 2
  [
    1.6947, // bias
    0.2919, // words say right
    0.3966, // words say partial
    -0.4089, // words say missed
    -0.5916, // share of key words
    -0.6061, // key words recalled
    -0.0456, // key words missed
    0.2339, // meaning: passage
    0.3661, // meaning: question
    -0.4362, // meaning: note
    -0.0348, // meaning: rest of notes
    0.2687, // meaning: passage over rest
    -1.9281, // answer length
    -0.5891, // answer length to passage
    -0.2558, // meaning: passage, words say missed
    0.41, // meaning: passage, words say partial
    0.0797, // meaning: passage, words say right
    -0.4244, // least of a part
    0.2065, // most of a part
    0.0129, // least key words of a part
    0.1871, // words from elsewhere
    0.0842, // two-part question
  ],
  // score 3
  [
    -2.6251, // bias
    0.0166, // words say right
    -0.4415, // words say partial
    0.0385, // words say missed
    0.8262, // share of key words
    0.799, // key words recalled
    -0.1781, // key words missed
    0.5389, // meaning: passage
    0.1232, // meaning: question
    0.3345, // meaning: note
    0.0488, // meaning: rest of notes
    0.49, // meaning: passage over rest
    1.1465, // answer length
    0.5654, // answer length to passage
    0.4833, // meaning: passage, words say missed
    0.243, // meaning: passage, words say partial
    -0.1875, // meaning: passage, words say right
    0.4287, // least of a part
    0.3164, // most of a part
    0.4805, // least key words of a part
    -0.4782, // words from elsewhere
    0.0598, // two-part question
  ],
];
