// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6849, // bias
    -0.2924, // words say right
    -0.0447, // words say partial
    0.4019, // words say missed
    -0.0655, // share of key words
    -0.4319, // key words recalled
    0.3784, // key words missed
    -0.8908, // meaning: passage
    -0.6358, // meaning: question
    0.2211, // meaning: note
    -0.1322, // meaning: rest of notes
    -0.7585, // meaning: passage over rest
    1.3149, // answer length
    -0.1272, // answer length to passage
    -0.546, // meaning: passage, words say missed
    -0.5547, // meaning: passage, words say partial
    0.21, // meaning: passage, words say right
    -0.0238, // least of a part
    -0.9636, // most of a part
    -0.4732, // least key words of a part
    0.4501, // words from elsewhere
    0.0082, // two-part question
  ],
  // score 2
  [
    1.6552, // bias
    0.0439, // words say right
    0.5849, // words say partial
    -0.3455, // words say missed
    -0.3511, // share of key words
    -0.6336, // key words recalled
    -0.0514, // key words missed
    0.3498, // meaning: passage
    0.3423, // meaning: question
    -0.4059, // meaning: note
    0.0195, // meaning: rest of notes
    0.3304, // meaning: passage over rest
    -2.7553, // answer length
    -0.3232, // answer length to passage
    0.0415, // meaning: passage, words say missed
    0.2529, // meaning: passage, words say partial
    0.0554, // meaning: passage, words say right
    -0.456, // least of a part
    0.4057, // most of a part
    0.1016, // least key words of a part
    0.2897, // words from elsewhere
    0.0938, // two-part question
  ],
  // score 3
  [
    -2.3401, // bias
    0.2486, // words say right
    -0.5402, // words say partial
    -0.0564, // words say missed
    0.4166, // share of key words
    1.0655, // key words recalled
    -0.327, // key words missed
    0.541, // meaning: passage
    0.2935, // meaning: question
    0.1848, // meaning: note
    0.1128, // meaning: rest of notes
    0.4282, // meaning: passage over rest
    1.4404, // answer length
    0.4504, // answer length to passage
    0.5045, // meaning: passage, words say missed
    0.3018, // meaning: passage, words say partial
    -0.2654, // meaning: passage, words say right
    0.4798, // least of a part
    0.5579, // most of a part
    0.3716, // least key words of a part
    -0.7398, // words from elsewhere
    -0.102, // two-part question
  ],
];
