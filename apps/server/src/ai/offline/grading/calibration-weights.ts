// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7419, // bias
    -0.3329, // words say right
    -0.0066, // words say partial
    0.4147, // words say missed
    -0.0757, // share of key words
    -0.2567, // key words recalled
    0.3707, // key words missed
    -0.7888, // meaning: passage
    -0.5573, // meaning: question
    0.2262, // meaning: note
    -0.1504, // meaning: rest of notes
    -0.6384, // meaning: passage over rest
    0.9058, // answer length
    -0.0206, // answer length to passage
    -0.4409, // meaning: passage, words say missed
    -0.5155, // meaning: passage, words say partial
    0.1676, // meaning: passage, words say right
    -0.0425, // least of a part
    -0.563, // most of a part
    -0.628, // least key words of a part
    0.3525, // words from elsewhere
    -0.159, // two-part question
  ],
  // score 2
  [
    1.4781, // bias
    -0.0398, // words say right
    0.6278, // words say partial
    -0.3515, // words say missed
    -0.4512, // share of key words
    -0.7269, // key words recalled
    -0.1401, // key words missed
    0.3475, // meaning: passage
    0.3828, // meaning: question
    -0.4687, // meaning: note
    0.0035, // meaning: rest of notes
    0.344, // meaning: passage over rest
    -2.0007, // answer length
    -0.4851, // answer length to passage
    -0.0451, // meaning: passage, words say missed
    0.2553, // meaning: passage, words say partial
    0.1374, // meaning: passage, words say right
    -0.2213, // least of a part
    0.2728, // most of a part
    0.1018, // least key words of a part
    0.2636, // words from elsewhere
    0.0273, // two-part question
  ],
  // score 3
  [
    -2.22, // bias
    0.3726, // words say right
    -0.6212, // words say partial
    -0.0632, // words say missed
    0.5269, // share of key words
    0.9835, // key words recalled
    -0.2306, // key words missed
    0.4413, // meaning: passage
    0.1745, // meaning: question
    0.2425, // meaning: note
    0.1468, // meaning: rest of notes
    0.2945, // meaning: passage over rest
    1.0949, // answer length
    0.5058, // answer length to passage
    0.486, // meaning: passage, words say missed
    0.2602, // meaning: passage, words say partial
    -0.3049, // meaning: passage, words say right
    0.2638, // least of a part
    0.2902, // most of a part
    0.5262, // least key words of a part
    -0.616, // words from elsewhere
    0.1317, // two-part question
  ],
];
