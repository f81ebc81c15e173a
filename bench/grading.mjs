// How fairly the offline tutor grades (issue 14): npm run bench:grading (run with tsx).
// Each answer of a graded set is one quiz session through the offline tutor's assessment: the
// note, the tutor's question, the student's answer. Printed per set: exact agreement with the
// teacher's 1-3 score, within one point, Cohen's kappa, per category, and the time per answer.
// Sets: the team's own (apps/server/src/ai/offline/grading/graded-set.json: "blind3" and "blind6",
// written by people who never saw the grader and never learned from, first, together and apart;
// then the parts the word rules' thresholds were set on or looked at, and which the calibration is
// fitted on (LEARNED_FROM in fit.ts): their figures are not results on unseen answers) and, when it is there,
// the SemEval-2013 BEETLE set in ../shared/benchmarks (published data, CC BY-SA; read, never
// copied into the repository). Baseline, in the same run: plain word overlap with the whole note
// (the share of the note's words the answer uses: 3 from 60%, 2 from 12.5%), which is how the
// tutor graded before issue 14.
import { existsSync, readFileSync } from "node:fs";
import { agreement } from "../apps/server/src/ai/offline/grading/agreement.ts";
import { readTokens } from "../apps/server/src/ai/offline/nlp.ts";
import { notesTexts, readNotesAhead } from "../apps/server/src/ai/offline/grading/grader.ts";
import { embedTexts, withSentenceVectors } from "../apps/server/src/ai/offline/grading/sentence-vectors.ts";
import {
  assess,
  assessedAnswerTexts,
  everyQuestion,
  plannedNotes,
} from "../apps/server/src/ai/offline/tutor.ts";
import { LEARNED_FROM } from "../apps/server/src/ai/offline/grading/fit.ts";
import { at } from "../scripts/build-if-needed.mjs";

const sets = [];
const own = JSON.parse(readFileSync(at("apps/server/src/ai/offline/grading/graded-set.json"), "utf8"));
const held = own.items.filter((i) => !LEARNED_FROM.has(i.split));
sets.push({
  name: "team set, blind3 and blind6 parts together (never tuned on nor learned from: the result)",
  items: held,
});
for (const split of new Set(held.map((i) => i.split))) {
  sets.push({
    name: `team set, ${split} part alone (never tuned on nor learned from; graded above, so not timed again)`,
    items: held.filter((i) => i.split === split),
    timed: false,
  });
}
sets.push({
  name: `team set, ${[...LEARNED_FROM].join(", ")} parts (learned from: not a result)`,
  items: own.items.filter((i) => LEARNED_FROM.has(i.split)),
});
// The tutor's question about a whole note ("In your own words, explain what your notes on ... say."),
// on 32 of the set's passages (whole-note-set.json): the whole-report part is never tuned on.
const wholeNote = JSON.parse(
  readFileSync(at("apps/server/src/ai/offline/grading/whole-note-set.json"), "utf8"),
);
const wholeItems = (split) =>
  wholeNote.items
    .filter((i) => i.split === split)
    .map((i) => {
      const note = own.items.find((o) => o.id === i.from);
      return { ...i, title: note.title, topic: note.topic, passage: note.passage };
    });
sets.push({
  name: "whole-note questions, whole-report part (never tuned on: the result)",
  items: wholeItems("whole-report"),
});
sets.push({
  name: "whole-note questions, whole-tune part (looked at: not a result)",
  items: wholeItems("whole-tune"),
});
const beetle = at("../shared/benchmarks/beetle-unseen-questions.json");
if (existsSync(beetle)) {
  sets.push({
    name: "SemEval-2013 BEETLE, unseen questions",
    items: JSON.parse(readFileSync(beetle, "utf8")).items,
  });
}

const words = (text) => {
  const { lemmas, stop, types } = readTokens(text);
  return new Set(lemmas.filter((_l, i) => !stop[i] && types[i] === "word").map((l) => l.toLowerCase()));
};
/** The baseline: how many of the note's words, not given by the question, the answer uses. */
function overlap(note, question, answer) {
  const given = words(question);
  const key = [...words(note)].filter((w) => !given.has(w));
  const said = words(answer);
  const share = key.length === 0 ? 0 : key.filter((w) => said.has(w)).length / key.length;
  return share >= 0.6 ? 3 : share >= 0.125 && said.size > 0 ? 2 : 1;
}

