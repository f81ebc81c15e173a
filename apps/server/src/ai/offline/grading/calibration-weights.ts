// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.686, // bias
    -0.3, // words say right
    -0.0485, // words say partial
    0.4131, // words say missed
    -0.0578, // share of key words
    -0.4366, // key words recalled
    0.3915, // key words missed
    -0.8894, // meaning: passage
    -0.6415, // meaning: question
    0.1988, // meaning: note
    -0.1221, // meaning: rest of notes
    -0.7673, // meaning: passage over rest
    1.3022, // answer length
    -0.1166, // answer length to passage
    -0.5517, // meaning: passage, words say missed
    -0.5582, // meaning: passage, words say partial
    0.2205, // meaning: passage, words say right
    -0.0404, // least of a part
    -0.9451, // most of a part
    -0.4739, // least key words of a part
    0.4281, // words from elsewhere
    0.0126, // two-part question
  ],
  // score 2
  [
    1.6481, // bias
    0.0408, // words say right
    0.601, // words say partial
    -0.359, // words say missed
    -0.3493, // share of key words
    -0.6393, // key words recalled
    -0.0577, // key words missed
    0.3477, // meaning: passage
    0.3452, // meaning: question
    -0.3924, // meaning: note
    0.0057, // meaning: rest of notes
    0.342, // meaning: passage over rest
    -2.747, // answer length
    -0.3248, // answer length to passage
    0.0425, // meaning: passage, words say missed
    0.2511, // meaning: passage, words say partial
    0.054, // meaning: passage, words say right
    -0.4695, // least of a part
    0.4312, // most of a part
    0.1013, // least key words of a part
    0.3163, // words from elsewhere
    0.0832, // two-part question
  ],
  // score 3
  [
    -2.3341, // bias
    0.2592, // words say right
    -0.5525, // words say partial
    -0.0541, // words say missed
    0.407, // share of key words
    1.0759, // key words recalled
    -0.3339, // key words missed
    0.5417, // meaning: passage
    0.2963, // meaning: question
    0.1936, // meaning: note
    0.1164, // meaning: rest of notes
    0.4253, // meaning: passage over rest
    1.4448, // answer length
    0.4414, // answer length to passage
    0.5092, // meaning: passage, words say missed
    0.3071, // meaning: passage, words say partial
    -0.2745, // meaning: passage, words say right
    0.51, // least of a part
    0.514, // most of a part
    0.3725, // least key words of a part
    -0.7444, // words from elsewhere
    -0.0958, // two-part question
  ],
];
