// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2 parts (792 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.916, // bias
    -0.2931, // words say right
    0.1424, // words say partial
    0.2713, // words say missed
    -0.179, // share of key words
    -0.3251, // key words recalled
    0.331, // key words missed
    -0.7185, // meaning: passage
    -0.8379, // meaning: question
    0.127, // meaning: note
    -0.0209, // meaning: rest of notes
    -0.6976, // meaning: passage over rest
    0.4573, // answer length
    0.5453, // answer length to passage
    -0.2496, // meaning: passage, words say missed
    -0.5326, // meaning: passage, words say partial
    0.0637, // meaning: passage, words say right
    -0.1711, // least of a part
    -0.4358, // most of a part
    -0.5013, // least key words of a part
    0.7484, // words from elsewhere
    -0.2158, // two-part question
  ],
  // score 2
  [
    2.2501, // bias
    0.1817, // words say right
    0.3921, // words say partial
    -0.2246, // words say missed
    -0.2315, // share of key words
    -0.7491, // key words recalled
    -0.1978, // key words missed
    0.3634, // meaning: passage
    0.0166, // meaning: question
    -0.4497, // meaning: note
    0.2296, // meaning: rest of notes
    0.1338, // meaning: passage over rest
    -1.9451, // answer length
    -1.66, // answer length to passage
    -0.076, // meaning: passage, words say missed
    0.3818, // meaning: passage, words say partial
    0.0577, // meaning: passage, words say right
    -0.3819, // least of a part
    0.1103, // most of a part
    0.089, // least key words of a part
    -0.6668, // words from elsewhere
    0.0186, // two-part question
  ],
  // score 3
  [
    -3.1662, // bias
    0.1114, // words say right
    -0.5345, // words say partial
    -0.0467, // words say missed
    0.4105, // share of key words
    1.0742, // key words recalled
    -0.1332, // key words missed
    0.3551, // meaning: passage
    0.8213, // meaning: question
    0.3227, // meaning: note
    -0.2087, // meaning: rest of notes
    0.5638, // meaning: passage over rest
    1.4878, // answer length
    1.1147, // answer length to passage
    0.3256, // meaning: passage, words say missed
    0.1508, // meaning: passage, words say partial
    -0.1213, // meaning: passage, words say right
    0.553, // least of a part
    0.3256, // most of a part
    0.4123, // least key words of a part
    -0.0817, // words from elsewhere
    0.1971, // two-part question
  ],
];