// --tune-detail: every tune answer the grader scores unlike the teacher (never the report part);
// --learned-detail: every such answer of the parts learned from (never blind3 or blind6).
const detail = process.argv.includes("--tune-detail");
const learnedDetail = process.argv.includes("--learned-detail");
const percent = (x) => `${(100 * x).toFixed(1)}%`;
// The first call reads WordNet's index, wink's model and the sentence encoder: not an answer's time.
await withSentenceVectors((vectors) =>
  assess(
    {
      content: [{ id: "warm", title: "Warm-up", topic: "T", text: "Water boils at 100 degrees." }],
      messages: [
        { role: "assistant", content: "At what temperature does water boil?" },
        { role: "user", content: "it boils at 100" },
      ],
    },
    vectors,
  ),
);

for (const set of sets) {
  const ours = [];
  const words = [];
  const base = [];
  const times = [];
  const oneThread = [];
  const asking = [];
  for (const item of set.items) {
    // The tutor plans the quiz, reads the notes and works out their sentence vectors when it asks
    // the question (text-tasks.ts): the notes as its question is graded against them (a question
    // of its own about a whole note, the note's passages in the plan's order), or, a question it
    // did not plan, the note as it is.
    const asked = performance.now();
    const content = [{ id: item.id, title: item.title, topic: item.topic, text: item.passage }];
    const planned = plannedNotes(everyQuestion(content), content).filter((n) => n.question === item.question);
    const notes = planned.length > 0 ? planned : [{ note: item.passage, question: item.question }];
    for (const n of notes) readNotesAhead(n);
    await embedTexts(notes.flatMap(notesTexts));
    asking.push(performance.now() - asked);
    for (const answer of item.answers) {
      const session = {
        content,
        messages: [
          { role: "assistant", content: `Question 1 of 1: ${item.question}` },
          { role: "user", content: answer.text },
        ],
      };
      // As the offline tutor grades: with the sentence vectors of the notes and the answer, timed
      // with working out the answer's.
      const start = performance.now();
      // (As text-tasks.ts does: the plan once, the assessment as often as it needs vectors.)
      const plan = everyQuestion(session.content);
      // Every other answer as before, for a baseline in the same run: the answer's vector worked
      // out after its words are read, not in the encoder's thread while they are.
      const before = (times.length + oneThread.length) % 2 === 1;
      const { contentScores } = await withSentenceVectors(
        (vectors) => assess(session, vectors, plan),
        before ? [] : assessedAnswerTexts(session, plan),
      );
      (before ? oneThread : times).push(performance.now() - start);
      words.push({
        category: answer.category,
        teacher: answer.score,
        grader: assess(session).contentScores[item.id]?.score ?? 1,
      });
      const grader = contentScores[item.id]?.score;
      if (!grader) throw new Error(`no grade for ${item.id}: "${answer.text}"`);
      ours.push({ category: answer.category, teacher: answer.score, grader });
      const shown = (detail && item.split === "tune") || (learnedDetail && LEARNED_FROM.has(item.split));
      if (shown && grader !== answer.score) {
        console.log(
          `${item.id} ${item.split} ${answer.category} teacher ${answer.score} grader ${grader}: ${answer.text}`,
        );
        console.log(`   ${contentScores[item.id]?.reason ?? ""}`);
      }
      base.push({
        category: answer.category,
        teacher: answer.score,
        grader: overlap(item.passage, item.question, answer.text),
      });
    }
  }
  const a = agreement(ours);
  const w = agreement(words);
  const b = agreement(base);
  times.sort((x, y) => x - y);
  oneThread.sort((x, y) => x - y);
  asking.sort((x, y) => x - y);
  console.log(`\n${set.name}: ${a.n} answers`);
  console.table({
    "offline grader": {
      exact: percent(a.exact),
      "within one": percent(a.withinOne),
      kappa: a.kappa.toFixed(2),
      ...(set.timed === false
        ? {}
        : {
            "ms per answer (median)": times[Math.floor(times.length / 2)]?.toFixed(1),
            "ms per answer (p95)": times[Math.ceil(times.length * 0.95) - 1]?.toFixed(1),
          }),
    },
    ...(set.timed === false
      ? {}
      : {
          "baseline: the answer's vector after its words (every other answer)": {
            "ms per answer (median)": oneThread[Math.floor(oneThread.length / 2)]?.toFixed(1),
            "ms per answer (p95)": oneThread[Math.ceil(oneThread.length * 0.95) - 1]?.toFixed(1),
          },
          "quiz planned and notes read, when asked": {
            "ms per answer (median)": asking[Math.floor(asking.length / 2)]?.toFixed(1),
            "ms per answer (p95)": asking[Math.ceil(asking.length * 0.95) - 1]?.toFixed(1),
          },
        }),
    "word rules alone (no sentence vectors)": {
      exact: percent(w.exact),
      "within one": percent(w.withinOne),
      kappa: w.kappa.toFixed(2),
    },
    "baseline: word overlap": {
      exact: percent(b.exact),
      "within one": percent(b.withinOne),
      kappa: b.kappa.toFixed(2),
    },
  });
  console.table(
    Object.fromEntries(
      Object.entries(a.byCategory).map(([category, entry]) => [
        category,
        {
          answers: entry.n,
          exact: percent(entry.exact),
          "word rules exact": percent(w.byCategory[category]?.exact ?? 0),
          "baseline exact": percent(b.byCategory[category]?.exact ?? 0),
          "graded 1 / 2 / 3": `${entry.got[1]} / ${entry.got[2]} / ${entry.got[3]}`,
        },
      ]),
    ),
  );
  // The targets: full answers in other words or forms scored 3, reversed claims and
  // bare lists of words scored 1.
  const shareOf = (categories, score) => {
    const list = ours.filter((o) => categories.includes(o.category) && o.teacher === score);
    const hit = list.filter((o) => o.grader === score).length;
    return `${hit} of ${list.length} (${percent(hit / Math.max(1, list.length))})`;
  };
  if (ours.some((o) => o.category === "paraphrase")) {
    console.log(
      `paraphrases and variants scored 3: ${shareOf(["paraphrase", "variant"], 3)}; ` +
        `reversed claims and keyword lists scored 1: ${shareOf(["reversed", "keywords"], 1)}`,
    );
  }
}

