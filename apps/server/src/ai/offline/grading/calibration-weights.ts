// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6566, // bias
    -0.3148, // words say right
    -0.0145, // words say partial
    0.3879, // words say missed
    -0.0574, // share of key words
    -0.4801, // key words recalled
    0.3756, // key words missed
    -0.8765, // meaning: passage
    -0.6063, // meaning: question
    0.2057, // meaning: note
    -0.0508, // meaning: rest of notes
    -0.8257, // meaning: passage over rest
    1.3916, // answer length
    -0.1358, // answer length to passage
    -0.4887, // meaning: passage, words say missed
    -0.5562, // meaning: passage, words say partial
    0.1684, // meaning: passage, words say right
    -0.1047, // least of a part
    -0.8996, // most of a part
    -0.3905, // least key words of a part
    0.4338, // words from elsewhere
    -0.0074, // two-part question
    -0.2083, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.545, // bias
    0.0791, // words say right
    0.5528, // words say partial
    -0.376, // words say missed
    -0.3378, // share of key words
    -0.5193, // key words recalled
    0.051, // key words missed
    0.5561, // meaning: passage
    0.4387, // meaning: question
    -0.3534, // meaning: note
    0.1741, // meaning: rest of notes
    0.382, // meaning: passage over rest
    -2.6329, // answer length
    -0.2894, // answer length to passage
    0.0832, // meaning: passage, words say missed
    0.3229, // meaning: passage, words say partial
    0.15, // meaning: passage, words say right
    -0.5183, // least of a part
    0.3928, // most of a part
    0.1126, // least key words of a part
    0.348, // words from elsewhere
    0.1143, // two-part question
    -1.0951, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.2016, // bias
    0.2357, // words say right
    -0.5383, // words say partial
    -0.0119, // words say missed
    0.3953, // share of key words
    0.9993, // key words recalled
    -0.4266, // key words missed
    0.3204, // meaning: passage
    0.1676, // meaning: question
    0.1476, // meaning: note
    -0.1234, // meaning: rest of notes
    0.4437, // meaning: passage over rest
    1.2412, // answer length
    0.4252, // answer length to passage
    0.4055, // meaning: passage, words say missed
    0.2333, // meaning: passage, words say partial
    -0.3184, // meaning: passage, words say right
    0.623, // least of a part
    0.5068, // most of a part
    0.2778, // least key words of a part
    -0.7818, // words from elsewhere
    -0.1069, // two-part question
    1.3035, // answer length, by meaning: passage
  ],
];
