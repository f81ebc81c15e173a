// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8489, // bias
    -0.3812, // words say right
    0.0525, // words say partial
    0.4217, // words say missed
    -0.2364, // share of key words
    -0.277, // key words recalled
    0.2835, // key words missed
    -0.7519, // meaning: passage
    -0.5546, // meaning: question
    0.0813, // meaning: note
    -0.0504, // meaning: rest of notes
    -0.7015, // meaning: passage over rest
    0.7811, // answer length
    0.0552, // answer length to passage
    -0.3041, // meaning: passage, words say missed
    -0.6477, // meaning: passage, words say partial
    0.1998, // meaning: passage, words say right
    -0.0643, // least of a part
    -0.4349, // most of a part
    -0.4294, // least key words of a part
    0.3398, // words from elsewhere
    -0.1106, // two-part question
  ],
  // score 2
  [
    1.6755, // bias
    0.276, // words say right
    0.4269, // words say partial
    -0.4308, // words say missed
    -0.6106, // share of key words
    -0.6259, // key words recalled
    -0.0659, // key words missed
    0.3081, // meaning: passage
    0.4039, // meaning: question
    -0.4162, // meaning: note
    0.0938, // meaning: rest of notes
    0.2144, // meaning: passage over rest
    -1.9547, // answer length
    -0.6272, // answer length to passage
    -0.2239, // meaning: passage, words say missed
    0.3757, // meaning: passage, words say partial
    0.1564, // meaning: passage, words say right
    -0.4151, // least of a part
    0.1737, // most of a part
    -0.0174, // least key words of a part
    0.1458, // words from elsewhere
    0.0523, // two-part question
  ],
  // score 3
  [
    -2.5244, // bias
    0.1051, // words say right
    -0.4794, // words say partial
    0.0091, // words say missed
    0.847, // share of key words
    0.9028, // key words recalled
    -0.2176, // key words missed
    0.4438, // meaning: passage
    0.1507, // meaning: question
    0.335, // meaning: note
    -0.0433, // meaning: rest of notes
    0.4871, // meaning: passage over rest
    1.1735, // answer length
    0.572, // answer length to passage
    0.528, // meaning: passage, words say missed
    0.272, // meaning: passage, words say partial
    -0.3562, // meaning: passage, words say right
    0.4794, // least of a part
    0.2612, // most of a part
    0.4468, // least key words of a part
    -0.4856, // words from elsewhere
    0.0582, // two-part question
  ],
];
