// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6468, // bias
    -0.3245, // words say right
    -0.0151, // words say partial
    0.3969, // words say missed
    -0.0697, // share of key words
    -0.478, // key words recalled
    0.3828, // key words missed
    -0.8701, // meaning: passage
    -0.6088, // meaning: question
    0.2204, // meaning: note
    -0.0622, // meaning: rest of notes
    -0.8079, // meaning: passage over rest
    1.3885, // answer length
    -0.1379, // answer length to passage
    -0.4907, // meaning: passage, words say missed
    -0.5641, // meaning: passage, words say partial
    0.1847, // meaning: passage, words say right
    -0.1082, // least of a part
    -0.9021, // most of a part
    -0.3873, // least key words of a part
    0.4158, // words from elsewhere
    0.0043, // two-part question
    -0.2025, // answer length, by meaning: passage
  ],
  // score 2
  [
    1.5353, // bias
    0.0692, // words say right
    0.5529, // words say partial
    -0.3682, // words say missed
    -0.347, // share of key words
    -0.5247, // key words recalled
    0.0546, // key words missed
    0.5609, // meaning: passage
    0.4377, // meaning: question
    -0.3513, // meaning: note
    0.1669, // meaning: rest of notes
    0.3941, // meaning: passage over rest
    -2.6283, // answer length
    -0.2958, // answer length to passage
    0.0855, // meaning: passage, words say missed
    0.3197, // meaning: passage, words say partial
    0.1557, // meaning: passage, words say right
    -0.5063, // least of a part
    0.4022, // most of a part
    0.1227, // least key words of a part
    0.3388, // words from elsewhere
    0.1158, // two-part question
    -1.0859, // answer length, by meaning: passage
  ],
  // score 3
  [
    -2.1821, // bias
    0.2553, // words say right
    -0.5378, // words say partial
    -0.0287, // words say missed
    0.4166, // share of key words
    1.0027, // key words recalled
    -0.4373, // key words missed
    0.3091, // meaning: passage
    0.1711, // meaning: question
    0.1309, // meaning: note
    -0.1046, // meaning: rest of notes
    0.4138, // meaning: passage over rest
    1.2398, // answer length
    0.4337, // answer length to passage
    0.4051, // meaning: passage, words say missed
    0.2445, // meaning: passage, words say partial
    -0.3404, // meaning: passage, words say right
    0.6145, // least of a part
    0.5, // most of a part
    0.2646, // least key words of a part
    -0.7547, // words from elsewhere
    -0.1201, // two-part question
    1.2884, // answer length, by meaning: passage
  ],
];
