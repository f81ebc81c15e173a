// Written by `npm run fit:grading -- --write` (scripts/fit-grading.mjs) from the graded set's
// tune, report, fresh, blind, blind2, blind4, blind5 parts (1052 answers, those the word rules settle left out); do not edit by hand.
export const WEIGHTS: readonly (readonly number[])[] = [
  // score 1
  [
    0.6902, // bias
    -0.2876, // words say right
    0.018, // words say partial
    0.335, // words say missed
    0.0298, // share of key words
    -0.3773, // key words recalled
    0.3283, // key words missed
    -0.8431, // meaning: passage
    -0.6563, // meaning: question
    0.1441, // meaning: note
    -0.1717, // meaning: rest of notes
    -0.6714, // meaning: passage over rest
    1.2968, // answer length
    -0.0719, // answer length to passage
    -0.3831, // meaning: passage, words say missed
    -0.5435, // meaning: passage, words say partial
    0.0836, // meaning: passage, words say right
    -0.029, // least of a part
    -0.9121, // most of a part
    -0.4799, // least key words of a part
    0.3701, // words from elsewhere
    -0.0468, // two-part question
  ],
  // score 2
  [
    1.6337, // bias
    0.0212, // words say right
    0.5976, // words say partial
    -0.3371, // words say missed
    -0.3484, // share of key words
    -0.5771, // key words recalled
    -0.0579, // key words missed
    0.36, // meaning: passage
    0.3553, // meaning: question
    -0.4205, // meaning: note
    -0.0192, // meaning: rest of notes
    0.3791, // meaning: passage over rest
    -2.7645, // answer length
    -0.3385, // answer length to passage
    0.0465, // meaning: passage, words say missed
    0.2735, // meaning: passage, words say partial
    0.04, // meaning: passage, words say right
    -0.3704, // least of a part
    0.3815, // most of a part
    0.0826, // least key words of a part
    0.3134, // words from elsewhere
    0.0863, // two-part question
  ],
  // score 3
  [
    -2.324, // bias
    0.2664, // words say right
    -0.6156, // words say partial
    0.0022, // words say missed
    0.3186, // share of key words
    0.9544, // key words recalled
    -0.2704, // key words missed
    0.4831, // meaning: passage
    0.301, // meaning: question
    0.2764, // meaning: note
    0.1909, // meaning: rest of notes
    0.2922, // meaning: passage over rest
    1.4677, // answer length
    0.4103, // answer length to passage
    0.3367, // meaning: passage, words say missed
    0.27, // meaning: passage, words say partial
    -0.1236, // meaning: passage, words say right
    0.3994, // least of a part
    0.5305, // most of a part
    0.3973, // least key words of a part
    -0.6835, // words from elsewhere
    -0.0394, // two-part question
  ],
];
