// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7193, // bias
    -0.3608, // words say right
    0.0219, // words say partial
    0.4072, // words say missed
    -0.0438, // share of key words
    -0.5195, // key words recalled
    0.2677, // key words missed
    -0.8716, // meaning: passage
    -0.6576, // meaning: question
    0.1965, // meaning: note
    -0.0747, // meaning: rest of notes
    -0.7969, // meaning: passage over rest
    1.4228, // answer length
    -0.1582, // answer length to passage
    -0.4696, // meaning: passage, words say missed
    -0.5147, // meaning: passage, words say partial
    0.1128, // meaning: passage, words say right
    -0.111, // least of a part
    -0.9089, // most of a part
    -0.4045, // least key words of a part
    0.5049, // words from elsewhere
    0.0073, // two-part question
    -0.1901, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5243, // bias
    0.0817, // words say right
    0.54, // words say partial
    -0.3683, // words say missed
    -0.3563, // share of key words
    -0.5083, // key words recalled
    0.0826, // key words missed
    0.5656, // meaning: passage
    0.4422, // meaning: question
    -0.3387, // meaning: note
    0.1631, // meaning: rest of notes
    0.4025, // meaning: passage over rest
    -2.6374, // answer length
    -0.2909, // answer length to passage
    0.0762, // meaning: passage, words say missed
    0.3025, // meaning: passage, words say partial
    0.1869, // meaning: passage, words say right
    -0.4996, // least of a part
    0.3974, // most of a part
    0.1281, // least key words of a part
    0.3152, // words from elsewhere
    0.1151, // two-part question
    -1.0849, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.2435, // bias
    0.2791, // words say right
    -0.5619, // words say partial
    -0.0388, // words say missed
    0.4001, // share of key words
    1.0277, // key words recalled
    -0.3503, // key words missed
    0.306, // meaning: passage
    0.2154, // meaning: question
    0.1422, // meaning: note
    -0.0884, // meaning: rest of notes
    0.3944, // meaning: passage over rest
    1.2146, // answer length
    0.4492, // answer length to passage
    0.3934, // meaning: passage, words say missed
    0.2122, // meaning: passage, words say partial
    -0.2997, // meaning: passage, words say right
    0.6106, // least of a part
    0.5115, // most of a part
    0.2764, // least key words of a part
    -0.8201, // words from elsewhere
    -0.1224, // two-part question
    1.2751, // answer length, by meaning: passage
  ],
];
