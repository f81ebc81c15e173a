// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7003, // bias
    -0.2849, // words say right
    0.0047, // words say partial
    0.3472, // words say missed
    0.0124, // share of key words
    -0.36, // key words recalled
    0.3323, // key words missed
    -0.8241, // meaning: passage
    -0.6984, // meaning: question
    0.1704, // meaning: note
    -0.1546, // meaning: rest of notes
    -0.6696, // meaning: passage over rest
    1.2981, // answer length
    -0.0753, // answer length to passage
    -0.4069, // meaning: passage, words say missed
    -0.5254, // meaning: passage, words say partial
    0.1082, // meaning: passage, words say right
    -0.0479, // least of a part
    -0.9019, // most of a part
    -0.4904, // least key words of a part
    0.3899, // words from elsewhere
    -0.0957, // two-part question
  ],
  // score 2
  [
    1.6482, // bias
    0.0161, // words say right
    0.6101, // words say partial
    -0.3425, // words say missed
    -0.3432, // share of key words
    -0.5785, // key words recalled
    -0.0571, // key words missed
    0.3556, // meaning: passage
    0.3638, // meaning: question
    -0.4231, // meaning: note
    -0.0205, // meaning: rest of notes
    0.3761, // meaning: passage over rest
    -2.7526, // answer length
    -0.3421, // answer length to passage
    0.0505, // meaning: passage, words say missed
    0.2622, // meaning: passage, words say partial
    0.043, // meaning: passage, words say right
    -0.3717, // least of a part
    0.3968, // most of a part
    0.0623, // least key words of a part
    0.3143, // words from elsewhere
    0.0559, // two-part question
  ],
  // score 3
  [
    -2.3484, // bias
    0.2688, // words say right
    -0.6148, // words say partial
    -0.0047, // words say missed
    0.3308, // share of key words
    0.9385, // key words recalled
    -0.2753, // key words missed
    0.4685, // meaning: passage
    0.3346, // meaning: question
    0.2527, // meaning: note
    0.175, // meaning: rest of notes
    0.2935, // meaning: passage over rest
    1.4545, // answer length
    0.4175, // answer length to passage
    0.3564, // meaning: passage, words say missed
    0.2633, // meaning: passage, words say partial
    -0.1511, // meaning: passage, words say right
    0.4196, // least of a part
    0.5051, // most of a part
    0.4281, // least key words of a part
    -0.7042, // words from elsewhere
    0.0398, // two-part question
  ],
];
