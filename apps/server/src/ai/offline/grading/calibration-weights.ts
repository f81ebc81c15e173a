// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.774, // bias
    -0.3117, // words say right
    -0.008, // words say partial
    0.3998, // words say missed
    -0.0534, // share of key words
    -0.2581, // key words recalled
    0.3811, // key words missed
    -0.7767, // meaning: passage
    -0.5644, // meaning: question
    0.223, // meaning: note
    -0.1289, // meaning: rest of notes
    -0.6478, // meaning: passage over rest
    0.8505, // answer length
    -0.0089, // answer length to passage
    -0.393, // meaning: passage, words say missed
    -0.5514, // meaning: passage, words say partial
    0.1678, // meaning: passage, words say right
    -0.0962, // least of a part
    -0.5233, // most of a part
    -0.6503, // least key words of a part
    0.3201, // words from elsewhere
    -0.1574, // two-part question
  ],
  // score 2
  [
    1.4569, // bias
    -0.0401, // words say right
    0.6133, // words say partial
    -0.3398, // words say missed
    -0.4546, // share of key words
    -0.7212, // key words recalled
    -0.1297, // key words missed
    0.347, // meaning: passage
    0.4025, // meaning: question
    -0.5004, // meaning: note
    0.0098, // meaning: rest of notes
    0.3372, // meaning: passage over rest
    -1.9915, // answer length
    -0.4927, // answer length to passage
    -0.0548, // meaning: passage, words say missed
    0.2672, // meaning: passage, words say partial
    0.1347, // meaning: passage, words say right
    -0.2088, // least of a part
    0.2564, // most of a part
    0.1131, // least key words of a part
    0.2756, // words from elsewhere
    0.0382, // two-part question
  ],
  // score 3
  [
    -2.231, // bias
    0.3518, // words say right
    -0.6054, // words say partial
    -0.06, // words say missed
    0.508, // share of key words
    0.9793, // key words recalled
    -0.2514, // key words missed
    0.4297, // meaning: passage
    0.1619, // meaning: question
    0.2774, // meaning: note
    0.1191, // meaning: rest of notes
    0.3106, // meaning: passage over rest
    1.141, // answer length
    0.5016, // answer length to passage
    0.4478, // meaning: passage, words say missed
    0.2843, // meaning: passage, words say partial
    -0.3025, // meaning: passage, words say right
    0.305, // least of a part
    0.2669, // most of a part
    0.5372, // least key words of a part
    -0.5957, // words from elsewhere
    0.1193, // two-part question
  ],
];
