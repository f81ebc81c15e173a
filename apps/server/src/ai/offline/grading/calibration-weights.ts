// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5, blind7, blind8, blind9, blind10 parts (1572 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6088, // bias
    -0.264, // words say right
    -0.0003, // words say partial
    0.3121, // words say missed
    -0.1063, // share of key words
    -0.4827, // key words recalled
    0.4316, // key words missed
    -0.5839, // meaning: passage
    -0.7997, // meaning: question
    -0.1132, // meaning: note
    -0.1095, // meaning: rest of notes
    -0.4744, // meaning: passage over rest
    1.3662, // answer length
    -0.1995, // answer length to passage
    -0.2675, // meaning: passage, words say missed
    -0.5217, // meaning: passage, words say partial
    0.2053, // meaning: passage, words say right
    -0.0591, // least of a part
    -0.8203, // most of a part
    -0.4469, // least key words of a part
    0.2435, // words from elsewhere
    0.0516, // two-part question
    0.0637, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.0881, // bias
    -0.0448, // words say right
    0.4843, // words say partial
    -0.2503, // words say missed
    -0.1277, // share of key words
    -0.3604, // key words recalled
    0.1155, // key words missed
    0.4107, // meaning: passage
    0.6272, // meaning: question
    -0.3014, // meaning: note
    0.1914, // meaning: rest of notes
    0.2193, // meaning: passage over rest
    -2.5266, // answer length
    -0.091, // answer length to passage
    0.0955, // meaning: passage, words say missed
    0.3704, // meaning: passage, words say partial
    -0.0552, // meaning: passage, words say right
    -0.2696, // least of a part
    0.4432, // most of a part
    0.2555, // least key words of a part
    0.2459, // words from elsewhere
    0.0694, // two-part question
    -1.1121, // answer length, by meaning: passage
  ],
  // score 3
  [
    -1.6969, // bias
    0.3088, // words say right
    -0.484, // words say partial
    -0.0618, // words say missed
    0.2339, // share of key words
    0.8431, // key words recalled
    -0.5471, // key words missed
    0.1732, // meaning: passage
    0.1725, // meaning: question
    0.4146, // meaning: note
    -0.0819, // meaning: rest of notes
    0.2551, // meaning: passage over rest
    1.1604, // answer length
    0.2905, // answer length to passage
    0.172, // meaning: passage, words say missed
    0.1512, // meaning: passage, words say partial
    -0.15, // meaning: passage, words say right
    0.3287, // least of a part
    0.3771, // most of a part
    0.1915, // least key words of a part
    -0.4894, // words from elsewhere
    -0.1209, // two-part question
    1.0484, // answer length, by meaning: passage
  ],
];
