// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.811, // bias
    -0.3425, // words say right
    0.0519, // words say partial
    0.3768, // words say missed
    -0.0312, // share of key words
    -0.184, // key words recalled
    0.3353, // key words missed
    -0.7529, // meaning: passage
    -0.5262, // meaning: question
    0.1226, // meaning: note
    -0.0196, // meaning: rest of notes
    -0.7333, // meaning: passage over rest
    0.7447, // answer length
    0.0701, // answer length to passage
    -0.3254, // meaning: passage, words say missed
    -0.5919, // meaning: passage, words say partial
    0.1645, // meaning: passage, words say right
    0.0432, // least of a part
    -0.6993, // most of a part
    -0.5951, // least key words of a part
    0.3213, // words from elsewhere
    -0.1016, // two-part question
  ],
  // score 2
  [
    1.6473, // bias
    0.2182, // words say right
    0.4388, // words say partial
    -0.3916, // words say missed
    -0.4696, // share of key words
    -0.5686, // key words recalled
    0.0007, // key words missed
    0.3023, // meaning: passage
    0.3747, // meaning: question
    -0.4692, // meaning: note
    0.071, // meaning: rest of notes
    0.2313, // meaning: passage over rest
    -1.9905, // answer length
    -0.62, // answer length to passage
    -0.1985, // meaning: passage, words say missed
    0.3104, // meaning: passage, words say partial
    0.1904, // meaning: passage, words say right
    -0.4768, // least of a part
    0.2344, // most of a part
    -0.0438, // least key words of a part
    0.1533, // words from elsewhere
    0.0199, // two-part question
  ],
  // score 3
  [
    -2.4583, // bias
    0.1243, // words say right
    -0.4906, // words say partial
    0.0148, // words say missed
    0.5009, // share of key words
    0.7526, // key words recalled
    -0.336, // key words missed
    0.4506, // meaning: passage
    0.1515, // meaning: question
    0.3466, // meaning: note
    -0.0515, // meaning: rest of notes
    0.5021, // meaning: passage over rest
    1.2457, // answer length
    0.5498, // answer length to passage
    0.5239, // meaning: passage, words say missed
    0.2816, // meaning: passage, words say partial
    -0.3549, // meaning: passage, words say right
    0.4336, // least of a part
    0.4649, // most of a part
    0.639, // least key words of a part
    -0.4746, // words from elsewhere
    0.0817, // two-part question
  ],
];
