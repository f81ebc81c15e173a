// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7553, // bias
    -0.3169, // words say right
    -0.0163, // words say partial
    0.4104, // words say missed
    -0.0744, // share of key words
    -0.2722, // key words recalled
    0.398, // key words missed
    -0.774, // meaning: passage
    -0.5343, // meaning: question
    0.2007, // meaning: note
    -0.1024, // meaning: rest of notes
    -0.6716, // meaning: passage over rest
    0.8253, // answer length
    -0.0126, // answer length to passage
    -0.4067, // meaning: passage, words say missed
    -0.5662, // meaning: passage, words say partial
    0.1989, // meaning: passage, words say right
    -0.1017, // least of a part
    -0.5247, // most of a part
    -0.5868, // least key words of a part
    0.3034, // words from elsewhere
    -0.1309, // two-part question
  ],
  // score 2
  [
    1.4716, // bias
    -0.038, // words say right
    0.6179, // words say partial
    -0.3436, // words say missed
    -0.4464, // share of key words
    -0.7187, // key words recalled
    -0.137, // key words missed
    0.3454, // meaning: passage
    0.3904, // meaning: question
    -0.491, // meaning: note
    -0.0006, // meaning: rest of notes
    0.346, // meaning: passage over rest
    -1.9861, // answer length
    -0.4896, // answer length to passage
    -0.0503, // meaning: passage, words say missed
    0.2734, // meaning: passage, words say partial
    0.1222, // meaning: passage, words say right
    -0.2096, // least of a part
    0.2561, // most of a part
    0.0828, // least key words of a part
    0.2789, // words from elsewhere
    0.0275, // two-part question
  ],
  // score 3
  [
    -2.2268, // bias
    0.3549, // words say right
    -0.6016, // words say partial
    -0.0668, // words say missed
    0.5208, // share of key words
    0.991, // key words recalled
    -0.2611, // key words missed
    0.4286, // meaning: passage
    0.1439, // meaning: question
    0.2904, // meaning: note
    0.103, // meaning: rest of notes
    0.3256, // meaning: passage over rest
    1.1608, // answer length
    0.5022, // answer length to passage
    0.4569, // meaning: passage, words say missed
    0.2928, // meaning: passage, words say partial
    -0.3211, // meaning: passage, words say right
    0.3113, // least of a part
    0.2686, // most of a part
    0.504, // least key words of a part
    -0.5822, // words from elsewhere
    0.1033, // two-part question
  ],
];
