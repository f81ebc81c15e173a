// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.94, // bias
    -0.3211, // words say right
    0.052, // words say partial
    0.3773, // words say missed
    -0.2326, // share of key words
    -0.2866, // key words recalled
    0.2442, // key words missed
    -0.7819, // meaning: passage
    -0.5058, // meaning: question
    0.0965, // meaning: note
    -0.0651, // meaning: rest of notes
    -0.7168, // meaning: passage over rest
    0.7549, // answer length
    0.0303, // answer length to passage
    -0.2329, // meaning: passage, words say missed
    -0.6272, // meaning: passage, words say partial
    0.0782, // meaning: passage, words say right
    -0.0418, // least of a part
    -0.439, // most of a part
    -0.4388, // least key words of a part
    0.3372, // words from elsewhere
    -0.1331, // two-part question
  ],
  // score 2
  [
    1.7104, // bias
    0.31, // words say right
    0.3894, // words say partial
    -0.4177, // words say missed
    -0.5932, // share of key words
    -0.5938, // key words recalled
    -0.0464, // key words missed
    0.2401, // meaning: passage
    0.3254, // meaning: question
    -0.4455, // meaning: note
    0.0102, // meaning: rest of notes
    0.2299, // meaning: passage over rest
    -1.9126, // answer length
    -0.6051, // answer length to passage
    -0.2564, // meaning: passage, words say missed
    0.4118, // meaning: passage, words say partial
    0.0847, // meaning: passage, words say right
    -0.4232, // least of a part
    0.1908, // most of a part
    -0.0023, // least key words of a part
    0.1673, // words from elsewhere
    0.0789, // two-part question
  ],
  // score 3
  [
    -2.6503, // bias
    0.0111, // words say right
    -0.4414, // words say partial
    0.0403, // words say missed
    0.8259, // share of key words
    0.8805, // key words recalled
    -0.1978, // key words missed
    0.5418, // meaning: passage
    0.1804, // meaning: question
    0.3491, // meaning: note
    0.0549, // meaning: rest of notes
    0.4869, // meaning: passage over rest
    1.1576, // answer length
    0.5747, // answer length to passage
    0.4893, // meaning: passage, words say missed
    0.2154, // meaning: passage, words say partial
    -0.1629, // meaning: passage, words say right
    0.465, // least of a part
    0.2483, // most of a part
    0.4412, // least key words of a part
    -0.5045, // words from elsewhere
    0.0542, // two-part question
  ],
];
