// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh parts (532 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9877, // bias
    -0.2148, // words say right
    -0.0252, // words say partial
    0.3744, // words say missed
    -0.1391, // share of key words
    -0.2101, // key words recalled
    0.2272, // key words missed
    -0.7438, // meaning: passage
    -0.6414, // meaning: question
    0.1643, // meaning: note
    -0.1557, // meaning: rest of notes
    -0.5881, // meaning: passage over rest
    0.5082, // answer length
    0.6627, // answer length to passage
    -0.2258, // meaning: passage, words say missed
    -0.4457, // meaning: passage, words say partial
    -0.0723, // meaning: passage, words say right
    -0.1613, // least of a part
    -0.3617, // most of a part
    -0.519, // least key words of a part
    0.8005, // words from elsewhere
    -0.2718, // two-part question
  ],
  // score 2
  [
    2.2286, // bias
    0.08, // words say right
    0.5046, // words say partial
    -0.2262, // words say missed
    -0.3945, // share of key words
    -0.6744, // key words recalled
    -0.015, // key words missed
    0.3731, // meaning: passage
    0.0339, // meaning: question
    -0.487, // meaning: note
    0.2239, // meaning: rest of notes
    0.1492, // meaning: passage over rest
    -2.5091, // answer length
    -1.8457, // answer length to passage
    -0.2, // meaning: passage, words say missed
    0.4106, // meaning: passage, words say partial
    0.1624, // meaning: passage, words say right
    -0.3579, // least of a part
    -0.0023, // most of a part
    0.2001, // least key words of a part
    -0.8117, // words from elsewhere
    0.1772, // two-part question
  ],
  // score 3
  [
    -3.2163, // bias
    0.1348, // words say right
    -0.4794, // words say partial
    -0.1482, // words say missed
    0.5336, // share of key words
    0.8846, // key words recalled
    -0.2122, // key words missed
    0.3708, // meaning: passage
    0.6075, // meaning: question
    0.3227, // meaning: note
    -0.0682, // meaning: rest of notes
    0.439, // meaning: passage over rest
    2.0009, // answer length
    1.1829, // answer length to passage
    0.4258, // meaning: passage, words say missed
    0.0351, // meaning: passage, words say partial
    -0.0902, // meaning: passage, words say right
    0.5192, // least of a part
    0.364, // most of a part
    0.3189, // least key words of a part
    0.0112, // words from elsewhere
    0.0946, // two-part question
  ],
];
