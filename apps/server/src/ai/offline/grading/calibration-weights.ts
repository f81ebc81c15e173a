// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.78, // bias
    -0.2825, // words say right
    0.0047, // words say partial
    0.3572, // words say missed
    -0.0321, // share of key words
    -0.3297, // key words recalled
    0.4338, // key words missed
    -0.8108, // meaning: passage
    -0.6613, // meaning: question
    0.2196, // meaning: note
    -0.1423, // meaning: rest of notes
    -0.6685, // meaning: passage over rest
    0.9065, // answer length
    -0.0322, // answer length to passage
    -0.3945, // meaning: passage, words say missed
    -0.5231, // meaning: passage, words say partial
    0.1067, // meaning: passage, words say right
    -0.0095, // least of a part
    -0.7506, // most of a part
    -0.6137, // least key words of a part
    0.3674, // words from elsewhere
    -0.1501, // two-part question
  ],
  // score 2
  [
    1.3994, // bias
    -0.0404, // words say right
    0.618, // words say partial
    -0.3513, // words say missed
    -0.4368, // share of key words
    -0.6194, // key words recalled
    -0.1561, // key words missed
    0.322, // meaning: passage
    0.4314, // meaning: question
    -0.4978, // meaning: note
    -0.032, // meaning: rest of notes
    0.354, // meaning: passage over rest
    -1.9932, // answer length
    -0.4003, // answer length to passage
    -0.0275, // meaning: passage, words say missed
    0.2502, // meaning: passage, words say partial
    0.0993, // meaning: passage, words say right
    -0.2763, // least of a part
    0.3389, // most of a part
    0.1371, // least key words of a part
    0.3143, // words from elsewhere
    0.0707, // two-part question
  ],
  // score 3
  [
    -2.1794, // bias
    0.323, // words say right
    -0.6228, // words say partial
    -0.0059, // words say missed
    0.4689, // share of key words
    0.9491, // key words recalled
    -0.2777, // key words missed
    0.4888, // meaning: passage
    0.2299, // meaning: question
    0.2782, // meaning: note
    0.1743, // meaning: rest of notes
    0.3146, // meaning: passage over rest
    1.0867, // answer length
    0.4325, // answer length to passage
    0.4219, // meaning: passage, words say missed
    0.2729, // meaning: passage, words say partial
    -0.206, // meaning: passage, words say right
    0.2858, // least of a part
    0.4118, // most of a part
    0.4766, // least key words of a part
    -0.6818, // words from elsewhere
    0.0794, // two-part question
  ],
];
