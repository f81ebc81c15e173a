// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7711, // bias
    -0.2805, // words say right
    -0.0005, // words say partial
    0.3601, // words say missed
    -0.0433, // share of key words
    -0.3087, // key words recalled
    0.429, // key words missed
    -0.8209, // meaning: passage
    -0.6263, // meaning: question
    0.2041, // meaning: note
    -0.1416, // meaning: rest of notes
    -0.6793, // meaning: passage over rest
    0.8985, // answer length
    0.0012, // answer length to passage
    -0.4062, // meaning: passage, words say missed
    -0.532, // meaning: passage, words say partial
    0.1173, // meaning: passage, words say right
    -0.08, // least of a part
    -0.6542, // most of a part
    -0.6289, // least key words of a part
    0.3883, // words from elsewhere
    -0.1637, // two-part question
  ],
  // score 2
  [
    1.4514, // bias
    -0.0711, // words say right
    0.6399, // words say partial
    -0.3366, // words say missed
    -0.4036, // share of key words
    -0.6638, // key words recalled
    -0.1916, // key words missed
    0.3516, // meaning: passage
    0.3936, // meaning: question
    -0.4576, // meaning: note
    0.0042, // meaning: rest of notes
    0.3474, // meaning: passage over rest
    -1.991, // answer length
    -0.4705, // answer length to passage
    -0.0354, // meaning: passage, words say missed
    0.2596, // meaning: passage, words say partial
    0.1273, // meaning: passage, words say right
    -0.1851, // least of a part
    0.2693, // most of a part
    0.0808, // least key words of a part
    0.2756, // words from elsewhere
    0.0472, // two-part question
  ],
  // score 3
  [
    -2.2225, // bias
    0.3516, // words say right
    -0.6394, // words say partial
    -0.0235, // words say missed
    0.447, // share of key words
    0.9724, // key words recalled
    -0.2373, // key words missed
    0.4693, // meaning: passage
    0.2327, // meaning: question
    0.2535, // meaning: note
    0.1375, // meaning: rest of notes
    0.3319, // meaning: passage over rest
    1.0925, // answer length
    0.4693, // answer length to passage
    0.4416, // meaning: passage, words say missed
    0.2724, // meaning: passage, words say partial
    -0.2446, // meaning: passage, words say right
    0.2651, // least of a part
    0.3849, // most of a part
    0.5481, // least key words of a part
    -0.6639, // words from elsewhere
    0.1164, // two-part question
  ],
];
