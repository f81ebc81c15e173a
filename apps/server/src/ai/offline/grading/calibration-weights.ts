// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.9217, // bias
    -0.3208, // words say right
    0.0408, // words say partial
    0.385, // words say missed
    -0.1988, // share of key words
    -0.2373, // key words recalled
    0.2365, // key words missed
    -0.7767, // meaning: passage
    -0.4894, // meaning: question
    0.0964, // meaning: note
    -0.0286, // meaning: rest of notes
    -0.7482, // meaning: passage over rest
    0.7573, // answer length
    0.0417, // answer length to passage
    -0.2547, // meaning: passage, words say missed
    -0.6435, // meaning: passage, words say partial
    0.1215, // meaning: passage, words say right
    -0.0479, // least of a part
    -0.4804, // most of a part
    -0.4723, // least key words of a part
    0.2992, // words from elsewhere
    -0.1269, // two-part question
  ],
  // score 2
  [
    1.7172, // bias
    0.3078, // words say right
    0.391, // words say partial
    -0.4156, // words say missed
    -0.6027, // share of key words
    -0.6059, // key words recalled
    -0.0429, // key words missed
    0.2311, // meaning: passage
    0.362, // meaning: question
    -0.4384, // meaning: note
    -0.0357, // meaning: rest of notes
    0.2668, // meaning: passage over rest
    -1.9124, // answer length
    -0.6075, // answer length to passage
    -0.2543, // meaning: passage, words say missed
    0.4093, // meaning: passage, words say partial
    0.076, // meaning: passage, words say right
    -0.4215, // least of a part
    0.1976, // most of a part
    0.0039, // least key words of a part
    0.175, // words from elsewhere
    0.0788, // two-part question
  ],
  // score 3
  [
    -2.6389, // bias
    0.013, // words say right
    -0.4317, // words say partial
    0.0306, // words say missed
    0.8015, // share of key words
    0.8432, // key words recalled
    -0.1936, // key words missed
    0.5457, // meaning: passage
    0.1274, // meaning: question
    0.342, // meaning: note
    0.0643, // meaning: rest of notes
    0.4814, // meaning: passage over rest
    1.1551, // answer length
    0.5658, // answer length to passage
    0.509, // meaning: passage, words say missed
    0.2342, // meaning: passage, words say partial
    -0.1975, // meaning: passage, words say right
    0.4695, // least of a part
    0.2828, // most of a part
    0.4683, // least key words of a part
    -0.4742, // words from elsewhere
    0.0481, // two-part question
  ],
];
