// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6606, // bias
    -0.3511, // words say right
    0.005, // words say partial
    0.4054, // words say missed
    -0.041, // share of key words
    -0.5052, // key words recalled
    0.3245, // key words missed
    -0.8886, // meaning: passage
    -0.6236, // meaning: question
    0.2235, // meaning: note
    -0.0683, // meaning: rest of notes
    -0.8203, // meaning: passage over rest
    1.4136, // answer length
    -0.1402, // answer length to passage
    -0.485, // meaning: passage, words say missed
    -0.5366, // meaning: passage, words say partial
    0.133, // meaning: passage, words say right
    -0.0987, // least of a part
    -0.9044, // most of a part
    -0.3934, // least key words of a part
    0.454, // words from elsewhere
    0.011, // two-part question
    -0.1937, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5318, // bias
    0.0857, // words say right
    0.543, // words say partial
    -0.3751, // words say missed
    -0.3629, // share of key words
    -0.5099, // key words recalled
    0.0683, // key words missed
    0.5664, // meaning: passage
    0.441, // meaning: question
    -0.3422, // meaning: note
    0.1716, // meaning: rest of notes
    0.3948, // meaning: passage over rest
    -2.6324, // answer length
    -0.2945, // answer length to passage
    0.0813, // meaning: passage, words say missed
    0.3068, // meaning: passage, words say partial
    0.1782, // meaning: passage, words say right
    -0.5054, // least of a part
    0.3888, // most of a part
    0.1243, // least key words of a part
    0.3207, // words from elsewhere
    0.1192, // two-part question
    -1.0856, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1924, // bias
    0.2654, // words say right
    -0.548, // words say partial
    -0.0303, // words say missed
    0.4039, // share of key words
    1.0151, // key words recalled
    -0.3928, // key words missed
    0.3223, // meaning: passage
    0.1827, // meaning: question
    0.1187, // meaning: note
    -0.1032, // meaning: rest of notes
    0.4255, // meaning: passage over rest
    1.2189, // answer length
    0.4347, // answer length to passage
    0.4037, // meaning: passage, words say missed
    0.2298, // meaning: passage, words say partial
    -0.3112, // meaning: passage, words say right
    0.6041, // least of a part
    0.5157, // most of a part
    0.2692, // least key words of a part
    -0.7747, // words from elsewhere
    -0.1302, // two-part question
    1.2794, // answer length, by meaning: passage
  ],
];
