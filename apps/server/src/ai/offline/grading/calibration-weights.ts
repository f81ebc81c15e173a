// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.646, // bias
    -0.3382, // words say right
    -0.0066, // words say partial
    0.4016, // words say missed
    -0.0589, // share of key words
    -0.5014, // key words recalled
    0.3617, // key words missed
    -0.8796, // meaning: passage
    -0.6183, // meaning: question
    0.198, // meaning: note
    -0.0635, // meaning: rest of notes
    -0.8161, // meaning: passage over rest
    1.4102, // answer length
    -0.1354, // answer length to passage
    -0.4807, // meaning: passage, words say missed
    -0.5425, // meaning: passage, words say partial
    0.1436, // meaning: passage, words say right
    -0.1018, // least of a part
    -0.8875, // most of a part
    -0.3761, // least key words of a part
    0.4386, // words from elsewhere
    -0.003, // two-part question
    -0.1889, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5295, // bias
    0.0738, // words say right
    0.549, // words say partial
    -0.3697, // words say missed
    -0.3538, // share of key words
    -0.5159, // key words recalled
    0.0638, // key words missed
    0.5661, // meaning: passage
    0.4389, // meaning: question
    -0.3429, // meaning: note
    0.1685, // meaning: rest of notes
    0.3976, // meaning: passage over rest
    -2.6311, // answer length
    -0.2974, // answer length to passage
    0.0827, // meaning: passage, words say missed
    0.3099, // meaning: passage, words say partial
    0.1735, // meaning: passage, words say right
    -0.5031, // least of a part
    0.3949, // most of a part
    0.1226, // least key words of a part
    0.3285, // words from elsewhere
    0.1183, // two-part question
    -1.0856, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1755, // bias
    0.2643, // words say right
    -0.5423, // words say partial
    -0.0319, // words say missed
    0.4127, // share of key words
    1.0172, // key words recalled
    -0.4255, // key words missed
    0.3135, // meaning: passage
    0.1794, // meaning: question
    0.1449, // meaning: note
    -0.105, // meaning: rest of notes
    0.4185, // meaning: passage over rest
    1.221, // answer length
    0.4327, // answer length to passage
    0.398, // meaning: passage, words say missed
    0.2326, // meaning: passage, words say partial
    -0.3171, // meaning: passage, words say right
    0.6049, // least of a part
    0.4926, // most of a part
    0.2535, // least key words of a part
    -0.767, // words from elsewhere
    -0.1153, // two-part question
    1.2745, // answer length, by meaning: passage
  ],
];
