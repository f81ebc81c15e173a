// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2 parts (792 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9186, // bias
    -0.2904, // words say right
    0.1344, // words say partial
    0.2778, // words say missed
    -0.2336, // share of key words
    -0.2448, // key words recalled
    0.3403, // key words missed
    -0.733, // meaning: passage
    -0.8632, // meaning: question
    0.1566, // meaning: note
    -0.0175, // meaning: rest of notes
    -0.7155, // meaning: passage over rest
    0.4969, // answer length
    0.5191, // answer length to passage
    -0.2647, // meaning: passage, words say missed
    -0.537, // meaning: passage, words say partial
    0.0687, // meaning: passage, words say right
    -0.1129, // least of a part
    -0.5246, // most of a part
    -0.5191, // least key words of a part
    0.7095, // words from elsewhere
    -0.2117, // two-part question
  ],
  // score 2
  [
    2.2593, // bias
    0.1772, // words say right
    0.3919, // words say partial
    -0.219, // words say missed
    -0.2149, // share of key words
    -0.7658, // key words recalled
    -0.2056, // key words missed
    0.3631, // meaning: passage
    0.0182, // meaning: question
    -0.4548, // meaning: note
    0.2257, // meaning: rest of notes
    0.1374, // meaning: passage over rest
    -1.9486, // answer length
    -1.6547, // answer length to passage
    -0.0743, // meaning: passage, words say missed
    0.3799, // meaning: passage, words say partial
    0.0574, // meaning: passage, words say right
    -0.3923, // least of a part
    0.1261, // most of a part
    0.0897, // least key words of a part
    -0.6652, // words from elsewhere
    0.0212, // two-part question
  ],
  // score 3
  [
    -3.1779, // bias
    0.1132, // words say right
    -0.5264, // words say partial
    -0.0588, // words say missed
    0.4485, // share of key words
    1.0106, // key words recalled
    -0.1347, // key words missed
    0.3699, // meaning: passage
    0.845, // meaning: question
    0.2982, // meaning: note
    -0.2082, // meaning: rest of notes
    0.5781, // meaning: passage over rest
    1.4518, // answer length
    1.1357, // answer length to passage
    0.339, // meaning: passage, words say missed
    0.1571, // meaning: passage, words say partial
    -0.1261, // meaning: passage, words say right
    0.5052, // least of a part
    0.3984, // most of a part
    0.4295, // least key words of a part
    -0.0443, // words from elsewhere
    0.1905, // two-part question
  ],
];
