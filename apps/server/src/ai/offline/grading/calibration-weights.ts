// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8398, // bias
    -0.3805, // words say right
    0.0559, // words say partial
    0.4164, // words say missed
    -0.2368, // share of key words
    -0.2758, // key words recalled
    0.2805, // key words missed
    -0.7484, // meaning: passage
    -0.5573, // meaning: question
    0.0837, // meaning: note
    -0.0455, // meaning: rest of notes
    -0.7029, // meaning: passage over rest
    0.7856, // answer length
    0.0562, // answer length to passage
    -0.2946, // meaning: passage, words say missed
    -0.6505, // meaning: passage, words say partial
    0.1967, // meaning: passage, words say right
    -0.0631, // least of a part
    -0.4364, // most of a part
    -0.4273, // least key words of a part
    0.3373, // words from elsewhere
    -0.1082, // two-part question
  ],
  // score 2
  [
    1.6861, // bias
    0.2748, // words say right
    0.4234, // words say partial
    -0.4245, // words say missed
    -0.6104, // share of key words
    -0.6272, // key words recalled
    -0.0624, // key words missed
    0.304, // meaning: passage
    0.4062, // meaning: question
    -0.4194, // meaning: note
    0.0887, // meaning: rest of notes
    0.2153, // meaning: passage over rest
    -1.9593, // answer length
    -0.6285, // answer length to passage
    -0.2354, // meaning: passage, words say missed
    0.3788, // meaning: passage, words say partial
    0.1606, // meaning: passage, words say right
    -0.4162, // least of a part
    0.1753, // most of a part
    -0.0201, // least key words of a part
    0.1485, // words from elsewhere
    0.0496, // two-part question
  ],
  // score 3
  [
    -2.526, // bias
    0.1056, // words say right
    -0.4793, // words say partial
    0.0081, // words say missed
    0.8472, // share of key words
    0.903, // key words recalled
    -0.2181, // key words missed
    0.4444, // meaning: passage
    0.1511, // meaning: question
    0.3357, // meaning: note
    -0.0432, // meaning: rest of notes
    0.4876, // meaning: passage over rest
    1.1737, // answer length
    0.5723, // answer length to passage
    0.53, // meaning: passage, words say missed
    0.2717, // meaning: passage, words say partial
    -0.3573, // meaning: passage, words say right
    0.4793, // least of a part
    0.2611, // most of a part
    0.4474, // least key words of a part
    -0.4858, // words from elsewhere
    0.0586, // two-part question
  ],
];
