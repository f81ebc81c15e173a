// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7914, // bias
    -0.2904, // words say right
    0.0085, // words say partial
    0.3628, // words say missed
    0.0099, // share of key words
    -0.3156, // key words recalled
    0.3943, // key words missed
    -0.8277, // meaning: passage
    -0.6572, // meaning: question
    0.2175, // meaning: note
    -0.1442, // meaning: rest of notes
    -0.6835, // meaning: passage over rest
    0.9022, // answer length
    -0.0201, // answer length to passage
    -0.3985, // meaning: passage, words say missed
    -0.5253, // meaning: passage, words say partial
    0.0961, // meaning: passage, words say right
    -0.0881, // least of a part
    -0.8414, // most of a part
    -0.5042, // least key words of a part
    0.3744, // words from elsewhere
    -0.1252, // two-part question
  ],
  // score 2
  [
    1.3877, // bias
    -0.0092, // words say right
    0.5974, // words say partial
    -0.3639, // words say missed
    -0.4112, // share of key words
    -0.617, // key words recalled
    -0.1103, // key words missed
    0.3335, // meaning: passage
    0.4245, // meaning: question
    -0.4952, // meaning: note
    -0.0345, // meaning: rest of notes
    0.3681, // meaning: passage over rest
    -2.0179, // answer length
    -0.3996, // answer length to passage
    0.02, // meaning: passage, words say missed
    0.2482, // meaning: passage, words say partial
    0.0653, // meaning: passage, words say right
    -0.2797, // least of a part
    0.3612, // most of a part
    0.1001, // least key words of a part
    0.296, // words from elsewhere
    0.0661, // two-part question
  ],
  // score 3
  [
    -2.1791, // bias
    0.2997, // words say right
    -0.6059, // words say partial
    0.0011, // words say missed
    0.4014, // share of key words
    0.9326, // key words recalled
    -0.284, // key words missed
    0.4942, // meaning: passage
    0.2327, // meaning: question
    0.2777, // meaning: note
    0.1787, // meaning: rest of notes
    0.3155, // meaning: passage over rest
    1.1157, // answer length
    0.4197, // answer length to passage
    0.3785, // meaning: passage, words say missed
    0.2771, // meaning: passage, words say partial
    -0.1615, // meaning: passage, words say right
    0.3678, // least of a part
    0.4802, // most of a part
    0.404, // least key words of a part
    -0.6705, // words from elsewhere
    0.0591, // two-part question
  ],
];
