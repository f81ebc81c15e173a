// AI engine figures, printed as a table: npm run bench:engines
// Text: the GNU licence texts Debian ships and this repository's LICENSE, cut to 10,000 words.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
console.table(rows);
