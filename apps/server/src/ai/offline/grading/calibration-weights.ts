// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9444, // bias
    -0.3168, // words say right
    0.0473, // words say partial
    0.3785, // words say missed
    -0.2158, // share of key words
    -0.2772, // key words recalled
    0.2356, // key words missed
    -0.7951, // meaning: passage
    -0.5139, // meaning: question
    0.1058, // meaning: note
    -0.0652, // meaning: rest of notes
    -0.7298, // meaning: passage over rest
    0.7589, // answer length
    0.0352, // answer length to passage
    -0.2399, // meaning: passage, words say missed
    -0.6222, // meaning: passage, words say partial
    0.067, // meaning: passage, words say right
    -0.0461, // least of a part
    -0.4466, // most of a part
    -0.4475, // least key words of a part
    0.3366, // words from elsewhere
    -0.128, // two-part question
  ],
  // score 2
  [
    1.7154, // bias
    0.3055, // words say right
    0.3914, // words say partial
    -0.4138, // words say missed
    -0.5974, // share of key words
    -0.5962, // key words recalled
    -0.0444, // key words missed
    0.2356, // meaning: passage
    0.3638, // meaning: question
    -0.4382, // meaning: note
    -0.0328, // meaning: rest of notes
    0.2685, // meaning: passage over rest
    -1.9143, // answer length
    -0.6068, // answer length to passage
    -0.2581, // meaning: passage, words say missed
    0.4029, // meaning: passage, words say partial
    0.0909, // meaning: passage, words say right
    -0.4207, // least of a part
    0.1916, // most of a part
    0.0007, // least key words of a part
    0.1739, // words from elsewhere
    0.0804, // two-part question
  ],
  // score 3
  [
    -2.6598, // bias
    0.0113, // words say right
    -0.4388, // words say partial
    0.0353, // words say missed
    0.8132, // share of key words
    0.8734, // key words recalled
    -0.1912, // key words missed
    0.5594, // meaning: passage
    0.1501, // meaning: question
    0.3323, // meaning: note
    0.0981, // meaning: rest of notes
    0.4614, // meaning: passage over rest
    1.1554, // answer length
    0.5717, // answer length to passage
    0.4981, // meaning: passage, words say missed
    0.2193, // meaning: passage, words say partial
    -0.158, // meaning: passage, words say right
    0.4669, // least of a part
    0.255, // most of a part
    0.4468, // least key words of a part
    -0.5106, // words from elsewhere
    0.0475, // two-part question
  ],
];
