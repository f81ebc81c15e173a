// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7705, // bias
    -0.2806, // words say right
    -0.0003, // words say partial
    0.36, // words say missed
    -0.0437, // share of key words
    -0.3075, // key words recalled
    0.4289, // key words missed
    -0.8205, // meaning: passage
    -0.6272, // meaning: question
    0.2005, // meaning: note
    -0.1369, // meaning: rest of notes
    -0.6836, // meaning: passage over rest
    0.8981, // answer length
    0.0013, // answer length to passage
    -0.406, // meaning: passage, words say missed
    -0.5318, // meaning: passage, words say partial
    0.1173, // meaning: passage, words say right
    -0.0793, // least of a part
    -0.6544, // most of a part
    -0.6289, // least key words of a part
    0.3873, // words from elsewhere
    -0.1637, // two-part question
  ],
  // score 2
  [
    1.4531, // bias
    -0.0711, // words say right
    0.6399, // words say partial
    -0.3364, // words say missed
    -0.4032, // share of key words
    -0.6652, // key words recalled
    -0.1916, // key words missed
    0.3513, // meaning: passage
    0.3949, // meaning: question
    -0.4525, // meaning: note
    -0.0043, // meaning: rest of notes
    0.3556, // meaning: passage over rest
    -1.9907, // answer length
    -0.4704, // answer length to passage
    -0.0356, // meaning: passage, words say missed
    0.2594, // meaning: passage, words say partial
    0.1274, // meaning: passage, words say right
    -0.1857, // least of a part
    0.2693, // most of a part
    0.0806, // least key words of a part
    0.2775, // words from elsewhere
    0.0473, // two-part question
  ],
  // score 3
  [
    -2.2236, // bias
    0.3517, // words say right
    -0.6395, // words say partial
    -0.0236, // words say missed
    0.4469, // share of key words
    0.9727, // key words recalled
    -0.2372, // key words missed
    0.4692, // meaning: passage
    0.2323, // meaning: question
    0.252, // meaning: note
    0.1413, // meaning: rest of notes
    0.3279, // meaning: passage over rest
    1.0926, // answer length
    0.4692, // answer length to passage
    0.4416, // meaning: passage, words say missed
    0.2723, // meaning: passage, words say partial
    -0.2447, // meaning: passage, words say right
    0.265, // least of a part
    0.385, // most of a part
    0.5483, // least key words of a part
    -0.6648, // words from elsewhere
    0.1163, // two-part question
  ],
];
