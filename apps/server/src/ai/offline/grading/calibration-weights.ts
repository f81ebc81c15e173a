// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6529, // bias
    -0.2768, // words say right
    -0.0163, // words say partial
    0.3554, // words say missed
    -0.0022, // share of key words
    -0.3291, // key words recalled
    0.3912, // key words missed
    -0.7938, // meaning: passage
    -0.6671, // meaning: question
    0.1529, // meaning: note
    -0.1742, // meaning: rest of notes
    -0.6196, // meaning: passage over rest
    1.2621, // answer length
    -0.0776, // answer length to passage
    -0.4003, // meaning: passage, words say missed
    -0.5816, // meaning: passage, words say partial
    0.1882, // meaning: passage, words say right
    -0.1073, // least of a part
    -0.9339, // most of a part
    -0.5123, // least key words of a part
    0.3736, // words from elsewhere
    -0.0417, // two-part question
  ],
  // score 2
  [
    1.6877, // bias
    0.073, // words say right
    0.5995, // words say partial
    -0.3845, // words say missed
    -0.354, // share of key words
    -0.6071, // key words recalled
    -0.1097, // key words missed
    0.3441, // meaning: passage
    0.3912, // meaning: question
    -0.3916, // meaning: note
    0.0037, // meaning: rest of notes
    0.3405, // meaning: passage over rest
    -2.7495, // answer length
    -0.3064, // answer length to passage
    0.027, // meaning: passage, words say missed
    0.2362, // meaning: passage, words say partial
    0.0809, // meaning: passage, words say right
    -0.4315, // least of a part
    0.3324, // most of a part
    0.064, // least key words of a part
    0.2503, // words from elsewhere
    0.1117, // two-part question
  ],
  // score 3
  [
    -2.3406, // bias
    0.2038, // words say right
    -0.5832, // words say partial
    0.029, // words say missed
    0.3562, // share of key words
    0.9362, // key words recalled
    -0.2815, // key words missed
    0.4496, // meaning: passage
    0.2759, // meaning: question
    0.2388, // meaning: note
    0.1705, // meaning: rest of notes
    0.2791, // meaning: passage over rest
    1.4874, // answer length
    0.384, // answer length to passage
    0.3733, // meaning: passage, words say missed
    0.3454, // meaning: passage, words say partial
    -0.2691, // meaning: passage, words say right
    0.5388, // least of a part
    0.6015, // most of a part
    0.4483, // least key words of a part
    -0.6239, // words from elsewhere
    -0.07, // two-part question
  ],
];
