// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6489, // bias
    -0.3375, // words say right
    -0.0069, // words say partial
    0.4015, // words say missed
    -0.0572, // share of key words
    -0.4999, // key words recalled
    0.36, // key words missed
    -0.8793, // meaning: passage
    -0.6165, // meaning: question
    0.1952, // meaning: note
    -0.0626, // meaning: rest of notes
    -0.8167, // meaning: passage over rest
    1.406, // answer length
    -0.1325, // answer length to passage
    -0.4829, // meaning: passage, words say missed
    -0.5413, // meaning: passage, words say partial
    0.1449, // meaning: passage, words say right
    -0.1053, // least of a part
    -0.8845, // most of a part
    -0.3784, // least key words of a part
    0.4369, // words from elsewhere
    -0.0048, // two-part question
    -0.1916, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5314, // bias
    0.0758, // words say right
    0.549, // words say partial
    -0.3714, // words say missed
    -0.3538, // share of key words
    -0.5124, // key words recalled
    0.0628, // key words missed
    0.5649, // meaning: passage
    0.4396, // meaning: question
    -0.3435, // meaning: note
    0.1672, // meaning: rest of notes
    0.3977, // meaning: passage over rest
    -2.6311, // answer length
    -0.2979, // answer length to passage
    0.0813, // meaning: passage, words say missed
    0.3098, // meaning: passage, words say partial
    0.1738, // meaning: passage, words say right
    -0.5077, // least of a part
    0.3973, // most of a part
    0.1203, // least key words of a part
    0.3305, // words from elsewhere
    0.1176, // two-part question
    -1.0864, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1803, // bias
    0.2617, // words say right
    -0.5421, // words say partial
    -0.0301, // words say missed
    0.411, // share of key words
    1.0123, // key words recalled
    -0.4228, // key words missed
    0.3144, // meaning: passage
    0.1768, // meaning: question
    0.1483, // meaning: note
    -0.1047, // meaning: rest of notes
    0.419, // meaning: passage over rest
    1.2251, // answer length
    0.4304, // answer length to passage
    0.4015, // meaning: passage, words say missed
    0.2316, // meaning: passage, words say partial
    -0.3187, // meaning: passage, words say right
    0.613, // least of a part
    0.4871, // most of a part
    0.258, // least key words of a part
    -0.7675, // words from elsewhere
    -0.1127, // two-part question
    1.278, // answer length, by meaning: passage
  ],
];
