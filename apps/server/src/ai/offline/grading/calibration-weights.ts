// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.83, // bias
    -0.3525, // words say right
    0.0798, // words say partial
    0.3609, // words say missed
    -0.0171, // share of key words
    -0.191, // key words recalled
    0.3259, // key words missed
    -0.7628, // meaning: passage
    -0.5263, // meaning: question
    0.121, // meaning: note
    -0.0316, // meaning: rest of notes
    -0.7312, // meaning: passage over rest
    0.7485, // answer length
    0.0625, // answer length to passage
    -0.3041, // meaning: passage, words say missed
    -0.6282, // meaning: passage, words say partial
    0.1695, // meaning: passage, words say right
    0.0407, // least of a part
    -0.6986, // most of a part
    -0.5885, // least key words of a part
    0.3308, // words from elsewhere
    -0.1021, // two-part question
  ],
  // score 2
  [
    1.6318, // bias
    0.2269, // words say right
    0.4131, // words say partial
    -0.3765, // words say missed
    -0.483, // share of key words
    -0.5629, // key words recalled
    0.0111, // key words missed
    0.3123, // meaning: passage
    0.3744, // meaning: question
    -0.4678, // meaning: note
    0.079, // meaning: rest of notes
    0.2333, // meaning: passage over rest
    -1.996, // answer length
    -0.6119, // answer length to passage
    -0.2183, // meaning: passage, words say missed
    0.3424, // meaning: passage, words say partial
    0.1882, // meaning: passage, words say right
    -0.4747, // least of a part
    0.2338, // most of a part
    -0.0506, // least key words of a part
    0.1445, // words from elsewhere
    0.0207, // two-part question
  ],
  // score 3
  [
    -2.4618, // bias
    0.1257, // words say right
    -0.493, // words say partial
    0.0156, // words say missed
    0.5001, // share of key words
    0.7539, // key words recalled
    -0.3371, // key words missed
    0.4505, // meaning: passage
    0.1519, // meaning: question
    0.3468, // meaning: note
    -0.0474, // meaning: rest of notes
    0.498, // meaning: passage over rest
    1.2476, // answer length
    0.5494, // answer length to passage
    0.5223, // meaning: passage, words say missed
    0.2858, // meaning: passage, words say partial
    -0.3576, // meaning: passage, words say right
    0.434, // least of a part
    0.4648, // most of a part
    0.6391, // least key words of a part
    -0.4753, // words from elsewhere
    0.0814, // two-part question
  ],
];
