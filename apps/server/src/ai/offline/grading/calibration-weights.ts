// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6844, // bias
    -0.3026, // words say right
    -0.0485, // words say partial
    0.4155, // words say missed
    -0.0539, // share of key words
    -0.4296, // key words recalled
    0.3901, // key words missed
    -0.8914, // meaning: passage
    -0.6416, // meaning: question
    0.198, // meaning: note
    -0.124, // meaning: rest of notes
    -0.7674, // meaning: passage over rest
    1.3015, // answer length
    -0.1147, // answer length to passage
    -0.554, // meaning: passage, words say missed
    -0.5588, // meaning: passage, words say partial
    0.2214, // meaning: passage, words say right
    -0.0395, // least of a part
    -0.9453, // most of a part
    -0.4757, // least key words of a part
    0.4296, // words from elsewhere
    0.0138, // two-part question
  ],
  // score 2
  [
    1.6495, // bias
    0.0405, // words say right
    0.6009, // words say partial
    -0.3584, // words say missed
    -0.3488, // share of key words
    -0.6369, // key words recalled
    -0.0583, // key words missed
    0.3472, // meaning: passage
    0.347, // meaning: question
    -0.3931, // meaning: note
    0.0043, // meaning: rest of notes
    0.3429, // meaning: passage over rest
    -2.7536, // answer length
    -0.3228, // answer length to passage
    0.0417, // meaning: passage, words say missed
    0.2506, // meaning: passage, words say partial
    0.0549, // meaning: passage, words say right
    -0.4706, // least of a part
    0.4319, // most of a part
    0.1022, // least key words of a part
    0.3172, // words from elsewhere
    0.0844, // two-part question
  ],
  // score 3
  [
    -2.3339, // bias
    0.2621, // words say right
    -0.5524, // words say partial
    -0.0571, // words say missed
    0.4028, // share of key words
    1.0665, // key words recalled
    -0.3318, // key words missed
    0.5443, // meaning: passage
    0.2946, // meaning: question
    0.1951, // meaning: note
    0.1197, // meaning: rest of notes
    0.4245, // meaning: passage over rest
    1.4521, // answer length
    0.4376, // answer length to passage
    0.5123, // meaning: passage, words say missed
    0.3082, // meaning: passage, words say partial
    -0.2763, // meaning: passage, words say right
    0.5101, // least of a part
    0.5134, // most of a part
    0.3736, // least key words of a part
    -0.7468, // words from elsewhere
    -0.0982, // two-part question
  ],
];
