// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6832, // bias
    -0.2858, // words say right
    0.0024, // words say partial
    0.3481, // words say missed
    0.0319, // share of key words
    -0.3768, // key words recalled
    0.3336, // key words missed
    -0.8387, // meaning: passage
    -0.655, // meaning: question
    0.1463, // meaning: note
    -0.1701, // meaning: rest of notes
    -0.6687, // meaning: passage over rest
    1.2896, // answer length
    -0.0682, // answer length to passage
    -0.3984, // meaning: passage, words say missed
    -0.526, // meaning: passage, words say partial
    0.0857, // meaning: passage, words say right
    -0.0324, // least of a part
    -0.9127, // most of a part
    -0.477, // least key words of a part
    0.3647, // words from elsewhere
    -0.0487, // two-part question
  ],
  // score 2
  [
    1.6468, // bias
    0.0219, // words say right
    0.608, // words say partial
    -0.3465, // words say missed
    -0.3502, // share of key words
    -0.575, // key words recalled
    -0.0657, // key words missed
    0.3537, // meaning: passage
    0.3538, // meaning: question
    -0.4201, // meaning: note
    -0.0234, // meaning: rest of notes
    0.3771, // meaning: passage over rest
    -2.7548, // answer length
    -0.3424, // answer length to passage
    0.0479, // meaning: passage, words say missed
    0.2599, // meaning: passage, words say partial
    0.046, // meaning: passage, words say right
    -0.3743, // least of a part
    0.3766, // most of a part
    0.0756, // least key words of a part
    0.3195, // words from elsewhere
    0.0898, // two-part question
  ],
  // score 3
  [
    -2.33, // bias
    0.2639, // words say right
    -0.6104, // words say partial
    -0.0016, // words say missed
    0.3183, // share of key words
    0.9518, // key words recalled
    -0.2679, // key words missed
    0.485, // meaning: passage
    0.3012, // meaning: question
    0.2738, // meaning: note
    0.1934, // meaning: rest of notes
    0.2915, // meaning: passage over rest
    1.4652, // answer length
    0.4106, // answer length to passage
    0.3505, // meaning: passage, words say missed
    0.2662, // meaning: passage, words say partial
    -0.1317, // meaning: passage, words say right
    0.4067, // least of a part
    0.5361, // most of a part
    0.4014, // least key words of a part
    -0.6842, // words from elsewhere
    -0.0411, // two-part question
  ],
];
