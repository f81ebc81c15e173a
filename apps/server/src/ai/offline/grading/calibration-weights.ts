// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6946, // bias
    -0.2806, // words say right
    0.0032, // words say partial
    0.3434, // words say missed
    0.0181, // share of key words
    -0.3731, // key words recalled
    0.3269, // key words missed
    -0.8268, // meaning: passage
    -0.6965, // meaning: question
    0.1666, // meaning: note
    -0.1569, // meaning: rest of notes
    -0.6699, // meaning: passage over rest
    1.2985, // answer length
    -0.076, // answer length to passage
    -0.4062, // meaning: passage, words say missed
    -0.5264, // meaning: passage, words say partial
    0.1059, // meaning: passage, words say right
    -0.0456, // least of a part
    -0.9154, // most of a part
    -0.4732, // least key words of a part
    0.3899, // words from elsewhere
    -0.0642, // two-part question
  ],
  // score 2
  [
    1.6396, // bias
    0.0201, // words say right
    0.608, // words say partial
    -0.3455, // words say missed
    -0.3455, // share of key words
    -0.5781, // key words recalled
    -0.0603, // key words missed
    0.3501, // meaning: passage
    0.3608, // meaning: question
    -0.4255, // meaning: note
    -0.0262, // meaning: rest of notes
    0.3763, // meaning: passage over rest
    -2.7536, // answer length
    -0.3403, // answer length to passage
    0.0499, // meaning: passage, words say missed
    0.2612, // meaning: passage, words say partial
    0.039, // meaning: passage, words say right
    -0.3726, // least of a part
    0.3768, // most of a part
    0.0761, // least key words of a part
    0.3131, // words from elsewhere
    0.0958, // two-part question
  ],
  // score 3
  [
    -2.3342, // bias
    0.2605, // words say right
    -0.6112, // words say partial
    0.0021, // words say missed
    0.3274, // share of key words
    0.9512, // key words recalled
    -0.2666, // key words missed
    0.4767, // meaning: passage
    0.3357, // meaning: question
    0.259, // meaning: note
    0.1831, // meaning: rest of notes
    0.2937, // meaning: passage over rest
    1.4552, // answer length
    0.4163, // answer length to passage
    0.3564, // meaning: passage, words say missed
    0.2652, // meaning: passage, words say partial
    -0.1449, // meaning: passage, words say right
    0.4183, // least of a part
    0.5386, // most of a part
    0.397, // least key words of a part
    -0.7029, // words from elsewhere
    -0.0315, // two-part question
  ],
];
