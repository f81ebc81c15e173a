import { readFile, writeFile } from "node:fs/promises";
import { OfflineTextEngine } from "../ai/offline/offline-text.engine";
import type {
  AssessEngine,
  AssessInput,
  TutorEngine,
  TutorTurnInput,
  OcrEngine,
  SpeakEngine,
  SummarizeEngine,
  TitleAndSummaryEngine,
  TranscribeEngine,
} from "../ai/capabilities";
import { OfflineTranscriptionEngine } from "../ai/offline/offline-transcription.engine";
import { OfflineTutorEngine } from "../ai/offline/offline-tutor.engine";
import { createProviderEngines } from "../ai/providers/provider-engines";
import { loadConfig } from "../config";
import { OfflineOcrEngine } from "../ai/offline/offline-ocr.engine";
import { OfflineSpeechEngine } from "../ai/offline/offline-speech.engine";
import { FliteSpeechEngine, OFFLINE_FLITE_ENGINE } from "../ai/offline/flite-speech.engine";
import { FairQueue } from "../ai/job-queue";

const USAGE = `Usage: npm run engines -- <capability> [--engine NAME] [--voice NAME] <input file>

Runs one engine on one file and prints one JSON object: {"result", "engine", "milliseconds"}.

Capabilities in this version:
  summarize         input: a UTF-8 text file        result: {"summary"}
  titleAndSummary   input: a UTF-8 text file        result: {"title", "summary"}
  ocr               input: a PNG, JPEG, WebP, BMP or GIF picture   result: {"text", "confidence"}
  transcribe        input: a WebM/Ogg (Opus), MP3, M4A (AAC) or WAV recording
                    result: {"text", "durationSeconds"}
  tutorTurn         input: a JSON file {"content": [{"id", "title", "topic", "text"}], "history":
                    [{"role": "user"|"assistant", "content"}], "message", "isInitial"?, "systemMessage"?}
                    result: {"text", "done"}
  assess            input: a JSON file {"content": [...as above], "messages": [...as history]}
                    result: {"contentScores": {id: {"score", "title", "reason"}},
                    "report": {"overall", "byTopic", "strengths", "improvements", "recommendations"}}
  speak             input: a UTF-8 text file        result: {"path", "durationSeconds", "voice"};
                    the MP3 is written next to the input (notes.txt -> notes.mp3); --voice picks
                    flite's slt (the default), rms, awb, kal16 or kal, or espeak

Engines: offline-extractive (summaries), offline-flite and offline-espeak-ng (speech),
offline-tesseract (ocr), offline-tutor (tutorTurn, assess),
offline-pocketsphinx (transcribe; needs Debian's pocketsphinx and pocketsphinx-en-us);
nothing is downloaded. The offline engine runs unless --engine names another.

Providers configured with the server's variables (ANTHROPIC_API_KEY, GEMINI_API_KEY,
OPENAI_API_KEY or OPENAI_BASE_URL, GROQ_API_KEY, AZURE_SPEECH_KEY, GOOGLE_VISION_API_KEY) add
engines named provider:model, such as claude:claude-sonnet-4-5 or groq:whisper-large-v3.`;

class UsageError extends Error {}

/** Errors whose message is meant for the person running the command. */
const EXPLAINED = new Set([
  "UnreadableImageError",
  "UnreadableAudioError",
  "AudioTooLongError",
  "EmptyTranscriptionError",
  "EngineUnavailableError",
  "ProviderError",
]);

const offline = new OfflineTextEngine();
const summarizers: Record<string, SummarizeEngine> = { [offline.name]: offline };
const titlers: Record<string, TitleAndSummaryEngine> = { [offline.name]: offline };
const speechQueue = new FairQueue();
const espeak = new OfflineSpeechEngine({ queue: speechQueue });
const speech = new FliteSpeechEngine({ fallback: espeak, queue: speechQueue });
const speakers: Record<string, SpeakEngine> = { [OFFLINE_FLITE_ENGINE]: speech, [espeak.name]: espeak };
const ocr = new OfflineOcrEngine();
const readers: Record<string, OcrEngine> = { [ocr.name]: ocr };
const tutor = new OfflineTutorEngine();
const tutors: Record<string, TutorEngine> = { [tutor.name]: tutor };
const assessors: Record<string, AssessEngine> = { [tutor.name]: tutor };
const sphinx = new OfflineTranscriptionEngine();
const transcribers: Record<string, TranscribeEngine> = { [sphinx.name]: sphinx };

// Providers switched on in the environment (the server's own variables) join the lists.
const providers = createProviderEngines(loadConfig(process.env).ai.providers);
for (const model of [providers.claude, providers.gemini, providers.openai]) {
  if (!model) continue;
  summarizers[model.name] = model;
  titlers[model.name] = model;
  tutors[model.name] = model;
  assessors[model.name] = model;
}
for (const engine of providers.transcribers) transcribers[engine.name] = engine;
for (const engine of providers.speakers) speakers[engine.name] = engine;
for (const engine of providers.readers) readers[engine.name] = engine;

function pick<T>(engines: Record<string, T>, name: string | undefined): T {
  const engine = name ? engines[name] : Object.values(engines)[0];
  if (!engine) throw new UsageError(`Unknown engine "${name}". Engines: ${Object.keys(engines).join(", ")}.`);
  return engine;
}

function readJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON.`);
  }
}

async function run(args: string[]): Promise<unknown> {
  const engineAt = args.indexOf("--engine");
  const engineName = engineAt >= 0 ? args.splice(engineAt, 2)[1] : undefined;
  const voiceAt = args.indexOf("--voice");
  const voice = voiceAt >= 0 ? args.splice(voiceAt, 2)[1] : undefined;
  const [capability, file] = args;
  if (!capability || !file) throw new UsageError(USAGE);
  const bytes = await readFile(file).catch(() => {
    throw new UsageError(`Cannot read ${file}.`);
  });
  const text = bytes.toString("utf8");
  const started = performance.now();
  let output: { engine: string };
  switch (capability) {
    case "summarize":
      output = await pick(summarizers, engineName).summarize({ text });
      break;
    case "titleAndSummary":
      output = await pick(titlers, engineName).titleAndSummary(text);
      break;
    case "ocr":
      output = await pick(readers, engineName).recognize(new Uint8Array(bytes));
      break;
    case "tutorTurn":
      output = await pick(tutors, engineName).tutorTurn(readJson(text, file) as TutorTurnInput);
      break;
    case "assess":
      output = await pick(assessors, engineName).assess(readJson(text, file) as AssessInput);
      break;
    case "transcribe":
      output = await pick(transcribers, engineName).transcribe(new Uint8Array(bytes));
      break;
    case "speak": {
      const { audio, ...spoken } = await pick(speakers, engineName).speak({ text, voice });
      const path = file.replace(/\.[^./]*$/, "") + ".mp3";
      await writeFile(path, audio);
      const written = {
        path,
        durationSeconds: Math.round(spoken.durationSeconds * 100) / 100,
        voice: spoken.voice,
        engine: spoken.engine,
      };
      output = written;
      break;
    }
    default:
      throw new UsageError(`"${capability}" is not a capability of this version.\n\n${USAGE}`);
  }
  const { engine, ...result } = output;
  return { result, engine, milliseconds: Math.round((performance.now() - started) * 10) / 10 };
}

try {
  console.log(JSON.stringify(await run(process.argv.slice(2))));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof Error && EXPLAINED.has(error.name)) {
    // The engine's own explanation (unreadable input, engine not installed...), without a stack.
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await Promise.all([speech.close(), ocr.close()]);
}
