// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8072, // bias
    -0.2804, // words say right
    0.0014, // words say partial
    0.3608, // words say missed
    0.0186, // share of key words
    -0.3522, // key words recalled
    0.3775, // key words missed
    -0.8199, // meaning: passage
    -0.6834, // meaning: question
    0.2119, // meaning: note
    -0.1433, // meaning: rest of notes
    -0.6766, // meaning: passage over rest
    0.9301, // answer length
    -0.0483, // answer length to passage
    -0.3938, // meaning: passage, words say missed
    -0.5334, // meaning: passage, words say partial
    0.1074, // meaning: passage, words say right
    -0.0733, // least of a part
    -0.8523, // most of a part
    -0.4877, // least key words of a part
    0.37, // words from elsewhere
    -0.1023, // two-part question
  ],
  // score 2
  [
    1.383, // bias
    -0.0011, // words say right
    0.5977, // words say partial
    -0.3705, // words say missed
    -0.3683, // share of key words
    -0.5959, // key words recalled
    -0.1059, // key words missed
    0.324, // meaning: passage
    0.3686, // meaning: question
    -0.4554, // meaning: note
    -0.0628, // meaning: rest of notes
    0.3868, // meaning: passage over rest
    -2.0521, // answer length
    -0.366, // answer length to passage
    0.0472, // meaning: passage, words say missed
    0.2581, // meaning: passage, words say partial
    0.0186, // meaning: passage, words say right
    -0.3627, // least of a part
    0.398, // most of a part
    0.068, // least key words of a part
    0.3329, // words from elsewhere
    0.0763, // two-part question
  ],
  // score 3
  [
    -2.1902, // bias
    0.2815, // words say right
    -0.5991, // words say partial
    0.0096, // words say missed
    0.3497, // share of key words
    0.9481, // key words recalled
    -0.2715, // key words missed
    0.4959, // meaning: passage
    0.3148, // meaning: question
    0.2435, // meaning: note
    0.2061, // meaning: rest of notes
    0.2898, // meaning: passage over rest
    1.122, // answer length
    0.4143, // answer length to passage
    0.3466, // meaning: passage, words say missed
    0.2753, // meaning: passage, words say partial
    -0.126, // meaning: passage, words say right
    0.436, // least of a part
    0.4543, // most of a part
    0.4197, // least key words of a part
    -0.7029, // words from elsewhere
    0.026, // two-part question
  ],
];
