// `npm test`: lint, type-check, unit and integration tests, then end-to-end tests in Chromium.
// Every step runs even after a failure, so one run shows everything that is wrong.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureTestPrerequisites } from "./test-prerequisites.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** How long each step took, printed at the end: CI has a time limit to keep under. */
const took = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);
let since = performance.now();
// Chromium and PocketSphinx come from Debian: installed here when we may, else explained.
if (!ensureTestPrerequisites()) process.exit(1);
took.push(`prerequisites ${seconds(since)} s`);
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Lint and the type-check in two jobs side by side, each job's output shown whole once both are
// done. Typed lint rules build a TypeScript program per project, so `npm run lint` is split by
// project (package.json): the web app's and the end-to-end tests' files in one job (with the
// type-check), everything else in the other (with the formatting check). This took 142 s where
// lint and the type-check as two jobs took 163 s, on a busy 2-core machine. (`eslint
// --concurrency=2` splits files by count: each thread built every project's program, and it took
// longer than one thread.)
const checks = [
  {
    name: "lint (web app, end-to-end tests) and type-check",
    commands: [
      ["npm", ["run", "lint:web"]],
      ["npm", ["run", "typecheck"]],
    ],
  },
  { name: "lint (the rest), formatting and the source tree", commands: [["npm", ["run", "lint:rest"]]] },
];
const steps = [
  {
    name: "unit and integration tests",
    args: [
      "run",
      "test:unit",
      "--",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(results, "unit.json")}`,
    ],
  },
  { name: "end-to-end tests (Chromium)", args: ["run", "test:e2e"] },
];

const failedSteps = [];
since = performance.now();
/** Runs a command, its output kept; resolves with its exit code. */
const run = (command, args, output) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
const checked = await Promise.all(
  checks.map(async (step) => {
    const output = [];
    let code = 0;
    // Every command of a job runs, even after one fails.
    for (const [command, args] of step.commands) {
      output.push(Buffer.from(`> ${command} ${args.join(" ")}\n`));
      code = Math.max(code, await run(command, args, output));
    }
    return { step, code, output: Buffer.concat(output) };
  }),
);
took.push(`lint and type-check ${seconds(since)} s`);
for (const { step, code, output } of checked) {
  console.log(`\n=== ${step.name} ===`);
  process.stdout.write(output);
  if (code !== 0) failedSteps.push(step.name);
}
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  since = performance.now();
  const result = spawnSync("npm", step.args, { cwd: root, stdio: "inherit", env: process.env });
  took.push(`${step.name} ${seconds(since)} s`);
  if (result.status !== 0) failedSteps.push(step.name);
}

function readJson(file) {
  const full = path.join(results, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : undefined;
}
const unit = readJson("unit.json");
const e2e = readJson("e2e.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

/** "file › title" of each failed test, from Vitest's and Playwright's JSON reports. */
function failedTests(unitReport, e2eReport) {
  const names = [];
  for (const file of unitReport?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedHere = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedHere) {
      // The start of why, on one line: a cut log may hold nothing else of it.
      const why = String(test.failureMessages?.[0] ?? "")
        .replace(/\s+/g, " ")
        .slice(0, 300);
      names.push(`${where} › ${test.fullName ?? test.title}${why ? ` (${why})` : ""}`);
    }
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (failedHere.length === 0 && file.status === "failed") names.push(`${where} (the file)`);
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const bad = spec.tests?.some((test) => test.status === "unexpected");
      if (bad) names.push(`${spec.file ?? file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of e2eReport?.suites ?? []) walk(suite, suite.file);
  return names;
}

console.log("");
console.log(`unit and integration: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed`);
console.log(
  `end-to-end in Chromium: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`,
);
// The names of the failed tests, last, where a log cut to its end still shows them.
// (a report of an unexpected shape costs only these names, never the run's result)
try {
  for (const name of failedTests(unit, e2e)) console.log(`Failed: ${name}`);
} catch (error) {
  console.log(`(the failed tests could not be named: ${String(error)})`);
}
console.log(`Time taken: ${took.join(", ")}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || passed === 0 ? 1 : 0);
