import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../paths";

const fixture = fileURLToPath(new URL("../ai/offline/fixtures/photosynthesis.txt", import.meta.url));
const runEngines = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/cli/engines.ts", ...args],
      {
        cwd: serverRoot,
      },
    );
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return e;
  }
};

describe("npm run engines", () => {
  it("runs one engine on one file and prints one JSON object", async () => {
    const { code, stdout } = await runEngines("titleAndSummary", fixture);
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as {
      result: { title: string; summary: string };
      engine: string;
      milliseconds: number;
    };
    expect(output.engine).toBe("offline-extractive");
    expect(output.result.title).toBe("Photosynthesis");
    expect(output.result.summary.length).toBeGreaterThan(0);
    expect(output.milliseconds).toBeGreaterThanOrEqual(0);
  });

  it("explains unknown capabilities and engines", async () => {
    const unknown = await runEngines("ocr", fixture);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('"ocr" is not a capability of this version.');
    const engine = await runEngines("summarize", "--engine", "gpt-9", fixture);
    expect(engine.stderr).toContain('Unknown engine "gpt-9". Engines: offline-extractive.');
  });
});
