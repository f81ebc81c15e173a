// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6856, // bias
    -0.302, // words say right
    -0.0485, // words say partial
    0.4152, // words say missed
    -0.0548, // share of key words
    -0.4299, // key words recalled
    0.3905, // key words missed
    -0.8903, // meaning: passage
    -0.6426, // meaning: question
    0.1965, // meaning: note
    -0.1232, // meaning: rest of notes
    -0.7671, // meaning: passage over rest
    1.2983, // answer length
    -0.1138, // answer length to passage
    -0.5526, // meaning: passage, words say missed
    -0.5576, // meaning: passage, words say partial
    0.2199, // meaning: passage, words say right
    -0.0403, // least of a part
    -0.9448, // most of a part
    -0.4757, // least key words of a part
    0.4301, // words from elsewhere
    0.0132, // two-part question
  ],
  // score 2
  [
    1.6486, // bias
    0.0403, // words say right
    0.6008, // words say partial
    -0.3582, // words say missed
    -0.3487, // share of key words
    -0.6383, // key words recalled
    -0.0576, // key words missed
    0.3476, // meaning: passage
    0.3449, // meaning: question
    -0.3933, // meaning: note
    0.0052, // meaning: rest of notes
    0.3425, // meaning: passage over rest
    -2.7503, // answer length
    -0.3233, // answer length to passage
    0.0422, // meaning: passage, words say missed
    0.2513, // meaning: passage, words say partial
    0.0541, // meaning: passage, words say right
    -0.4696, // least of a part
    0.4315, // most of a part
    0.1018, // least key words of a part
    0.3168, // words from elsewhere
    0.0835, // two-part question
  ],
  // score 3
  [
    -2.3342, // bias
    0.2617, // words say right
    -0.5523, // words say partial
    -0.057, // words say missed
    0.4035, // share of key words
    1.0682, // key words recalled
    -0.3329, // key words missed
    0.5427, // meaning: passage
    0.2977, // meaning: question
    0.1968, // meaning: note
    0.118, // meaning: rest of notes
    0.4247, // meaning: passage over rest
    1.452, // answer length
    0.4371, // answer length to passage
    0.5104, // meaning: passage, words say missed
    0.3063, // meaning: passage, words say partial
    -0.274, // meaning: passage, words say right
    0.51, // least of a part
    0.5132, // most of a part
    0.3739, // least key words of a part
    -0.7469, // words from elsewhere
    -0.0967, // two-part question
  ],
];
