// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.65, // bias
    -0.2757, // words say right
    -0.0202, // words say partial
    0.3577, // words say missed
    0.0014, // share of key words
    -0.3277, // key words recalled
    0.3922, // key words missed
    -0.7963, // meaning: passage
    -0.6653, // meaning: question
    0.1546, // meaning: note
    -0.1695, // meaning: rest of notes
    -0.6267, // meaning: passage over rest
    1.2631, // answer length
    -0.0752, // answer length to passage
    -0.3974, // meaning: passage, words say missed
    -0.5835, // meaning: passage, words say partial
    0.1847, // meaning: passage, words say right
    -0.1092, // least of a part
    -0.9313, // most of a part
    -0.5115, // least key words of a part
    0.3567, // words from elsewhere
    -0.042, // two-part question
  ],
  // score 2
  [
    1.6916, // bias
    0.0731, // words say right
    0.6002, // words say partial
    -0.3848, // words say missed
    -0.3526, // share of key words
    -0.6046, // key words recalled
    -0.1152, // key words missed
    0.3433, // meaning: passage
    0.39, // meaning: question
    -0.3915, // meaning: note
    0.0044, // meaning: rest of notes
    0.339, // meaning: passage over rest
    -2.7503, // answer length
    -0.307, // answer length to passage
    0.0274, // meaning: passage, words say missed
    0.236, // meaning: passage, words say partial
    0.08, // meaning: passage, words say right
    -0.4326, // least of a part
    0.3284, // most of a part
    0.0644, // least key words of a part
    0.2525, // words from elsewhere
    0.1122, // two-part question
  ],
  // score 3
  [
    -2.3416, // bias
    0.2026, // words say right
    -0.58, // words say partial
    0.0271, // words say missed
    0.3513, // share of key words
    0.9323, // key words recalled
    -0.277, // key words missed
    0.4529, // meaning: passage
    0.2754, // meaning: question
    0.2369, // meaning: note
    0.1652, // meaning: rest of notes
    0.2878, // meaning: passage over rest
    1.4872, // answer length
    0.3822, // answer length to passage
    0.3701, // meaning: passage, words say missed
    0.3476, // meaning: passage, words say partial
    -0.2647, // meaning: passage, words say right
    0.5418, // least of a part
    0.6029, // most of a part
    0.4471, // least key words of a part
    -0.6092, // words from elsewhere
    -0.0702, // two-part question
  ],
];
