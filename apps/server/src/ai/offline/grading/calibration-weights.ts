// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9257, // bias
    -0.3181, // words say right
    0.039, // words say partial
    0.3847, // words say missed
    -0.2357, // share of key words
    -0.2165, // key words recalled
    0.2325, // key words missed
    -0.7737, // meaning: passage
    -0.5061, // meaning: question
    0.0862, // meaning: note
    -0.0133, // meaning: rest of notes
    -0.7604, // meaning: passage over rest
    0.7903, // answer length
    0.0248, // answer length to passage
    -0.2411, // meaning: passage, words say missed
    -0.6427, // meaning: passage, words say partial
    0.1101, // meaning: passage, words say right
    -0.0256, // least of a part
    -0.4916, // most of a part
    -0.474, // least key words of a part
    0.2864, // words from elsewhere
    -0.1351, // two-part question
  ],
  // score 2
  [
    1.7222, // bias
    0.3071, // words say right
    0.392, // words say partial
    -0.4153, // words say missed
    -0.5961, // share of key words
    -0.6069, // key words recalled
    -0.0475, // key words missed
    0.2305, // meaning: passage
    0.3649, // meaning: question
    -0.4376, // meaning: note
    -0.0362, // meaning: rest of notes
    0.2666, // meaning: passage over rest
    -1.9196, // answer length
    -0.6039, // answer length to passage
    -0.2599, // meaning: passage, words say missed
    0.4082, // meaning: passage, words say partial
    0.0822, // meaning: passage, words say right
    -0.4274, // least of a part
    0.1979, // most of a part
    0.0008, // least key words of a part
    0.1823, // words from elsewhere
    0.0806, // two-part question
  ],
  // score 3
  [
    -2.6478, // bias
    0.0111, // words say right
    -0.431, // words say partial
    0.0306, // words say missed
    0.8318, // share of key words
    0.8233, // key words recalled
    -0.185, // key words missed
    0.5432, // meaning: passage
    0.1412, // meaning: question
    0.3514, // meaning: note
    0.0494, // meaning: rest of notes
    0.4938, // meaning: passage over rest
    1.1292, // answer length
    0.5791, // answer length to passage
    0.501, // meaning: passage, words say missed
    0.2345, // meaning: passage, words say partial
    -0.1923, // meaning: passage, words say right
    0.453, // least of a part
    0.2937, // most of a part
    0.4732, // least key words of a part
    -0.4687, // words from elsewhere
    0.0546, // two-part question
  ],
];
