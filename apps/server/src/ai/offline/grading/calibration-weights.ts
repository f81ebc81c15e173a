// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind parts (662 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9953, // bias
    -0.2709, // words say right
    0.0725, // words say partial
    0.3358, // words say missed
    -0.1971, // share of key words
    -0.1413, // key words recalled
    0.2638, // key words missed
    -0.7846, // meaning: passage
    -0.7513, // meaning: question
    -0.0298, // meaning: note
    0.0058, // meaning: rest of notes
    -0.7903, // meaning: passage over rest
    0.3914, // answer length
    0.5195, // answer length to passage
    -0.3362, // meaning: passage, words say missed
    -0.4277, // meaning: passage, words say partial
    -0.0206, // meaning: passage, words say right
    -0.2895, // least of a part
    -0.1806, // most of a part
    -0.4719, // least key words of a part
    0.8534, // words from elsewhere
    -0.2332, // two-part question
  ],
  // score 2
  [
    2.332, // bias
    0.2116, // words say right
    0.4227, // words say partial
    -0.2632, // words say missed
    -0.348, // share of key words
    -0.5983, // key words recalled
    -0.2155, // key words missed
    0.3414, // meaning: passage
    -0.0743, // meaning: question
    -0.359, // meaning: note
    0.2236, // meaning: rest of notes
    0.1178, // meaning: passage over rest
    -2.211, // answer length
    -1.643, // answer length to passage
    -0.0622, // meaning: passage, words say missed
    0.3993, // meaning: passage, words say partial
    0.0043, // meaning: passage, words say right
    -0.3903, // least of a part
    0.0732, // most of a part
    0.096, // least key words of a part
    -0.8451, // words from elsewhere
    -0.0093, // two-part question
  ],
  // score 3
  [
    -3.3273, // bias
    0.0594, // words say right
    -0.4951, // words say partial
    -0.0726, // words say missed
    0.545, // share of key words
    0.7396, // key words recalled
    -0.0484, // key words missed
    0.4432, // meaning: passage
    0.8256, // meaning: question
    0.3888, // meaning: note
    -0.2294, // meaning: rest of notes
    0.6725, // meaning: passage over rest
    1.8196, // answer length
    1.1235, // answer length to passage
    0.3984, // meaning: passage, words say missed
    0.0284, // meaning: passage, words say partial
    0.0164, // meaning: passage, words say right
    0.6798, // least of a part
    0.1074, // most of a part
    0.3759, // least key words of a part
    -0.0083, // words from elsewhere
    0.2425, // two-part question
  ],
];
