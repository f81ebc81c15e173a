// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7497, // bias
    -0.3321, // words say right
    -0.0016, // words say partial
    0.4098, // words say missed
    -0.047, // share of key words
    -0.251, // key words recalled
    0.3949, // key words missed
    -0.7753, // meaning: passage
    -0.594, // meaning: question
    0.2167, // meaning: note
    -0.1259, // meaning: rest of notes
    -0.6494, // meaning: passage over rest
    0.8743, // answer length
    -0.0318, // answer length to passage
    -0.4001, // meaning: passage, words say missed
    -0.5437, // meaning: passage, words say partial
    0.1685, // meaning: passage, words say right
    -0.0777, // least of a part
    -0.5189, // most of a part
    -0.6402, // least key words of a part
    0.3325, // words from elsewhere
    -0.1564, // two-part question
  ],
  // score 2
  [
    1.4657, // bias
    -0.0368, // words say right
    0.616, // words say partial
    -0.3444, // words say missed
    -0.4576, // share of key words
    -0.7212, // key words recalled
    -0.1418, // key words missed
    0.3485, // meaning: passage
    0.4087, // meaning: question
    -0.498, // meaning: note
    0.0079, // meaning: rest of notes
    0.3406, // meaning: passage over rest
    -1.9951, // answer length
    -0.4863, // answer length to passage
    -0.055, // meaning: passage, words say missed
    0.2678, // meaning: passage, words say partial
    0.1357, // meaning: passage, words say right
    -0.2112, // least of a part
    0.2545, // most of a part
    0.1071, // least key words of a part
    0.2794, // words from elsewhere
    0.0418, // two-part question
  ],
  // score 3
  [
    -2.2154, // bias
    0.3689, // words say right
    -0.6144, // words say partial
    -0.0654, // words say missed
    0.5046, // share of key words
    0.9721, // key words recalled
    -0.2531, // key words missed
    0.4268, // meaning: passage
    0.1852, // meaning: question
    0.2813, // meaning: note
    0.1179, // meaning: rest of notes
    0.3089, // meaning: passage over rest
    1.1207, // answer length
    0.5181, // answer length to passage
    0.4551, // meaning: passage, words say missed
    0.2759, // meaning: passage, words say partial
    -0.3042, // meaning: passage, words say right
    0.2889, // least of a part
    0.2644, // most of a part
    0.5332, // least key words of a part
    -0.6119, // words from elsewhere
    0.1147, // two-part question
  ],
];
