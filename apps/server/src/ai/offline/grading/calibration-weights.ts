// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8274, // bias
    -0.2758, // words say right
    0.0047, // words say partial
    0.3557, // words say missed
    0.0292, // share of key words
    -0.3434, // key words recalled
    0.3634, // key words missed
    -0.8104, // meaning: passage
    -0.7001, // meaning: question
    0.1865, // meaning: note
    -0.1374, // meaning: rest of notes
    -0.673, // meaning: passage over rest
    0.9299, // answer length
    -0.0422, // answer length to passage
    -0.4073, // meaning: passage, words say missed
    -0.5188, // meaning: passage, words say partial
    0.1156, // meaning: passage, words say right
    -0.0531, // least of a part
    -0.9083, // most of a part
    -0.4991, // least key words of a part
    0.3841, // words from elsewhere
    -0.102, // two-part question
  ],
  // score 2
  [
    1.379, // bias
    -0.0044, // words say right
    0.5985, // words say partial
    -0.3683, // words say missed
    -0.3683, // share of key words
    -0.5922, // key words recalled
    -0.1031, // key words missed
    0.3219, // meaning: passage
    0.3705, // meaning: question
    -0.4512, // meaning: note
    -0.065, // meaning: rest of notes
    0.3869, // meaning: passage over rest
    -2.0545, // answer length
    -0.3695, // answer length to passage
    0.0512, // meaning: passage, words say missed
    0.2538, // meaning: passage, words say partial
    0.0169, // meaning: passage, words say right
    -0.3629, // least of a part
    0.4088, // most of a part
    0.0696, // least key words of a part
    0.3347, // words from elsewhere
    0.0779, // two-part question
  ],
  // score 3
  [
    -2.2065, // bias
    0.2802, // words say right
    -0.6031, // words say partial
    0.0126, // words say missed
    0.339, // share of key words
    0.9356, // key words recalled
    -0.2603, // key words missed
    0.4885, // meaning: passage
    0.3296, // meaning: question
    0.2647, // meaning: note
    0.2024, // meaning: rest of notes
    0.2861, // meaning: passage over rest
    1.1245, // answer length
    0.4117, // answer length to passage
    0.356, // meaning: passage, words say missed
    0.265, // meaning: passage, words say partial
    -0.1325, // meaning: passage, words say right
    0.4159, // least of a part
    0.4995, // most of a part
    0.4295, // least key words of a part
    -0.7187, // words from elsewhere
    0.0242, // two-part question
  ],
];
