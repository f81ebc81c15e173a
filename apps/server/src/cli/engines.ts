import { readFile } from "node:fs/promises";
import { OfflineTextEngine } from "../ai/offline/offline-text.engine";
import type { SummarizeEngine, TitleAndSummaryEngine } from "../ai/capabilities";

const USAGE = `Usage: npm run engines -- <capability> [--engine NAME] <input file>

Runs one engine on one file and prints one JSON object: {"result", "engine", "milliseconds"}.

Capabilities in this version:
  summarize         input: a UTF-8 text file        result: {"summary"}
  titleAndSummary   input: a UTF-8 text file        result: {"title", "summary"}

Engines: offline-extractive (the default; sentence ranking, nothing downloaded).`;

class UsageError extends Error {}

const offline = new OfflineTextEngine();
const summarizers: Record<string, SummarizeEngine> = { [offline.name]: offline };
const titlers: Record<string, TitleAndSummaryEngine> = { [offline.name]: offline };

function pick<T>(engines: Record<string, T>, name: string | undefined): T {
  const engine = engines[name ?? offline.name];
  if (!engine) throw new UsageError(`Unknown engine "${name}". Engines: ${Object.keys(engines).join(", ")}.`);
  return engine;
}

async function run(args: string[]): Promise<unknown> {
  const engineAt = args.indexOf("--engine");
  const engineName = engineAt >= 0 ? args.splice(engineAt, 2)[1] : undefined;
  const [capability, file] = args;
  if (!capability || !file) throw new UsageError(USAGE);
  const text = await readFile(file, "utf8").catch(() => {
    throw new UsageError(`Cannot read ${file}.`);
  });
  const started = performance.now();
  let output: { engine: string };
  switch (capability) {
    case "summarize":
      output = await pick(summarizers, engineName).summarize({ text });
      break;
    case "titleAndSummary":
      output = await pick(titlers, engineName).titleAndSummary(text);
      break;
    default:
      throw new UsageError(`"${capability}" is not a capability of this version.\n\n${USAGE}`);
  }
  const { engine, ...result } = output;
  return { result, engine, milliseconds: Math.round((performance.now() - started) * 10) / 10 };
}

try {
  console.log(JSON.stringify(await run(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
