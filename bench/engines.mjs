// AI engine figures, printed as a table: npm run bench:engines (run with tsx, for the shared WER code)
// Text: the GNU licence texts Debian ships and this repository's LICENSE, cut to 10,000 words.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { wordErrorRate } from "../apps/server/src/ai/word-error-rate.ts";
import { encodeRecording, librivoxRecordings } from "../apps/server/src/test/speech-recordings.ts";
import { at, buildIfNeeded } from "../scripts/build-if-needed.mjs";

buildIfNeeded();
const sources = [at("LICENSE"), "/usr/share/common-licenses/GPL-3", "/usr/share/common-licenses/LGPL-3"];
const words = sources
  .flatMap((file) => {
    try {
      return readFileSync(file, "utf8").split(/\s+/);
    } catch {
      return [];
    }
  })
  .filter(Boolean);
if (words.length < 10_000) throw new Error(`only ${words.length} words of text found`);
const input = path.join(tmpdir(), "study-well-bench-10000-words.txt");
writeFileSync(input, words.slice(0, 10_000).join(" "));

const run = (capability) =>
  JSON.parse(
    execFileSync(process.execPath, [at("apps/server/dist/engines.js"), capability, input], {
      encoding: "utf8",
    }),
  );
const rows = {};
for (const capability of ["summarize", "titleAndSummary"]) {
  const times = Array.from({ length: 5 }, () => run(capability));
  const ms = times.map((t) => t.milliseconds).sort((a, b) => a - b);
  rows[`${capability}, 10,000 words`] = {
    engine: times[0].engine,
    "median ms": ms[2],
    "min ms": ms[0],
    "max ms": ms[4],
  };
}
// Speech: 1,000 words, timed against the length of the audio it makes (real-time factor).
const speechInput = path.join(tmpdir(), "study-well-bench-1000-words.txt");
writeFileSync(speechInput, words.slice(0, 1000).join(" "));
const spoken = JSON.parse(
  execFileSync(process.execPath, [at("apps/server/dist/engines.js"), "speak", speechInput], {
    encoding: "utf8",
  }),
);
rows["speak, 1,000 words"] = {
  engine: spoken.engine,
  "median ms": spoken.milliseconds,
  "audio s": spoken.result.durationSeconds,
  "real-time factor": (spoken.milliseconds / 1000 / spoken.result.durationSeconds).toFixed(3),
};
// OCR: a photo of notes (a few lines) and an A4 page at 150 dpi, rendered in Debian's Chromium.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
async function picture(name, width, lines, fontPx) {
  const page = await browser.newPage({ viewport: { width, height: 200 } });
  await page.setContent(
    `<body style="margin:48px;background:#fff;color:#111;font:${fontPx}px/1.5 'Liberation Serif',serif">${lines.join("<br>")}</body>`,
  );
  const file = path.join(tmpdir(), name);
  writeFileSync(file, await page.screenshot({ fullPage: true }));
  await page.close();
  return file;
}
const notes = await picture(
  "study-well-bench-notes.png",
  900,
  words
    .slice(0, 60)
    .join(" ")
    .match(/.{1,60}(\s|$)/g),
  26,
);
const a4 = await picture(
  "study-well-bench-a4.png",
  1240,
  words
    .slice(0, 450)
    .join(" ")
    .match(/.{1,90}(\s|$)/g),
  22,
);
await browser.close();
// Transcription: the LibriVox readings in Debian's pocketsphinx-testdata, as WAV and as the WebM/Opus
// a browser records (encoded by the test-only static ffmpeg), against their reference transcripts.
const references = await librivoxRecordings();
for (const format of ["wav", "webm"]) {
  let audio = 0;
  let ms = 0;
  let errors = 0;
  let total = 0;
  let engine = "";
  const perFile = [];
  for (const { reference: text, file } of references) {
    const input =
      format === "webm" ? await encodeRecording(file, tmpdir(), "webm (opus, as Chrome records)") : file;
    const out = JSON.parse(
      execFileSync(process.execPath, [at("apps/server/dist/engines.js"), "transcribe", input], {
        encoding: "utf8",
      }),
    );
    engine = out.engine;
    audio += out.result.durationSeconds;
    ms += out.milliseconds;
    perFile.push(out.milliseconds);
    const count = text.split(" ").length;
    errors += wordErrorRate(text, out.result.text) * count;
    total += count;
  }
  rows[`transcribe, ${references.length} LibriVox readings (${format})`] = {
    engine,
    "median ms": perFile.sort((a, b) => a - b)[Math.floor(perFile.length / 2)],
    "min ms": perFile[0],
    "max ms": perFile[perFile.length - 1],
    "audio s": Math.round(audio * 10) / 10,
    "real-time factor": (ms / 1000 / audio).toFixed(3),
    "word error rate": `${((errors / total) * 100).toFixed(1)}%`,
  };
}
// Tutor and assessment: the quiz fixture (four notes); a turn mid-quiz, and a five-question transcript.
const quizContent = JSON.parse(
  readFileSync(at("apps/server/src/ai/offline/fixtures/quiz-content.json"), "utf8"),
);
const tutorInput = path.join(tmpdir(), "study-well-bench-turn.json");
writeFileSync(
  tutorInput,
  JSON.stringify({ content: quizContent, history: [], message: "Start", isInitial: true }),
);
const turn = () =>
  JSON.parse(
    execFileSync(process.execPath, [at("apps/server/dist/engines.js"), "tutorTurn", tutorInput], {
      encoding: "utf8",
    }),
  );
const turns = Array.from({ length: 5 }, turn);
const turnMs = turns.map((t) => t.milliseconds).sort((a, b) => a - b);
rows["tutorTurn, 4 notes"] = {
  engine: turns[0].engine,
  "median ms": turnMs[2],
  "min ms": turnMs[0],
  "max ms": turnMs[4],
};
const messages = [];
for (let q = 0; q < 5; q++) {
  messages.push({
    role: "assistant",
    content: `Question ${q + 1} of 5: What is ${quizContent[q % 4].title.toLowerCase()}?`,
  });
  messages.push({ role: "user", content: quizContent[q % 4].text.split(". ")[0] });
}
const assessInput = path.join(tmpdir(), "study-well-bench-assess.json");
writeFileSync(assessInput, JSON.stringify({ content: quizContent, messages }));
const assessRuns = Array.from({ length: 5 }, () =>
  JSON.parse(
    execFileSync(process.execPath, [at("apps/server/dist/engines.js"), "assess", assessInput], {
      encoding: "utf8",
    }),
  ),
);
const assessMs = assessRuns.map((t) => t.milliseconds).sort((a, b) => a - b);
rows["assess, 5 answers"] = {
  engine: assessRuns[0].engine,
  "median ms": assessMs[2],
  "min ms": assessMs[0],
  "max ms": assessMs[4],
};
for (const [label, file] of [
  ["ocr, photo of notes (60 words)", notes],
  ["ocr, A4 page at 150 dpi (450 words)", a4],
]) {
  const runs = Array.from({ length: 3 }, () =>
    JSON.parse(
      execFileSync(process.execPath, [at("apps/server/dist/engines.js"), "ocr", file], { encoding: "utf8" }),
    ),
  );
  const ms = runs.map((r) => r.milliseconds).sort((a, b) => a - b);
  rows[label] = { engine: runs[0].engine, "median ms": ms[1], "min ms": ms[0], "max ms": ms[2] };
}
console.table(rows);
