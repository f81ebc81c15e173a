// Notes no person types, at the longest a note may be (200,000 characters): npm run bench:pasted-notes
// The offline text work a student's notes go through (summary, title, planning a quiz and asking
// its first question, grading an answer, the assessment), timed in-process on pasted text with no
// space for thousands of characters, with no full stop for thousands of words, or with thousands of
// hyphens, next to a note of the same length in ordinary sentences, in the same run. The text
// thread serves every user in turn, so a note that takes it minutes holds up everyone's quiz.
import { readFileSync } from "node:fs";
import { textTask } from "../apps/server/src/ai/offline/text-tasks.ts";
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
console.log(
  "The first question's time includes reading the note for the quiz; the graded answer's, waiting for the sentence encoder's thread to start (about 1-2 s, once).",
);
process.exit(0);
