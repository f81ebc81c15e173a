// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7894, // bias
    -0.2854, // words say right
    0.0022, // words say partial
    0.3635, // words say missed
    -0.0311, // share of key words
    -0.3287, // key words recalled
    0.4327, // key words missed
    -0.8143, // meaning: passage
    -0.6622, // meaning: question
    0.2188, // meaning: note
    -0.1491, // meaning: rest of notes
    -0.6652, // meaning: passage over rest
    0.9048, // answer length
    -0.0342, // answer length to passage
    -0.403, // meaning: passage, words say missed
    -0.5195, // meaning: passage, words say partial
    0.1082, // meaning: passage, words say right
    -0.0086, // least of a part
    -0.7485, // most of a part
    -0.6141, // least key words of a part
    0.3703, // words from elsewhere
    -0.1521, // two-part question
  ],
  // score 2
  [
    1.3914, // bias
    -0.0375, // words say right
    0.6202, // words say partial
    -0.3574, // words say missed
    -0.438, // share of key words
    -0.6205, // key words recalled
    -0.1555, // key words missed
    0.3254, // meaning: passage
    0.4325, // meaning: question
    -0.4966, // meaning: note
    -0.0262, // meaning: rest of notes
    0.3516, // meaning: passage over rest
    -1.9919, // answer length
    -0.3987, // answer length to passage
    -0.0193, // meaning: passage, words say missed
    0.2471, // meaning: passage, words say partial
    0.0976, // meaning: passage, words say right
    -0.2772, // least of a part
    0.3369, // most of a part
    0.1375, // least key words of a part
    0.3119, // words from elsewhere
    0.0726, // two-part question
  ],
  // score 3
  [
    -2.1808, // bias
    0.3229, // words say right
    -0.6225, // words say partial
    -0.0062, // words say missed
    0.4691, // share of key words
    0.9491, // key words recalled
    -0.2772, // key words missed
    0.489, // meaning: passage
    0.2297, // meaning: question
    0.2778, // meaning: note
    0.1753, // meaning: rest of notes
    0.3136, // meaning: passage over rest
    1.0871, // answer length
    0.4329, // answer length to passage
    0.4223, // meaning: passage, words say missed
    0.2724, // meaning: passage, words say partial
    -0.2058, // meaning: passage, words say right
    0.2858, // least of a part
    0.4116, // most of a part
    0.4766, // least key words of a part
    -0.6822, // words from elsewhere
    0.0795, // two-part question
  ],
];
