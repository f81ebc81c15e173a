// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.7583, // bias
    -0.2869, // words say right
    0.005, // words say partial
    0.3596, // words say missed
    -0.0506, // share of key words
    -0.3074, // key words recalled
    0.4368, // key words missed
    -0.815, // meaning: passage
    -0.6504, // meaning: question
    0.2045, // meaning: note
    -0.1526, // meaning: rest of notes
    -0.6624, // meaning: passage over rest
    0.9045, // answer length
    0.0021, // answer length to passage
    -0.3912, // meaning: passage, words say missed
    -0.5196, // meaning: passage, words say partial
    0.0958, // meaning: passage, words say right
    -0.0031, // least of a part
    -0.7342, // most of a part
    -0.601, // least key words of a part
    0.3873, // words from elsewhere
    -0.1498, // two-part question
  ],
  // score 2
  [
    1.4803, // bias
    -0.0541, // words say right
    0.6311, // words say partial
    -0.3404, // words say missed
    -0.3991, // share of key words
    -0.6685, // key words recalled
    -0.198, // key words missed
    0.3481, // meaning: passage
    0.3955, // meaning: question
    -0.4483, // meaning: note
    -0.0006, // meaning: rest of notes
    0.3488, // meaning: passage over rest
    -1.9895, // answer length
    -0.4733, // answer length to passage
    -0.0428, // meaning: passage, words say missed
    0.2507, // meaning: passage, words say partial
    0.1402, // meaning: passage, words say right
    -0.2432, // least of a part
    0.2806, // most of a part
    0.0771, // least key words of a part
    0.2697, // words from elsewhere
    0.0467, // two-part question
  ],
  // score 3
  [
    -2.2386, // bias
    0.3409, // words say right
    -0.6361, // words say partial
    -0.0193, // words say missed
    0.4497, // share of key words
    0.9759, // key words recalled
    -0.2388, // key words missed
    0.4669, // meaning: passage
    0.2549, // meaning: question
    0.2438, // meaning: note
    0.1532, // meaning: rest of notes
    0.3136, // meaning: passage over rest
    1.085, // answer length
    0.4712, // answer length to passage
    0.434, // meaning: passage, words say missed
    0.2688, // meaning: passage, words say partial
    -0.236, // meaning: passage, words say right
    0.2462, // least of a part
    0.4536, // most of a part
    0.5238, // least key words of a part
    -0.6571, // words from elsewhere
    0.1031, // two-part question
  ],
];
