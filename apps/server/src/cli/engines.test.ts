import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../paths";
import { readMp3 } from "../test/mp3";
import { firstRecording } from "../test/speech-recordings";
import { makeTempDir } from "../test/test-database";

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
    const unknown = await runEngines("dance", fixture);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('"dance" is not a capability of this version.');
    const engine = await runEngines("summarize", "--engine", "gpt-9", fixture);
    expect(engine.stderr).toContain('Unknown engine "gpt-9". Engines: offline-extractive.');
  });

  it("speaks a file into an MP3 next to it", async () => {
    const dir = await makeTempDir("study-well-engines-");
    const input = path.join(dir, "notes.txt");
    await writeFile(input, "Mitochondria make most of the cell's energy.");
    const { code, stdout } = await runEngines("speak", input);
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as {
      result: { path: string; durationSeconds: number; voice: string };
      engine: string;
    };
    expect(output).toMatchObject({ engine: "offline-flite", result: { voice: "slt" } });
    expect(output.result.path).toBe(path.join(dir, "notes.mp3"));
    const mp3 = readMp3(new Uint8Array(await readFile(output.result.path)));
    expect(Math.abs(mp3.durationSeconds - output.result.durationSeconds)).toBeLessThan(0.2);
    const robotic = await runEngines("speak", "--voice", "espeak", input);
    expect(JSON.parse(robotic.stdout)).toMatchObject({
      engine: "offline-espeak-ng",
      result: { voice: "en-us" },
    });
    await rm(dir, { recursive: true, force: true });
  });

  it("transcribes a recording, and says plainly when a file is not one", async () => {
    const recording = await firstRecording();
    const { code, stdout } = await runEngines("transcribe", recording.file);
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as {
      result: { text: string; durationSeconds: number };
      engine: string;
    };
    expect(output.engine).toBe("offline-pocketsphinx");
    expect(output.result.text).toMatch(/leisure to consider/i);
    const notAudio = await runEngines("transcribe", fixture);
    expect(notAudio.code).toBe(1);
    expect(notAudio.stderr.trim()).toBe(
      "The recording could not be read. Use WebM or Ogg (Opus), MP3, M4A (AAC) or WAV audio.",
    );
  });

  it("takes a tutor turn and an assessment from JSON files", async () => {
    const dir = await makeTempDir("study-well-engines-");
    const content = JSON.parse(
      await readFile(new URL("../ai/offline/fixtures/quiz-content.json", import.meta.url), "utf8"),
    ) as unknown[];
    const turnFile = path.join(dir, "turn.json");
    await writeFile(turnFile, JSON.stringify({ content, history: [], message: "Start", isInitial: true }));
    const turn = await runEngines("tutorTurn", turnFile);
    const reply = JSON.parse(turn.stdout) as { result: { text: string; done: boolean }; engine: string };
    expect(reply).toMatchObject({ engine: "offline-tutor", result: { done: false } });
    expect(reply.result.text).toContain("Question 1 of 5: What is photosynthesis?");

    const assessFile = path.join(dir, "assess.json");
    const messages = [
      { role: "assistant", content: reply.result.text },
      { role: "user", content: "Plants turn light energy into chemical energy stored in sugar." },
    ];
    await writeFile(assessFile, JSON.stringify({ content, messages }));
    const assessed = await runEngines("assess", assessFile);
    const result = JSON.parse(assessed.stdout) as {
      result: { contentScores: Record<string, { score: number }>; report: { overall: string } };
    };
    expect(result.result.contentScores["c-photo"]?.score).toBe(3);
    expect(result.result.report.overall).toMatch(/^You answered 1 question on 1 note/);
    await writeFile(assessFile, "{not json");
    expect((await runEngines("assess", assessFile)).stderr).toContain("is not JSON.");
    await rm(dir, { recursive: true, force: true });
  });
});
