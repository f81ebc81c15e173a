// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7249, // bias
    -0.2982, // words say right
    -0.0012, // words say partial
    0.3728, // words say missed
    -0.0377, // share of key words
    -0.3569, // key words recalled
    0.4176, // key words missed
    -0.7613, // meaning: passage
    -0.534, // meaning: question
    0.1746, // meaning: note
    -0.0688, // meaning: rest of notes
    -0.6925, // meaning: passage over rest
    0.7359, // answer length
    0.0642, // answer length to passage
    -0.3626, // meaning: passage, words say missed
    -0.5763, // meaning: passage, words say partial
    0.1776, // meaning: passage, words say right
    -0.0632, // least of a part
    -0.5842, // most of a part
    -0.5103, // least key words of a part
    0.2991, // words from elsewhere
    -0.0796, // two-part question
  ],
  // score 2
  [
    1.5312, // bias
    0.015, // words say right
    0.5689, // words say partial
    -0.3396, // words say missed
    -0.4105, // share of key words
    -0.6482, // key words recalled
    -0.1236, // key words missed
    0.3569, // meaning: passage
    0.3519, // meaning: question
    -0.5271, // meaning: note
    0.0321, // meaning: rest of notes
    0.3249, // meaning: passage over rest
    -1.9418, // answer length
    -0.5505, // answer length to passage
    -0.0589, // meaning: passage, words say missed
    0.2739, // meaning: passage, words say partial
    0.142, // meaning: passage, words say right
    -0.355, // least of a part
    0.2733, // most of a part
    0.018, // least key words of a part
    0.2078, // words from elsewhere
    0.0452, // two-part question
  ],
  // score 3
  [
    -2.256, // bias
    0.2832, // words say right
    -0.5678, // words say partial
    -0.0332, // words say missed
    0.4482, // share of key words
    1.0051, // key words recalled
    -0.294, // key words missed
    0.4043, // meaning: passage
    0.1821, // meaning: question
    0.3525, // meaning: note
    0.0367, // meaning: rest of notes
    0.3676, // meaning: passage over rest
    1.2059, // answer length
    0.4862, // answer length to passage
    0.4215, // meaning: passage, words say missed
    0.3024, // meaning: passage, words say partial
    -0.3195, // meaning: passage, words say right
    0.4181, // least of a part
    0.3109, // most of a part
    0.4923, // least key words of a part
    -0.5069, // words from elsewhere
    0.0344, // two-part question
  ],
];
