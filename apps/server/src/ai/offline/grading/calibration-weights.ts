// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7058, // bias
    -0.3624, // words say right
    0.0204, // words say partial
    0.4085, // words say missed
    -0.0291, // share of key words
    -0.5217, // key words recalled
    0.2853, // key words missed
    -0.8739, // meaning: passage
    -0.6563, // meaning: question
    0.2003, // meaning: note
    -0.0839, // meaning: rest of notes
    -0.79, // meaning: passage over rest
    1.42, // answer length
    -0.1543, // answer length to passage
    -0.4726, // meaning: passage, words say missed
    -0.5147, // meaning: passage, words say partial
    0.1133, // meaning: passage, words say right
    -0.1094, // least of a part
    -0.9053, // most of a part
    -0.4032, // least key words of a part
    0.5021, // words from elsewhere
    0.0042, // two-part question
    -0.1911, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5348, // bias
    0.083, // words say right
    0.5417, // words say partial
    -0.3698, // words say missed
    -0.368, // share of key words
    -0.507, // key words recalled
    0.0676, // key words missed
    0.5678, // meaning: passage
    0.4411, // meaning: question
    -0.341, // meaning: note
    0.1708, // meaning: rest of notes
    0.397, // meaning: passage over rest
    -2.6354, // answer length
    -0.2941, // answer length to passage
    0.0792, // meaning: passage, words say missed
    0.3023, // meaning: passage, words say partial
    0.1864, // meaning: passage, words say right
    -0.5012, // least of a part
    0.3945, // most of a part
    0.1274, // least key words of a part
    0.3179, // words from elsewhere
    0.1179, // two-part question
    -1.0842, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.2406, // bias
    0.2795, // words say right
    -0.5621, // words say partial
    -0.0387, // words say missed
    0.3972, // share of key words
    1.0287, // key words recalled
    -0.3529, // key words missed
    0.3061, // meaning: passage
    0.2152, // meaning: question
    0.1407, // meaning: note
    -0.087, // meaning: rest of notes
    0.393, // meaning: passage over rest
    1.2154, // answer length
    0.4484, // answer length to passage
    0.3934, // meaning: passage, words say missed
    0.2124, // meaning: passage, words say partial
    -0.2997, // meaning: passage, words say right
    0.6106, // least of a part
    0.5108, // most of a part
    0.2757, // least key words of a part
    -0.8199, // words from elsewhere
    -0.1221, // two-part question
    1.2752, // answer length, by meaning: passage
  ],
];
