import { TRANSCRIBE_MAX_SECONDS, type PreferredLlm } from "@study-well/shared/api";
import type { RateLimiter } from "../http/rate-limiter";
import type { Limit, ProviderSettings } from "../config";
import type {
  Assessment,
  AssessEngine,
  AssessInput,
  OcrEngine,
  RecognizedText,
  SpeakEngine,
  Speech,
  SpeechInput,
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
  TranscribeEngine,
  Transcription,
  TutorEngine,
  TutorReply,
  TutorTurnInput,
} from "./capabilities";
import { OfflineOcrEngine } from "./offline/offline-ocr.engine";
import { OfflineSpeechEngine } from "./offline/offline-speech.engine";
import { OfflineTextEngine } from "./offline/offline-text.engine";
import { OfflineTranscriptionEngine } from "./offline/offline-transcription.engine";
import { OfflineTutorEngine } from "./offline/offline-tutor.engine";
import { TextWorker } from "./offline/text-worker";
import { createProviderEngines, type ProviderEngines } from "./providers/provider-engines";
import type { RetryOptions } from "./providers/retry";
import type { JobPriority } from "./job-queue";

type LanguageEngine = SummarizeEngine & TitleAndSummaryEngine;
type QuizEngine = TutorEngine & AssessEngine;

export interface AiServiceOptions {
  limiter: RateLimiter;
  perUser: Limit;
  providers: ProviderSettings;
  /** The user's preferredLLM setting, which picks Claude or Gemini when both are configured. */
  preferredLlm: (uid: string) => Promise<PreferredLlm>;
  retry?: RetryOptions;
}

export type AiCapability =
  "ocr" | "transcribe" | "summarize" | "titleAndSummary" | "speak" | "tutorTurn" | "assess";

/** Which engine answers each capability for one user, and whether it can run here. */
export interface EngineChoice {
  engine: string;
  available: boolean;
  /** When it cannot run: how to enable it. */
  reason?: string;
}

/**
 * The AI capabilities behind the app's features. Providers switched on by configuration answer
 * first; the offline engines answer when none is, so every capability works with nothing
 * configured (transcription needs Debian's pocketsphinx). Every result names its engine.
 * Offline engines run one job at a time and share themselves between users in turn, each call
 * as the user's own; `priority` is "interactive" unless a caller nobody waits on (lecture
 * generation) says "background", which then waits for every interactive call.
 */
export class AiService {
  private readonly providers: ProviderEngines;
  private readonly textWorker = new TextWorker();
  private readonly offlineText = new OfflineTextEngine(this.textWorker);
  private readonly offlineTutor = new OfflineTutorEngine(undefined, this.textWorker);
  private readonly offlineSpeech = new OfflineSpeechEngine();
  private readonly offlineOcr = new OfflineOcrEngine();
  private readonly offlineTranscription = new OfflineTranscriptionEngine({
    maxSeconds: TRANSCRIBE_MAX_SECONDS,
  });

  constructor(private readonly options: AiServiceOptions) {
    this.providers = createProviderEngines(options.providers, options.retry);
  }

  async recognize(uid: string, image: Uint8Array, priority?: JobPriority): Promise<RecognizedText> {
    await this.throttle(uid);
    return this.ocrEngine().recognize(image, { owner: uid, priority });
  }

  async speak(uid: string, input: SpeechInput, priority?: JobPriority): Promise<Speech> {
    await this.throttle(uid);
    return this.speechEngine().speak(input, { owner: uid, priority });
  }

  async summarize(uid: string, input: SummarizeInput, priority?: JobPriority): Promise<Summary> {
    await this.throttle(uid);
    return (await this.languageEngine(uid)).summarize(input, { owner: uid, priority });
  }

  async titleAndSummary(uid: string, text: string, priority?: JobPriority): Promise<TitledSummary> {
    await this.throttle(uid);
    return (await this.languageEngine(uid)).titleAndSummary(text, { owner: uid, priority });
  }

  async tutorTurn(uid: string, input: TutorTurnInput, priority?: JobPriority): Promise<TutorReply> {
    await this.throttle(uid);
    return (await this.quizEngine(uid)).tutorTurn(input, { owner: uid, priority });
  }

  async assess(uid: string, input: AssessInput, priority?: JobPriority): Promise<Assessment> {
    await this.throttle(uid);
    return (await this.quizEngine(uid)).assess(input, { owner: uid, priority });
  }

  /** An engine that cannot run here says so itself, with how to enable it. */
  async transcribe(uid: string, audio: Uint8Array, priority?: JobPriority): Promise<Transcription> {
    await this.throttle(uid);
    return this.transcriptionEngine().transcribe(audio, { owner: uid, priority });
  }

  /** For the UI: which engine would answer each capability for this user. */
  async engines(uid: string): Promise<Record<AiCapability, EngineChoice>> {
    const transcriber = this.transcriptionEngine();
    const reason = await transcriber.unavailableReason();
    const chatModel = await this.chatModel(uid);
    const ready = (engine: { name: string }): EngineChoice => ({ engine: engine.name, available: true });
    return {
      ocr: ready(this.ocrEngine()),
      transcribe: reason
        ? { engine: transcriber.name, available: false, reason }
        : { engine: transcriber.name, available: true },
      summarize: ready(chatModel ?? this.offlineText),
      titleAndSummary: ready(chatModel ?? this.offlineText),
      speak: ready(this.speechEngine()),
      tutorTurn: ready(chatModel ?? this.offlineTutor),
      assess: ready(chatModel ?? this.offlineTutor),
    };
  }

  /** Stops the offline engines' worker threads (speech, text recognition, reading text, decoding audio). */
  async close(): Promise<void> {
    await Promise.all([
      this.offlineSpeech.close(),
      this.offlineOcr.close(),
      this.textWorker.close(),
      this.offlineTranscription.close(),
    ]);
  }

  private throttle(uid: string): Promise<void> {
    return this.options.limiter.consume(`ai:${uid}`, this.options.perUser);
  }

  /** Claude or Gemini as the user prefers, when configured; else an OpenAI-compatible server; else offline. */
  private async chatModel(uid: string) {
    const { claude, gemini, openai } = this.providers;
    if (claude && gemini) return (await this.options.preferredLlm(uid)) === "claude" ? claude : gemini;
    return claude ?? gemini ?? openai;
  }

  private async languageEngine(uid: string): Promise<LanguageEngine> {
    return (await this.chatModel(uid)) ?? this.offlineText;
  }

  private async quizEngine(uid: string): Promise<QuizEngine> {
    return (await this.chatModel(uid)) ?? this.offlineTutor;
  }

  private speechEngine(): SpeakEngine {
    return this.providers.speakers[0] ?? this.offlineSpeech;
  }

  private ocrEngine(): OcrEngine {
    return this.providers.readers[0] ?? this.offlineOcr;
  }

  private transcriptionEngine(): TranscribeEngine {
    return this.providers.transcribers[0] ?? this.offlineTranscription;
  }
}
