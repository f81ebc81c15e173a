// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7632, // bias
    -0.3281, // words say right
    -0.001, // words say partial
    0.4074, // words say missed
    -0.0598, // share of key words
    -0.2527, // key words recalled
    0.3819, // key words missed
    -0.7681, // meaning: passage
    -0.5911, // meaning: question
    0.2156, // meaning: note
    -0.1317, // meaning: rest of notes
    -0.6364, // meaning: passage over rest
    0.8732, // answer length
    -0.0309, // answer length to passage
    -0.3879, // meaning: passage, words say missed
    -0.549, // meaning: passage, words say partial
    0.1688, // meaning: passage, words say right
    -0.0793, // least of a part
    -0.523, // most of a part
    -0.6438, // least key words of a part
    0.334, // words from elsewhere
    -0.1515, // two-part question
  ],
  // score 2
  [
    1.4589, // bias
    -0.0375, // words say right
    0.6123, // words say partial
    -0.3413, // words say missed
    -0.4519, // share of key words
    -0.7236, // key words recalled
    -0.1296, // key words missed
    0.3462, // meaning: passage
    0.4048, // meaning: question
    -0.5004, // meaning: note
    0.0104, // meaning: rest of notes
    0.3358, // meaning: passage over rest
    -1.9959, // answer length
    -0.488, // answer length to passage
    -0.0577, // meaning: passage, words say missed
    0.2662, // meaning: passage, words say partial
    0.1377, // meaning: passage, words say right
    -0.2108, // least of a part
    0.2568, // most of a part
    0.1126, // least key words of a part
    0.2765, // words from elsewhere
    0.038, // two-part question
  ],
  // score 3
  [
    -2.2222, // bias
    0.3656, // words say right
    -0.6113, // words say partial
    -0.0661, // words say missed
    0.5117, // share of key words
    0.9763, // key words recalled
    -0.2522, // key words missed
    0.4219, // meaning: passage
    0.1863, // meaning: question
    0.2848, // meaning: note
    0.1213, // meaning: rest of notes
    0.3006, // meaning: passage over rest
    1.1226, // answer length
    0.5189, // answer length to passage
    0.4456, // meaning: passage, words say missed
    0.2828, // meaning: passage, words say partial
    -0.3065, // meaning: passage, words say right
    0.2901, // least of a part
    0.2662, // most of a part
    0.5312, // least key words of a part
    -0.6105, // words from elsewhere
    0.1134, // two-part question
  ],
];
