// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7578, // bias
    -0.2917, // words say right
    0.0003, // words say partial
    0.3686, // words say missed
    -0.0603, // share of key words
    -0.3334, // key words recalled
    0.4398, // key words missed
    -0.8207, // meaning: passage
    -0.6392, // meaning: question
    0.212, // meaning: note
    -0.1476, // meaning: rest of notes
    -0.6732, // meaning: passage over rest
    0.9041, // answer length
    -0.0021, // answer length to passage
    -0.3879, // meaning: passage, words say missed
    -0.5266, // meaning: passage, words say partial
    0.0938, // meaning: passage, words say right
    -0.0502, // least of a part
    -0.6525, // most of a part
    -0.5937, // least key words of a part
    0.3713, // words from elsewhere
    -0.1564, // two-part question
  ],
  // score 2
  [
    1.4783, // bias
    -0.0469, // words say right
    0.6332, // words say partial
    -0.3497, // words say missed
    -0.3983, // share of key words
    -0.6614, // key words recalled
    -0.1988, // key words missed
    0.3537, // meaning: passage
    0.3923, // meaning: question
    -0.4521, // meaning: note
    0.0023, // meaning: rest of notes
    0.3513, // meaning: passage over rest
    -1.9866, // answer length
    -0.4702, // answer length to passage
    -0.0429, // meaning: passage, words say missed
    0.2561, // meaning: passage, words say partial
    0.1405, // meaning: passage, words say right
    -0.2239, // least of a part
    0.2391, // most of a part
    0.0728, // least key words of a part
    0.2759, // words from elsewhere
    0.0513, // two-part question
  ],
  // score 3
  [
    -2.236, // bias
    0.3386, // words say right
    -0.6335, // words say partial
    -0.0189, // words say missed
    0.4586, // share of key words
    0.9949, // key words recalled
    -0.2409, // key words missed
    0.4671, // meaning: passage
    0.2469, // meaning: question
    0.2401, // meaning: note
    0.1452, // meaning: rest of notes
    0.3218, // meaning: passage over rest
    1.0825, // answer length
    0.4723, // answer length to passage
    0.4309, // meaning: passage, words say missed
    0.2705, // meaning: passage, words say partial
    -0.2343, // meaning: passage, words say right
    0.2741, // least of a part
    0.4135, // most of a part
    0.521, // least key words of a part
    -0.6471, // words from elsewhere
    0.1051, // two-part question
  ],
];
