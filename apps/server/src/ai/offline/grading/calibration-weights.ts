// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9241, // bias
    -0.3114, // words say right
    0.0452, // words say partial
    0.3725, // words say missed
    -0.2327, // share of key words
    -0.1873, // key words recalled
    0.2282, // key words missed
    -0.7772, // meaning: passage
    -0.4976, // meaning: question
    0.0953, // meaning: note
    -0.0186, // meaning: rest of notes
    -0.7586, // meaning: passage over rest
    0.7839, // answer length
    0.0212, // answer length to passage
    -0.2336, // meaning: passage, words say missed
    -0.6473, // meaning: passage, words say partial
    0.1036, // meaning: passage, words say right
    -0.0073, // least of a part
    -0.5241, // most of a part
    -0.486, // least key words of a part
    0.3022, // words from elsewhere
    -0.1332, // two-part question
  ],
  // score 2
  [
    1.7158, // bias
    0.3067, // words say right
    0.3915, // words say partial
    -0.4159, // words say missed
    -0.5951, // share of key words
    -0.609, // key words recalled
    -0.0436, // key words missed
    0.2319, // meaning: passage
    0.3674, // meaning: question
    -0.438, // meaning: note
    -0.0359, // meaning: rest of notes
    0.2679, // meaning: passage over rest
    -1.9286, // answer length
    -0.5964, // answer length to passage
    -0.2559, // meaning: passage, words say missed
    0.4085, // meaning: passage, words say partial
    0.0793, // meaning: passage, words say right
    -0.4284, // least of a part
    0.2045, // most of a part
    0.0035, // least key words of a part
    0.1809, // words from elsewhere
    0.0803, // two-part question
  ],
  // score 3
  [
    -2.6399, // bias
    0.0046, // words say right
    -0.4366, // words say partial
    0.0435, // words say missed
    0.8279, // share of key words
    0.7963, // key words recalled
    -0.1846, // key words missed
    0.5453, // meaning: passage
    0.1302, // meaning: question
    0.3426, // meaning: note
    0.0546, // meaning: rest of notes
    0.4907, // meaning: passage over rest
    1.1447, // answer length
    0.5751, // answer length to passage
    0.4895, // meaning: passage, words say missed
    0.2387, // meaning: passage, words say partial
    -0.1829, // meaning: passage, words say right
    0.4357, // least of a part
    0.3197, // most of a part
    0.4825, // least key words of a part
    -0.4831, // words from elsewhere
    0.0529, // two-part question
  ],
];
