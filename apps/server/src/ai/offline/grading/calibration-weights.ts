// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7525, // bias
    -0.3254, // words say right
    -0.0036, // words say partial
    0.4054, // words say missed
    -0.0434, // share of key words
    -0.2581, // key words recalled
    0.3901, // key words missed
    -0.7818, // meaning: passage
    -0.5978, // meaning: question
    0.2549, // meaning: note
    -0.1388, // meaning: rest of notes
    -0.6429, // meaning: passage over rest
    0.8789, // answer length
    -0.019, // answer length to passage
    -0.4073, // meaning: passage, words say missed
    -0.5432, // meaning: passage, words say partial
    0.1687, // meaning: passage, words say right
    -0.0962, // least of a part
    -0.5184, // most of a part
    -0.651, // least key words of a part
    0.3174, // words from elsewhere
    -0.1642, // two-part question
  ],
  // score 2
  [
    1.4677, // bias
    -0.0317, // words say right
    0.616, // words say partial
    -0.349, // words say missed
    -0.4591, // share of key words
    -0.7252, // key words recalled
    -0.1466, // key words missed
    0.3478, // meaning: passage
    0.4065, // meaning: question
    -0.486, // meaning: note
    0.0035, // meaning: rest of notes
    0.3443, // meaning: passage over rest
    -1.9902, // answer length
    -0.4819, // answer length to passage
    -0.0578, // meaning: passage, words say missed
    0.2695, // meaning: passage, words say partial
    0.1361, // meaning: passage, words say right
    -0.2158, // least of a part
    0.2537, // most of a part
    0.1046, // least key words of a part
    0.2679, // words from elsewhere
    0.0385, // two-part question
  ],
  // score 3
  [
    -2.2202, // bias
    0.3571, // words say right
    -0.6124, // words say partial
    -0.0564, // words say missed
    0.5025, // share of key words
    0.9833, // key words recalled
    -0.2435, // key words missed
    0.4339, // meaning: passage
    0.1913, // meaning: question
    0.2311, // meaning: note
    0.1353, // meaning: rest of notes
    0.2986, // meaning: passage over rest
    1.1113, // answer length
    0.5008, // answer length to passage
    0.4651, // meaning: passage, words say missed
    0.2736, // meaning: passage, words say partial
    -0.3048, // meaning: passage, words say right
    0.312, // least of a part
    0.2648, // most of a part
    0.5464, // least key words of a part
    -0.5854, // words from elsewhere
    0.1257, // two-part question
  ],
];
