// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.765, // bias
    -0.2885, // words say right
    0.0037, // words say partial
    0.3633, // words say missed
    -0.0246, // share of key words
    -0.2894, // key words recalled
    0.4213, // key words missed
    -0.8208, // meaning: passage
    -0.6243, // meaning: question
    0.2082, // meaning: note
    -0.1417, // meaning: rest of notes
    -0.6792, // meaning: passage over rest
    0.8929, // answer length
    0.0092, // answer length to passage
    -0.404, // meaning: passage, words say missed
    -0.5275, // meaning: passage, words say partial
    0.1107, // meaning: passage, words say right
    -0.0741, // least of a part
    -0.6619, // most of a part
    -0.6384, // least key words of a part
    0.3933, // words from elsewhere
    -0.1586, // two-part question
  ],
  // score 2
  [
    1.4682, // bias
    -0.0535, // words say right
    0.6312, // words say partial
    -0.3438, // words say missed
    -0.4492, // share of key words
    -0.7215, // key words recalled
    -0.1527, // key words missed
    0.3528, // meaning: passage
    0.3888, // meaning: question
    -0.4593, // meaning: note
    0.0083, // meaning: rest of notes
    0.3445, // meaning: passage over rest
    -1.9963, // answer length
    -0.4856, // answer length to passage
    -0.0548, // meaning: passage, words say missed
    0.2553, // meaning: passage, words say partial
    0.1522, // meaning: passage, words say right
    -0.2146, // least of a part
    0.3073, // most of a part
    0.1029, // least key words of a part
    0.2569, // words from elsewhere
    0.0317, // two-part question
  ],
  // score 3
  [
    -2.2332, // bias
    0.342, // words say right
    -0.635, // words say partial
    -0.0195, // words say missed
    0.4738, // share of key words
    1.0109, // key words recalled
    -0.2686, // key words missed
    0.4681, // meaning: passage
    0.2355, // meaning: question
    0.251, // meaning: note
    0.1334, // meaning: rest of notes
    0.3347, // meaning: passage over rest
    1.1034, // answer length
    0.4764, // answer length to passage
    0.4588, // meaning: passage, words say missed
    0.2722, // meaning: passage, words say partial
    -0.2629, // meaning: passage, words say right
    0.2887, // least of a part
    0.3545, // most of a part
    0.5355, // least key words of a part
    -0.6502, // words from elsewhere
    0.1269, // two-part question
  ],
];
