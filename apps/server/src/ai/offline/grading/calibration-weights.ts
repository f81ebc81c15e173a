// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9569, // bias
    -0.2658, // words say right
    0.0381, // words say partial
    0.3413, // words say missed
    -0.2581, // share of key words
    -0.1181, // key words recalled
    0.1927, // key words missed
    -0.7796, // meaning: passage
    -0.4986, // meaning: question
    0.106, // meaning: note
    -0.0681, // meaning: rest of notes
    -0.7115, // meaning: passage over rest
    0.7568, // answer length
    0.0337, // answer length to passage
    -0.1982, // meaning: passage, words say missed
    -0.6078, // meaning: passage, words say partial
    0.0263, // meaning: passage, words say right
    -0.0373, // least of a part
    -0.4894, // most of a part
    -0.5257, // least key words of a part
    0.2728, // words from elsewhere
    -0.112, // two-part question
  ],
  // score 2
  [
    1.6816, // bias
    0.2745, // words say right
    0.3947, // words say partial
    -0.394, // words say missed
    -0.5201, // share of key words
    -0.6232, // key words recalled
    -0.0759, // key words missed
    0.2522, // meaning: passage
    0.3397, // meaning: question
    -0.4651, // meaning: note
    -0.0226, // meaning: rest of notes
    0.2747, // meaning: passage over rest
    -1.975, // answer length
    -0.5378, // answer length to passage
    -0.2146, // meaning: passage, words say missed
    0.3979, // meaning: passage, words say partial
    0.0689, // meaning: passage, words say right
    -0.4231, // least of a part
    0.2271, // most of a part
    0.0192, // least key words of a part
    0.1337, // words from elsewhere
    0.1017, // two-part question
  ],
  // score 3
  [
    -2.6385, // bias
    -0.0088, // words say right
    -0.4328, // words say partial
    0.0527, // words say missed
    0.7782, // share of key words
    0.7413, // key words recalled
    -0.1167, // key words missed
    0.5275, // meaning: passage
    0.1589, // meaning: question
    0.3591, // meaning: note
    0.0907, // meaning: rest of notes
    0.4368, // meaning: passage over rest
    1.2182, // answer length
    0.5041, // answer length to passage
    0.4128, // meaning: passage, words say missed
    0.21, // meaning: passage, words say partial
    -0.0953, // meaning: passage, words say right
    0.4604, // least of a part
    0.2624, // most of a part
    0.5064, // least key words of a part
    -0.4065, // words from elsewhere
    0.0102, // two-part question
  ],
];
