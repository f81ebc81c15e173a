// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6778, // bias
    -0.3054, // words say right
    -0.0462, // words say partial
    0.4128, // words say missed
    -0.0407, // share of key words
    -0.4676, // key words recalled
    0.3669, // key words missed
    -0.9208, // meaning: passage
    -0.5897, // meaning: question
    0.1988, // meaning: note
    -0.125, // meaning: rest of notes
    -0.7958, // meaning: passage over rest
    1.3768, // answer length
    -0.153, // answer length to passage
    -0.5062, // meaning: passage, words say missed
    -0.5737, // meaning: passage, words say partial
    0.1591, // meaning: passage, words say right
    -0.0543, // least of a part
    -0.921, // most of a part
    -0.4497, // least key words of a part
    0.4186, // words from elsewhere
    -0.0162, // two-part question
  ],
  // score 2
  [
    1.6262, // bias
    0.0599, // words say right
    0.5804, // words say partial
    -0.3607, // words say missed
    -0.3544, // share of key words
    -0.6252, // key words recalled
    -0.0028, // key words missed
    0.3471, // meaning: passage
    0.3252, // meaning: question
    -0.4043, // meaning: note
    0.0314, // meaning: rest of notes
    0.3157, // meaning: passage over rest
    -2.7889, // answer length
    -0.3131, // answer length to passage
    0.0132, // meaning: passage, words say missed
    0.2487, // meaning: passage, words say partial
    0.0852, // meaning: passage, words say right
    -0.4475, // least of a part
    0.3955, // most of a part
    0.0982, // least key words of a part
    0.3214, // words from elsewhere
    0.1004, // two-part question
  ],
  // score 3
  [
    -2.304, // bias
    0.2455, // words say right
    -0.5342, // words say partial
    -0.0521, // words say missed
    0.395, // share of key words
    1.0929, // key words recalled
    -0.3641, // key words missed
    0.5737, // meaning: passage
    0.2645, // meaning: question
    0.2054, // meaning: note
    0.0936, // meaning: rest of notes
    0.4801, // meaning: passage over rest
    1.4121, // answer length
    0.4661, // answer length to passage
    0.493, // meaning: passage, words say missed
    0.3249, // meaning: passage, words say partial
    -0.2443, // meaning: passage, words say right
    0.5018, // least of a part
    0.5255, // most of a part
    0.3515, // least key words of a part
    -0.7401, // words from elsewhere
    -0.0842, // two-part question
  ],
];
