// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7887, // bias
    -0.2882, // words say right
    0.0016, // words say partial
    0.3668, // words say missed
    -0.0332, // share of key words
    -0.3131, // key words recalled
    0.4255, // key words missed
    -0.8244, // meaning: passage
    -0.6649, // meaning: question
    0.2183, // meaning: note
    -0.1443, // meaning: rest of notes
    -0.6801, // meaning: passage over rest
    0.9114, // answer length
    -0.0288, // answer length to passage
    -0.4201, // meaning: passage, words say missed
    -0.5126, // meaning: passage, words say partial
    0.1083, // meaning: passage, words say right
    0.0102, // least of a part
    -0.7788, // most of a part
    -0.6088, // least key words of a part
    0.3677, // words from elsewhere
    -0.1524, // two-part question
  ],
  // score 2
  [
    1.388, // bias
    -0.037, // words say right
    0.6207, // words say partial
    -0.359, // words say missed
    -0.4361, // share of key words
    -0.6274, // key words recalled
    -0.151, // key words missed
    0.3314, // meaning: passage
    0.4351, // meaning: question
    -0.4961, // meaning: note
    -0.0291, // meaning: rest of notes
    0.3605, // meaning: passage over rest
    -1.9953, // answer length
    -0.4017, // answer length to passage
    -0.007, // meaning: passage, words say missed
    0.2416, // meaning: passage, words say partial
    0.0968, // meaning: passage, words say right
    -0.2878, // least of a part
    0.3557, // most of a part
    0.1354, // least key words of a part
    0.3134, // words from elsewhere
    0.0728, // two-part question
  ],
  // score 3
  [
    -2.1767, // bias
    0.3252, // words say right
    -0.6222, // words say partial
    -0.0078, // words say missed
    0.4692, // share of key words
    0.9405, // key words recalled
    -0.2746, // key words missed
    0.493, // meaning: passage
    0.2298, // meaning: question
    0.2778, // meaning: note
    0.1733, // meaning: rest of notes
    0.3196, // meaning: passage over rest
    1.0839, // answer length
    0.4305, // answer length to passage
    0.4271, // meaning: passage, words say missed
    0.271, // meaning: passage, words say partial
    -0.2051, // meaning: passage, words say right
    0.2776, // least of a part
    0.4232, // most of a part
    0.4734, // least key words of a part
    -0.6811, // words from elsewhere
    0.0795, // two-part question
  ],
];
