// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5, blind7, blind8, blind9, blind10 parts (1572 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6166, // bias
    -0.2649, // words say right
    0.0035, // words say partial
    0.3115, // words say missed
    -0.2399, // share of key words
    -0.5119, // key words recalled
    0.4583, // key words missed
    -0.5965, // meaning: passage
    -0.7709, // meaning: question
    -0.0221, // meaning: note
    -0.1663, // meaning: rest of notes
    -0.4302, // meaning: passage over rest
    1.3526, // answer length
    -0.2135, // answer length to passage
    -0.2929, // meaning: passage, words say missed
    -0.5266, // meaning: passage, words say partial
    0.223, // meaning: passage, words say right
    0.0418, // least of a part
    -0.8748, // most of a part
    -0.362, // least key words of a part
    0.2707, // words from elsewhere
    0.0363, // two-part question
    0.0477, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.1445, // bias
    -0.0572, // words say right
    0.4985, // words say partial
    -0.2411, // words say missed
    -0.1587, // share of key words
    -0.307, // key words recalled
    0.0339, // key words missed
    0.4523, // meaning: passage
    0.5694, // meaning: question
    -0.3667, // meaning: note
    0.2113, // meaning: rest of notes
    0.241, // meaning: passage over rest
    -2.5325, // answer length
    -0.0979, // answer length to passage
    0.0678, // meaning: passage, words say missed
    0.397, // meaning: passage, words say partial
    -0.0126, // meaning: passage, words say right
    -0.383, // least of a part
    0.5315, // most of a part
    0.2127, // least key words of a part
    0.2585, // words from elsewhere
    0.0697, // two-part question
    -1.0843, // answer length, by meaning: passage
  ],
  // score 3
  [
    -1.761, // bias
    0.3221, // words say right
    -0.5019, // words say partial
    -0.0704, // words say missed
    0.3985, // share of key words
    0.8189, // key words recalled
    -0.4922, // key words missed
    0.1442, // meaning: passage
    0.2016, // meaning: question
    0.3888, // meaning: note
    -0.045, // meaning: rest of notes
    0.1892, // meaning: passage over rest
    1.1799, // answer length
    0.3113, // answer length to passage
    0.225, // meaning: passage, words say missed
    0.1296, // meaning: passage, words say partial
    -0.2104, // meaning: passage, words say right
    0.3412, // least of a part
    0.3432, // most of a part
    0.1494, // least key words of a part
    -0.5292, // words from elsewhere
    -0.1059, // two-part question
    1.0366, // answer length, by meaning: passage
  ],
];
