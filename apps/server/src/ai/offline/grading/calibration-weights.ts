// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7396, // bias
    -0.3193, // words say right
    0.0028, // words say partial
    0.3912, // words say missed
    -0.0589, // share of key words
    -0.2868, // key words recalled
    0.3785, // key words missed
    -0.7957, // meaning: passage
    -0.5838, // meaning: question
    0.2206, // meaning: note
    -0.1374, // meaning: rest of notes
    -0.6583, // meaning: passage over rest
    0.9167, // answer length
    -0.0153, // answer length to passage
    -0.4249, // meaning: passage, words say missed
    -0.5056, // meaning: passage, words say partial
    0.1348, // meaning: passage, words say right
    -0.069, // least of a part
    -0.5696, // most of a part
    -0.631, // least key words of a part
    0.3722, // words from elsewhere
    -0.148, // two-part question
  ],
  // score 2
  [
    1.477, // bias
    -0.0414, // words say right
    0.6321, // words say partial
    -0.3547, // words say missed
    -0.4526, // share of key words
    -0.7186, // key words recalled
    -0.1395, // key words missed
    0.3461, // meaning: passage
    0.3855, // meaning: question
    -0.4669, // meaning: note
    0.0022, // meaning: rest of notes
    0.3438, // meaning: passage over rest
    -1.9968, // answer length
    -0.4864, // answer length to passage
    -0.0453, // meaning: passage, words say missed
    0.2442, // meaning: passage, words say partial
    0.1471, // meaning: passage, words say right
    -0.2129, // least of a part
    0.2704, // most of a part
    0.1029, // least key words of a part
    0.261, // words from elsewhere
    0.0289, // two-part question
  ],
  // score 3
  [
    -2.2166, // bias
    0.3608, // words say right
    -0.6349, // words say partial
    -0.0365, // words say missed
    0.5115, // share of key words
    1.0054, // key words recalled
    -0.2389, // key words missed
    0.4496, // meaning: passage
    0.1983, // meaning: question
    0.2463, // meaning: note
    0.1352, // meaning: rest of notes
    0.3145, // meaning: passage over rest
    1.0801, // answer length
    0.5018, // answer length to passage
    0.4702, // meaning: passage, words say missed
    0.2614, // meaning: passage, words say partial
    -0.2819, // meaning: passage, words say right
    0.2819, // least of a part
    0.2992, // most of a part
    0.528, // least key words of a part
    -0.6332, // words from elsewhere
    0.1191, // two-part question
  ],
];
