// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7306, // bias
    -0.3197, // words say right
    -0.0154, // words say partial
    0.4088, // words say missed
    -0.0544, // share of key words
    -0.2465, // key words recalled
    0.3911, // key words missed
    -0.7876, // meaning: passage
    -0.5512, // meaning: question
    0.229, // meaning: note
    -0.142, // meaning: rest of notes
    -0.6456, // meaning: passage over rest
    0.8866, // answer length
    -0.0084, // answer length to passage
    -0.428, // meaning: passage, words say missed
    -0.5277, // meaning: passage, words say partial
    0.168, // meaning: passage, words say right
    -0.0712, // least of a part
    -0.5584, // most of a part
    -0.6454, // least key words of a part
    0.3244, // words from elsewhere
    -0.1533, // two-part question
  ],
  // score 2
  [
    1.4764, // bias
    -0.0387, // words say right
    0.6272, // words say partial
    -0.3526, // words say missed
    -0.45, // share of key words
    -0.7296, // key words recalled
    -0.1408, // key words missed
    0.3472, // meaning: passage
    0.3827, // meaning: question
    -0.468, // meaning: note
    0.0042, // meaning: rest of notes
    0.343, // meaning: passage over rest
    -1.9967, // answer length
    -0.4887, // answer length to passage
    -0.0458, // meaning: passage, words say missed
    0.2565, // meaning: passage, words say partial
    0.1364, // meaning: passage, words say right
    -0.2193, // least of a part
    0.2707, // most of a part
    0.1039, // least key words of a part
    0.2639, // words from elsewhere
    0.0286, // two-part question
  ],
  // score 3
  [
    -2.207, // bias
    0.3584, // words say right
    -0.6118, // words say partial
    -0.0563, // words say missed
    0.5045, // share of key words
    0.9762, // key words recalled
    -0.2504, // key words missed
    0.4404, // meaning: passage
    0.1686, // meaning: question
    0.239, // meaning: note
    0.1378, // meaning: rest of notes
    0.3026, // meaning: passage over rest
    1.1102, // answer length
    0.4971, // answer length to passage
    0.4737, // meaning: passage, words say missed
    0.2712, // meaning: passage, words say partial
    -0.3045, // meaning: passage, words say right
    0.2905, // least of a part
    0.2878, // most of a part
    0.5414, // least key words of a part
    -0.5883, // words from elsewhere
    0.1247, // two-part question
  ],
];
