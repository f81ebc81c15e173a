// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9487, // bias
    -0.3183, // words say right
    0.0531, // words say partial
    0.3749, // words say missed
    -0.2176, // share of key words
    -0.2853, // key words recalled
    0.2346, // key words missed
    -0.7773, // meaning: passage
    -0.5083, // meaning: question
    0.0946, // meaning: note
    -0.0678, // meaning: rest of notes
    -0.7094, // meaning: passage over rest
    0.7532, // answer length
    0.0304, // answer length to passage
    -0.2283, // meaning: passage, words say missed
    -0.6263, // meaning: passage, words say partial
    0.0772, // meaning: passage, words say right
    -0.0464, // least of a part
    -0.4447, // most of a part
    -0.4505, // least key words of a part
    0.3391, // words from elsewhere
    -0.1304, // two-part question
  ],
  // score 2
  [
    1.7145, // bias
    0.3091, // words say right
    0.39, // words say partial
    -0.4162, // words say missed
    -0.598, // share of key words
    -0.5942, // key words recalled
    -0.0456, // key words missed
    0.236, // meaning: passage
    0.3302, // meaning: question
    -0.4354, // meaning: note
    -0.0096, // meaning: rest of notes
    0.2456, // meaning: passage over rest
    -1.9129, // answer length
    -0.6051, // answer length to passage
    -0.2559, // meaning: passage, words say missed
    0.4083, // meaning: passage, words say partial
    0.0836, // meaning: passage, words say right
    -0.4215, // least of a part
    0.1926, // most of a part
    0.0013, // least key words of a part
    0.1703, // words from elsewhere
    0.0794, // two-part question
  ],
  // score 3
  [
    -2.6632, // bias
    0.0092, // words say right
    -0.4431, // words say partial
    0.0414, // words say missed
    0.8156, // share of key words
    0.8795, // key words recalled
    -0.1889, // key words missed
    0.5412, // meaning: passage
    0.1781, // meaning: question
    0.3408, // meaning: note
    0.0774, // meaning: rest of notes
    0.4638, // meaning: passage over rest
    1.1597, // answer length
    0.5747, // answer length to passage
    0.4842, // meaning: passage, words say missed
    0.2179, // meaning: passage, words say partial
    -0.1609, // meaning: passage, words say right
    0.468, // least of a part
    0.2521, // most of a part
    0.4492, // least key words of a part
    -0.5094, // words from elsewhere
    0.051, // two-part question
  ],
];
