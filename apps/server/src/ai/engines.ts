import { TRANSCRIBE_MAX_SECONDS } from "@study-well/shared/api";
import type { ProviderSettings } from "../config";
import type {
  AssessEngine,
  OcrEngine,
  SpeakEngine,
  SummarizeEngine,
  TitleAndSummaryEngine,
  TranscribeEngine,
  TutorEngine,
} from "./capabilities";
import { FairQueue } from "./job-queue";
import { FliteSpeechEngine } from "./offline/flite-speech.engine";
import { OfflineOcrEngine } from "./offline/offline-ocr.engine";
import { OfflineSpeechEngine } from "./offline/offline-speech.engine";
import { OfflineTextEngine } from "./offline/offline-text.engine";
import { OfflineTranscriptionEngine } from "./offline/offline-transcription.engine";
import { OfflineTutorEngine } from "./offline/offline-tutor.engine";
import { TextWorker } from "./offline/text-worker";
import { createProviderEngines, type ProviderEngines } from "./providers/provider-engines";
import type { RetryOptions } from "./providers/retry";

export type LanguageEngine = SummarizeEngine & TitleAndSummaryEngine;
export type QuizEngine = TutorEngine & AssessEngine;

/** The engines that need no set-up: every capability works with nothing configured. */
export interface OfflineEngines {
  text: LanguageEngine;
  tutor: QuizEngine;
  /** flite's natural voices, eSpeak NG when asked for or when flite cannot run. */
  speech: SpeakEngine;
  ocr: OcrEngine;
  transcription: TranscribeEngine;
  /** Stops their worker threads and processes (speech, text recognition, reading text, decoding audio). */
  close(): Promise<void>;
}

/** Everything AiService chooses from: the providers switched on by configuration, and the offline engines. */
export interface AiEngines {
  providers: ProviderEngines;
  offline: OfflineEngines;
}

export function createOfflineEngines(): OfflineEngines {
  const textWorker = new TextWorker();
  // One queue for both voices' engines: users take turns whichever voice they chose.
  const speechQueue = new FairQueue();
  const speech = new FliteSpeechEngine({
    fallback: new OfflineSpeechEngine({ queue: speechQueue }),
    queue: speechQueue,
  });
  const ocr = new OfflineOcrEngine();
  const transcription = new OfflineTranscriptionEngine({ maxSeconds: TRANSCRIBE_MAX_SECONDS });
  return {
    text: new OfflineTextEngine(textWorker),
    tutor: new OfflineTutorEngine(undefined, textWorker),
    speech,
    ocr,
    transcription,
    async close() {
      await Promise.all([speech.close(), ocr.close(), textWorker.close(), transcription.close()]);
    },
  };
}

/** The engines as the configuration asks for them. */
export function createAiEngines(settings: ProviderSettings, retry?: RetryOptions): AiEngines {
  return { providers: createProviderEngines(settings, retry), offline: createOfflineEngines() };
}
