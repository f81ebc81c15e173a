// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6847, // bias
    -0.2919, // words say right
    -0.045, // words say partial
    0.4016, // words say missed
    -0.066, // share of key words
    -0.4318, // key words recalled
    0.379, // key words missed
    -0.8923, // meaning: passage
    -0.6385, // meaning: question
    0.2225, // meaning: note
    -0.1285, // meaning: rest of notes
    -0.7639, // meaning: passage over rest
    1.3126, // answer length
    -0.1265, // answer length to passage
    -0.545, // meaning: passage, words say missed
    -0.5536, // meaning: passage, words say partial
    0.2063, // meaning: passage, words say right
    -0.0232, // least of a part
    -0.9633, // most of a part
    -0.4724, // least key words of a part
    0.449, // words from elsewhere
    0.0075, // two-part question
  ],
  // score 2
  [
    1.6551, // bias
    0.0436, // words say right
    0.5851, // words say partial
    -0.3453, // words say missed
    -0.3509, // share of key words
    -0.635, // key words recalled
    -0.0501, // key words missed
    0.35, // meaning: passage
    0.3422, // meaning: question
    -0.403, // meaning: note
    0.0137, // meaning: rest of notes
    0.3363, // meaning: passage over rest
    -2.7539, // answer length
    -0.3233, // answer length to passage
    0.0418, // meaning: passage, words say missed
    0.2531, // meaning: passage, words say partial
    0.0552, // meaning: passage, words say right
    -0.4545, // least of a part
    0.4054, // most of a part
    0.1016, // least key words of a part
    0.2909, // words from elsewhere
    0.0935, // two-part question
  ],
  // score 3
  [
    -2.3398, // bias
    0.2482, // words say right
    -0.5401, // words say partial
    -0.0563, // words say missed
    0.417, // share of key words
    1.0668, // key words recalled
    -0.3289, // key words missed
    0.5423, // meaning: passage
    0.2963, // meaning: question
    0.1805, // meaning: note
    0.1148, // meaning: rest of notes
    0.4275, // meaning: passage over rest
    1.4413, // answer length
    0.4498, // answer length to passage
    0.5032, // meaning: passage, words say missed
    0.3005, // meaning: passage, words say partial
    -0.2614, // meaning: passage, words say right
    0.4777, // least of a part
    0.5579, // most of a part
    0.3708, // least key words of a part
    -0.74, // words from elsewhere
    -0.101, // two-part question
  ],
];
