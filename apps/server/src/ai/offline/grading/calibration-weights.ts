// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6609, // bias
    -0.3553, // words say right
    0.0065, // words say partial
    0.4082, // words say missed
    -0.0427, // share of key words
    -0.5074, // key words recalled
    0.3229, // key words missed
    -0.8855, // meaning: passage
    -0.6246, // meaning: question
    0.2129, // meaning: note
    -0.0715, // meaning: rest of notes
    -0.814, // meaning: passage over rest
    1.4159, // answer length
    -0.1436, // answer length to passage
    -0.4818, // meaning: passage, words say missed
    -0.5348, // meaning: passage, words say partial
    0.1311, // meaning: passage, words say right
    -0.0972, // least of a part
    -0.8941, // most of a part
    -0.3916, // least key words of a part
    0.4603, // words from elsewhere
    0.0111, // two-part question
    -0.1913, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5307, // bias
    0.0805, // words say right
    0.5442, // words say partial
    -0.3712, // words say missed
    -0.3618, // share of key words
    -0.5124, // key words recalled
    0.0662, // key words missed
    0.567, // meaning: passage
    0.4402, // meaning: question
    -0.3423, // meaning: note
    0.1707, // meaning: rest of notes
    0.3963, // meaning: passage over rest
    -2.6323, // answer length
    -0.2949, // answer length to passage
    0.0839, // meaning: passage, words say missed
    0.3068, // meaning: passage, words say partial
    0.1763, // meaning: passage, words say right
    -0.503, // least of a part
    0.3932, // most of a part
    0.1269, // least key words of a part
    0.3215, // words from elsewhere
    0.1183, // two-part question
    -1.0851, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1916, // bias
    0.2748, // words say right
    -0.5506, // words say partial
    -0.037, // words say missed
    0.4045, // share of key words
    1.0197, // key words recalled
    -0.3891, // key words missed
    0.3185, // meaning: passage
    0.1844, // meaning: question
    0.1294, // meaning: note
    -0.0993, // meaning: rest of notes
    0.4177, // meaning: passage over rest
    1.2164, // answer length
    0.4386, // answer length to passage
    0.3979, // meaning: passage, words say missed
    0.228, // meaning: passage, words say partial
    -0.3075, // meaning: passage, words say right
    0.6002, // least of a part
    0.5009, // most of a part
    0.2647, // least key words of a part
    -0.7818, // words from elsewhere
    -0.1293, // two-part question
    1.2764, // answer length, by meaning: passage
  ],
];
