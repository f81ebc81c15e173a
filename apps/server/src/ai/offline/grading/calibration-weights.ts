// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6367, // bias
    -0.3164, // words say right
    -0.0144, // words say partial
    0.3872, // words say missed
    -0.0664, // share of key words
    -0.4518, // key words recalled
    0.4036, // key words missed
    -0.8676, // meaning: passage
    -0.5766, // meaning: question
    0.2243, // meaning: note
    -0.0763, // meaning: rest of notes
    -0.7914, // meaning: passage over rest
    1.3717, // answer length
    -0.1322, // answer length to passage
    -0.5155, // meaning: passage, words say missed
    -0.5788, // meaning: passage, words say partial
    0.2267, // meaning: passage, words say right
    -0.1167, // least of a part
    -0.934, // most of a part
    -0.409, // least key words of a part
    0.4381, // words from elsewhere
    0.0115, // two-part question
    -0.2009, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5349, // bias
    0.0665, // words say right
    0.5532, // words say partial
    -0.366, // words say missed
    -0.3422, // share of key words
    -0.5353, // key words recalled
    0.0517, // key words missed
    0.5593, // meaning: passage
    0.4328, // meaning: question
    -0.3513, // meaning: note
    0.1684, // meaning: rest of notes
    0.3909, // meaning: passage over rest
    -2.6225, // answer length
    -0.2999, // answer length to passage
    0.0927, // meaning: passage, words say missed
    0.3246, // meaning: passage, words say partial
    0.142, // meaning: passage, words say right
    -0.5024, // least of a part
    0.4081, // most of a part
    0.127, // least key words of a part
    0.3349, // words from elsewhere
    0.1151, // two-part question
    -1.0864, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1716, // bias
    0.2499, // words say right
    -0.5388, // words say partial
    -0.0212, // words say missed
    0.4086, // share of key words
    0.9872, // key words recalled
    -0.4553, // key words missed
    0.3083, // meaning: passage
    0.1439, // meaning: question
    0.1271, // meaning: note
    -0.0922, // meaning: rest of notes
    0.4005, // meaning: passage over rest
    1.2508, // answer length
    0.4322, // answer length to passage
    0.4228, // meaning: passage, words say missed
    0.2542, // meaning: passage, words say partial
    -0.3686, // meaning: passage, words say right
    0.6191, // least of a part
    0.5258, // most of a part
    0.282, // least key words of a part
    -0.773, // words from elsewhere
    -0.1265, // two-part question
    1.2873, // answer length, by meaning: passage
  ],
];
