// The embedded database's memory (issue 16): PGlite with PostgreSQL's own defaults next to how
// Study Well starts it (apps/server/src/db/database.ts: its settings, and a first start that
// lets initdb's instance go), in the same run, each in a
// process of its own: the first start (initdb), a restart on the same data, and after a 10,000-row
// course document is built. Then the Study Well server itself, at rest after its first start and
// after a restart.
//   npm run bench:embedded-db
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { sleep, startServer } from "./support.mjs";

const probe = `
import { readFileSync } from "node:fs";
import { PGlite } from "${import.meta.resolve("@electric-sql/pglite")}";
import { createPglite } from "${new URL("../apps/server/src/db/database.ts", import.meta.url)}";
const status = () => readFileSync("/proc/self/status", "utf8");
const kb = (field) => Number(new RegExp(field + ":\\\\s+(\\\\d+)").exec(status())[1]);
const [dir, mode, work] = process.argv.slice(-3);
const db = mode === "ours" ? await createPglite(dir) : await PGlite.create(dir);
if (work === "work") {
  await db.exec("create table if not exists items (id serial primary key, day int, body text)");
  await db.exec("insert into items (day, body) select g % 1000, repeat('note text ', 30) from generate_series(1, 10000) g");
  await db.query("select json_agg(json_build_object('id', id, 'day', day, 'body', body) order by day, id)::text from items");
}
global.gc();
await new Promise((r) => setTimeout(r, 500));
console.log(JSON.stringify({ rss: kb("VmRSS"), peak: kb("VmHWM") }));
await db.close();
`;

const probeFile = path.join(mkdtempSync(path.join(tmpdir(), "study-well-probe-")), "probe.mjs");
writeFileSync(probeFile, probe);

function run(dir, mode, work) {
  const out = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", probeFile, dir, mode, work], {
    cwd: path.resolve(import.meta.dirname, ".."),
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(out.stderr);
  const { rss, peak } = JSON.parse(out.stdout.trim().split("\n").at(-1));
  return `${Math.round(rss / 1024)} MB (peak ${Math.round(peak / 1024)})`;
}

const rows = {};
for (const mode of ["defaults", "ours"]) {
  const dir = mkdtempSync(path.join(tmpdir(), `study-well-pglite-${mode}-`));
  try {
    rows[mode === "ours" ? "Study Well's settings" : "PostgreSQL's defaults"] = {
      "first start": run(dir, mode, "idle"),
      restart: run(dir, mode, "idle"),
      "10,000 rows as one JSON document": run(dir, mode, "work"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(path.dirname(probeFile), { recursive: true, force: true });
console.log("PGlite alone: resident memory at rest (and the process's peak), per step:");
console.table(rows);

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), "study-well-bench-db-"));
const kb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
try {
  const server = {};
  for (const step of ["first start", "restart"]) {
    const running = await startServer({ dataDir });
    await sleep(3000);
    server[step] =
      `${Math.round(kb(running.pid, "VmRSS") / 1024)} MB (peak ${Math.round(kb(running.pid, "VmHWM") / 1024)})`;
    await running.stop();
  }
  console.log("The Study Well server on the embedded database, at rest 3 s after it answers:");
  console.table({ server });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
