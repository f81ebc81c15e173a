// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8299, // bias
    -0.3521, // words say right
    0.0795, // words say partial
    0.3608, // words say missed
    -0.0171, // share of key words
    -0.1907, // key words recalled
    0.3259, // key words missed
    -0.7642, // meaning: passage
    -0.5254, // meaning: question
    0.1196, // meaning: note
    -0.0303, // meaning: rest of notes
    -0.7339, // meaning: passage over rest
    0.7488, // answer length
    0.0624, // answer length to passage
    -0.3041, // meaning: passage, words say missed
    -0.628, // meaning: passage, words say partial
    0.1679, // meaning: passage, words say right
    0.0409, // least of a part
    -0.6984, // most of a part
    -0.588, // least key words of a part
    0.3307, // words from elsewhere
    -0.1019, // two-part question
  ],
  // score 2
  [
    1.6318, // bias
    0.2267, // words say right
    0.413, // words say partial
    -0.3762, // words say missed
    -0.483, // share of key words
    -0.5629, // key words recalled
    0.0112, // key words missed
    0.312, // meaning: passage
    0.3744, // meaning: question
    -0.4672, // meaning: note
    0.0789, // meaning: rest of notes
    0.2331, // meaning: passage over rest
    -1.996, // answer length
    -0.6119, // answer length to passage
    -0.2189, // meaning: passage, words say missed
    0.3425, // meaning: passage, words say partial
    0.1885, // meaning: passage, words say right
    -0.4747, // least of a part
    0.2338, // most of a part
    -0.0506, // least key words of a part
    0.1445, // words from elsewhere
    0.0208, // two-part question
  ],
  // score 3
  [
    -2.4617, // bias
    0.1254, // words say right
    -0.4925, // words say partial
    0.0154, // words say missed
    0.5, // share of key words
    0.7536, // key words recalled
    -0.3371, // key words missed
    0.4522, // meaning: passage
    0.1509, // meaning: question
    0.3476, // meaning: note
    -0.0486, // meaning: rest of notes
    0.5008, // meaning: passage over rest
    1.2472, // answer length
    0.5495, // answer length to passage
    0.5231, // meaning: passage, words say missed
    0.2855, // meaning: passage, words say partial
    -0.3563, // meaning: passage, words say right
    0.4338, // least of a part
    0.4647, // most of a part
    0.6386, // least key words of a part
    -0.4752, // words from elsewhere
    0.0812, // two-part question
  ],
];
