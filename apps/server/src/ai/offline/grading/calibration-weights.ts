// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.8292, // bias
    -0.3519, // words say right
    0.0796, // words say partial
    0.3604, // words say missed
    -0.0172, // share of key words
    -0.1906, // key words recalled
    0.3259, // key words missed
    -0.7642, // meaning: passage
    -0.525, // meaning: question
    0.12, // meaning: note
    -0.0292, // meaning: rest of notes
    -0.735, // meaning: passage over rest
    0.7487, // answer length
    0.0624, // answer length to passage
    -0.3035, // meaning: passage, words say missed
    -0.6283, // meaning: passage, words say partial
    0.1676, // meaning: passage, words say right
    0.041, // least of a part
    -0.6985, // most of a part
    -0.588, // least key words of a part
    0.3302, // words from elsewhere
    -0.102, // two-part question
  ],
  // score 2
  [
    1.6315, // bias
    0.2268, // words say right
    0.4131, // words say partial
    -0.3764, // words say missed
    -0.483, // share of key words
    -0.5629, // key words recalled
    0.0113, // key words missed
    0.3122, // meaning: passage
    0.3746, // meaning: question
    -0.4671, // meaning: note
    0.0792, // meaning: rest of notes
    0.2329, // meaning: passage over rest
    -1.9961, // answer length
    -0.612, // answer length to passage
    -0.2186, // meaning: passage, words say missed
    0.3424, // meaning: passage, words say partial
    0.1883, // meaning: passage, words say right
    -0.4746, // least of a part
    0.2337, // most of a part
    -0.0506, // least key words of a part
    0.1444, // words from elsewhere
    0.0208, // two-part question
  ],
  // score 3
  [
    -2.4606, // bias
    0.1252, // words say right
    -0.4927, // words say partial
    0.0161, // words say missed
    0.5002, // share of key words
    0.7536, // key words recalled
    -0.3372, // key words missed
    0.4521, // meaning: passage
    0.1504, // meaning: question
    0.3471, // meaning: note
    -0.05, // meaning: rest of notes
    0.502, // meaning: passage over rest
    1.2474, // answer length
    0.5495, // answer length to passage
    0.5221, // meaning: passage, words say missed
    0.2858, // meaning: passage, words say partial
    -0.3558, // meaning: passage, words say right
    0.4336, // least of a part
    0.4648, // most of a part
    0.6386, // least key words of a part
    -0.4746, // words from elsewhere
    0.0813, // two-part question
  ],
];
