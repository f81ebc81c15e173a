// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.682, // bias
    -0.2748, // words say right
    -0.0402, // words say partial
    0.3794, // words say missed
    -0.0453, // share of key words
    -0.4498, // key words recalled
    0.3824, // key words missed
    -0.8724, // meaning: passage
    -0.6506, // meaning: question
    0.2866, // meaning: note
    -0.1675, // meaning: rest of notes
    -0.7048, // meaning: passage over rest
    1.2992, // answer length
    -0.1094, // answer length to passage
    -0.5161, // meaning: passage, words say missed
    -0.5655, // meaning: passage, words say partial
    0.2093, // meaning: passage, words say right
    -0.0305, // least of a part
    -0.9656, // most of a part
    -0.4979, // least key words of a part
    0.431, // words from elsewhere
    -0.001, // two-part question
  ],
  // score 2
  [
    1.6528, // bias
    0.0588, // words say right
    0.5791, // words say partial
    -0.3552, // words say missed
    -0.3429, // share of key words
    -0.6374, // key words recalled
    -0.0386, // key words missed
    0.3354, // meaning: passage
    0.3581, // meaning: question
    -0.3866, // meaning: note
    0.0086, // meaning: rest of notes
    0.3267, // meaning: passage over rest
    -2.7629, // answer length
    -0.3151, // answer length to passage
    0.0259, // meaning: passage, words say missed
    0.2545, // meaning: passage, words say partial
    0.055, // meaning: passage, words say right
    -0.4527, // least of a part
    0.3895, // most of a part
    0.0935, // least key words of a part
    0.2732, // words from elsewhere
    0.0974, // two-part question
  ],
  // score 3
  [
    -2.3348, // bias
    0.216, // words say right
    -0.5389, // words say partial
    -0.0243, // words say missed
    0.3882, // share of key words
    1.0872, // key words recalled
    -0.3438, // key words missed
    0.537, // meaning: passage
    0.2925, // meaning: question
    0.1, // meaning: note
    0.1589, // meaning: rest of notes
    0.3781, // meaning: passage over rest
    1.4636, // answer length
    0.4245, // answer length to passage
    0.4902, // meaning: passage, words say missed
    0.3111, // meaning: passage, words say partial
    -0.2643, // meaning: passage, words say right
    0.4832, // least of a part
    0.5761, // most of a part
    0.4045, // least key words of a part
    -0.7042, // words from elsewhere
    -0.0964, // two-part question
  ],
];
