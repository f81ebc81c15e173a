// Fits the offline grader's calibration (issue 14, ADR 0011): npm run fit:grading [-- --write | --check]
// Every answer of the team's graded set that may be learned from (the "tune", "report", "fresh",
// "blind", "blind2", "blind4" and "blind5" parts; never "blind3" nor "blind6", kept for reporting) is graded by the word
// rules with sentence vectors, and a multinomial logistic regression learns which score a teacher gives from those
// measures. Printed: agreement when each passage's answers are graded by weights fitted without
// that passage (leave one passage out: an estimate for notes it has never seen) and without its part
// (the parts were written by different people: an estimate for answers by someone new), next to the word
// rules alone. --write writes the weights fitted on all of them to calibration-weights.ts; --check
// fails when the committed weights are not what they fit (after a change to the word rules or the
// encoder, which changes the measures: refit with --write).
import { readFileSync, writeFileSync } from "node:fs";
import {
  FEATURE_NAMES,
  WORD_SCORES,
  calibratedScore,
} from "../apps/server/src/ai/offline/grading/calibration.ts";
import { fitOn, LEARNED_FROM, learningExamples } from "../apps/server/src/ai/offline/grading/fit.ts";
import { at } from "./build-if-needed.mjs";

const file = at("apps/server/src/ai/offline/grading/graded-set.json");
const set = JSON.parse(readFileSync(file, "utf8"));
const examples = await learningExamples(set.items.filter((i) => LEARNED_FROM.has(i.split)));
const byWords = (e) => WORD_SCORES[e.signals.verdict];

const held = new Map();
for (const passage of new Set(examples.map((e) => e.passage))) {
  const weights = fitOn(examples.filter((e) => e.passage !== passage));
  for (const e of examples.filter((x) => x.passage === passage))
    held.set(e, calibratedScore(e.signals, weights));
}
// Each part graded by weights fitted without it: the parts were written by different people at
// different times, so this is the nearer estimate for answers written by someone new (the blind
// parts' figure has been below leave-one-passage-out's).
const partHeld = new Map();
for (const split of LEARNED_FROM) {
  const weights = fitOn(examples.filter((e) => e.split !== split));
  for (const e of examples.filter((x) => x.split === split))
    partHeld.set(e, calibratedScore(e.signals, weights));
}
const percent = (list, grade) =>
  `${((100 * list.filter((e) => grade(e) === e.score).length) / Math.max(1, list.length)).toFixed(1)}%`;
const rows = {};
for (const split of LEARNED_FROM) {
  const list = examples.filter((e) => e.split === split);
  rows[`${split} part`] = {
    answers: list.length,
    "word rules": percent(list, byWords),
    calibrated: percent(list, (e) => held.get(e)),
    "part left out": percent(list, (e) => partHeld.get(e)),
  };
}
rows.all = {
  answers: examples.length,
  "word rules": percent(examples, byWords),
  calibrated: percent(examples, (e) => held.get(e)),
  "part left out": percent(examples, (e) => partHeld.get(e)),
};
for (const category of new Set(examples.map((e) => e.category))) {
  const list = examples.filter((e) => e.category === category);
  rows[`  ${category}`] = {
    answers: list.length,
    "word rules": percent(list, byWords),
    calibrated: percent(list, (e) => held.get(e)),
    "part left out": percent(list, (e) => partHeld.get(e)),
  };
}
console.log(
  "exact agreement, each passage graded by weights fitted without it (leave one passage out: calibrated), and each part by weights fitted without that part (part left out):",
);
console.table(rows);

// The weights as they are committed: to 4 decimals, one row per score.
const target = at("apps/server/src/ai/offline/grading/calibration-weights.ts");
if (process.argv.includes("--write") || process.argv.includes("--check")) {
  const weights = fitOn(examples);
  const round = (w) => Number(w.toFixed(4));
  const lines = weights.map(
    (row, k) =>
      `  // score ${k + 1}\n  [\n${row.map((w, i) => `    ${round(w)}, // ${FEATURE_NAMES[i]}`).join("\n")}\n  ],`,
  );
  const source =
    `// Written by \`npm run fit:grading -- --write\` (scripts/fit-grading.mjs) from the graded set's\n` +
    `// ${[...LEARNED_FROM].join(", ")} parts (${examples.length} answers, those the word rules settle left out); do not edit by hand.\n` +
    `export const WEIGHTS: readonly (readonly number[])[] = [\n${lines.join("\n")}\n];\n`;
  if (process.argv.includes("--write")) {
    writeFileSync(target, source);
    console.log(`wrote ${target}`);
  } else if (readFileSync(target, "utf8") !== source) {
    console.error(`${target} is not what these answers fit: run npm run fit:grading -- --write`);
    process.exit(1);
  } else {
    console.log(`${target} is what these answers fit`);
  }
}
