// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6617, // bias
    -0.3541, // words say right
    0.0067, // words say partial
    0.407, // words say missed
    -0.0427, // share of key words
    -0.5015, // key words recalled
    0.3309, // key words missed
    -0.8828, // meaning: passage
    -0.6271, // meaning: question
    0.207, // meaning: note
    -0.0718, // meaning: rest of notes
    -0.811, // meaning: passage over rest
    1.4073, // answer length
    -0.1418, // answer length to passage
    -0.4848, // meaning: passage, words say missed
    -0.533, // meaning: passage, words say partial
    0.1351, // meaning: passage, words say right
    -0.0993, // least of a part
    -0.8953, // most of a part
    -0.3942, // least key words of a part
    0.4647, // words from elsewhere
    0.0082, // two-part question
    -0.1949, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5291, // bias
    0.0797, // words say right
    0.545, // words say partial
    -0.3714, // words say missed
    -0.3602, // share of key words
    -0.5126, // key words recalled
    0.0687, // key words missed
    0.5676, // meaning: passage
    0.4395, // meaning: question
    -0.3439, // meaning: note
    0.1702, // meaning: rest of notes
    0.3975, // meaning: passage over rest
    -2.6325, // answer length
    -0.2961, // answer length to passage
    0.0818, // meaning: passage, words say missed
    0.3066, // meaning: passage, words say partial
    0.1792, // meaning: passage, words say right
    -0.5031, // least of a part
    0.3955, // most of a part
    0.1267, // least key words of a part
    0.3234, // words from elsewhere
    0.117, // two-part question
    -1.0845, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1908, // bias
    0.2744, // words say right
    -0.5516, // words say partial
    -0.0356, // words say missed
    0.4029, // share of key words
    1.0141, // key words recalled
    -0.3996, // key words missed
    0.3151, // meaning: passage
    0.1877, // meaning: question
    0.1369, // meaning: note
    -0.0984, // meaning: rest of notes
    0.4135, // meaning: passage over rest
    1.2252, // answer length
    0.4379, // answer length to passage
    0.403, // meaning: passage, words say missed
    0.2264, // meaning: passage, words say partial
    -0.3143, // meaning: passage, words say right
    0.6024, // least of a part
    0.4998, // most of a part
    0.2675, // least key words of a part
    -0.7881, // words from elsewhere
    -0.1252, // two-part question
    1.2793, // answer length, by meaning: passage
  ],
];
