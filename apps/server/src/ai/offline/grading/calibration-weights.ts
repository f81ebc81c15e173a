// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8014, // bias
    -0.2812, // words say right
    -0.0008, // words say partial
    0.3629, // words say missed
    0.017, // share of key words
    -0.3537, // key words recalled
    0.3799, // key words missed
    -0.8188, // meaning: passage
    -0.684, // meaning: question
    0.2123, // meaning: note
    -0.1415, // meaning: rest of notes
    -0.6772, // meaning: passage over rest
    0.9339, // answer length
    -0.0475, // answer length to passage
    -0.3957, // meaning: passage, words say missed
    -0.532, // meaning: passage, words say partial
    0.1089, // meaning: passage, words say right
    -0.0822, // least of a part
    -0.8418, // most of a part
    -0.487, // least key words of a part
    0.3691, // words from elsewhere
    -0.1058, // two-part question
  ],
  // score 2
  [
    1.3864, // bias
    -0.0018, // words say right
    0.6, // words say partial
    -0.3715, // words say missed
    -0.3686, // share of key words
    -0.5959, // key words recalled
    -0.1081, // key words missed
    0.3232, // meaning: passage
    0.3692, // meaning: question
    -0.4555, // meaning: note
    -0.0639, // meaning: rest of notes
    0.3871, // meaning: passage over rest
    -2.0547, // answer length
    -0.3667, // answer length to passage
    0.0481, // meaning: passage, words say missed
    0.2567, // meaning: passage, words say partial
    0.0184, // meaning: passage, words say right
    -0.3578, // least of a part
    0.3945, // most of a part
    0.0682, // least key words of a part
    0.3339, // words from elsewhere
    0.0782, // two-part question
  ],
  // score 3
  [
    -2.1879, // bias
    0.2831, // words say right
    -0.5993, // words say partial
    0.0086, // words say missed
    0.3516, // share of key words
    0.9496, // key words recalled
    -0.2719, // key words missed
    0.4955, // meaning: passage
    0.3149, // meaning: question
    0.2433, // meaning: note
    0.2054, // meaning: rest of notes
    0.2902, // meaning: passage over rest
    1.1208, // answer length
    0.4142, // answer length to passage
    0.3476, // meaning: passage, words say missed
    0.2753, // meaning: passage, words say partial
    -0.1273, // meaning: passage, words say right
    0.44, // least of a part
    0.4472, // most of a part
    0.4188, // least key words of a part
    -0.7031, // words from elsewhere
    0.0276, // two-part question
  ],
];