// A long note: 2,000 statements (about 115,000 characters, below the 200,000 a note may hold),
// typed with full stops and run together without them, asked about one sentence and about the
// whole note. Each answer after the first (which reads the note) is timed; compare with the graded
// set's time per answer above, in the same run.
{
  const organs = ["liver", "kidney", "lung", "heart", "stomach", "spleen"];
  const statements = Array.from(
    { length: 2000 },
    (_, i) => `the ${organs[i % 6]} of specimen ${i} weighed ${100 + i} grams in week ${i % 52}`,
  );
  const notes = {
    "with full stops": statements.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`).join(" "),
    "without full stops": statements.join(" and "),
  };
  // Each answer is to another question (of a specimen of its own), as in a quiz: a reading kept
  // for one question's passage is no help to the next.
  const questions = {
    "one sentence": (n) => `How much did the kidney of specimen ${481 + 6 * n} weigh, and in which week?`,
    "the whole note": () => 'In your own words, explain what your notes on "Specimens" say.',
  };
  const rows = {};
  for (const [noteName, note] of Object.entries(notes)) {
    for (const [questionName, question] of Object.entries(questions)) {
      const content = [{ id: "long", title: "Specimens", topic: "Biology", text: note }];
      const taken = [];
      for (let n = 0; n < 6; n++) {
        const session = {
          content,
          messages: [
            { role: "assistant", content: `Question 1 of 1: ${question(n)}` },
            {
              role: "user",
              content: `the kidney of specimen ${481 + 6 * n} weighed ${581 + 6 * n} grams in week ${n + 10}`,
            },
          ],
        };
        const start = performance.now();
        const plan = everyQuestion(content);
        await withSentenceVectors(
          (vectors) => assess(session, vectors, plan),
          assessedAnswerTexts(session, plan),
        );
        if (n > 0) taken.push(performance.now() - start);
      }
      taken.sort((x, y) => x - y);
      rows[`${noteName}, asked about ${questionName}`] = {
        "ms per answer (median)": taken[Math.floor(taken.length / 2)]?.toFixed(1),
        "ms per answer (most)": taken[taken.length - 1]?.toFixed(1),
      };
    }
  }
  console.log(
    `\na long note of ${statements.length} statements (${notes["with full stops"].length} characters)`,
  );
  console.table(rows);
}
