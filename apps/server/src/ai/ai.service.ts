import type { PreferredLlm } from "@study-well/shared/api";
import type { RateLimiter } from "../http/rate-limiter";
import type { Limit } from "../config";
import type {
  Assessment,
  AssessInput,
  AudioInput,
  OcrEngine,
  RecognizedText,
  SpeakEngine,
  Speech,
  SpeechInput,
  SummarizeInput,
  Summary,
  TitledSummary,
  TranscribeEngine,
  TranscribeOptions,
  Transcription,
  TutorReply,
  TutorStreamOptions,
  TutorTurnInput,
} from "./capabilities";
import type { AiEngines, LanguageEngine, QuizEngine } from "./engines";
import type { JobPriority } from "./job-queue";

export interface AiServiceOptions {
  limiter: RateLimiter;
  perUser: Limit;
  /** Built by createAiEngines (engines.ts); tests may hand in others. */
  engines: AiEngines;
  /** The user's preferredLLM setting, which picks Claude or Gemini when both are configured. */
  preferredLlm: (uid: string) => Promise<PreferredLlm>;
  /** The user's lectureVoice setting: the voice for lectures and read-aloud when the caller names none. */
  speechVoice: (uid: string) => Promise<string>;
  /** Calls are not counted against `perUser` (see `inTasks`). */
  unlimited?: boolean;
}

export type AiCapability =
  "ocr" | "transcribe" | "summarize" | "titleAndSummary" | "speak" | "tutorTurn" | "assess";

/** Which engine answers each capability for one user, and whether it can run here. */
export interface EngineChoice {
  engine: string;
  available: boolean;
  /** When it cannot run: how to enable it; when another engine stands in for it: why. */
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
  private readonly providers: AiEngines["providers"];
  private readonly offline: AiEngines["offline"];

  private tasks: AiService | undefined;

  constructor(private readonly options: AiServiceOptions) {
    this.providers = options.engines.providers;
    this.offline = options.engines.offline;
  }

  /** Aborting `signal` (the client left, the upload was cancelled) stops the reading. */
  async recognize(
    uid: string,
    image: Uint8Array,
    options: { priority?: JobPriority; signal?: AbortSignal } = {},
  ): Promise<RecognizedText> {
    await this.throttle(uid);
    return this.ocrEngine().recognize(image, { owner: uid, ...options });
  }

  /** In the voice the caller names, else in the user's chosen voice (Settings). */
  async speak(
    uid: string,
    input: SpeechInput,
    priority?: JobPriority,
    signal?: AbortSignal,
  ): Promise<Speech> {
    await this.throttle(uid);
    const voice = input.voice || (await this.options.speechVoice(uid));
    return this.speechEngine().speak({ ...input, voice }, { owner: uid, priority, signal });
  }

  /** Cancelled (`signal`), a summary waiting its turn is dropped, and a provider's request with it. */
  async summarize(
    uid: string,
    input: SummarizeInput,
    priority?: JobPriority,
    signal?: AbortSignal,
  ): Promise<Summary> {
    await this.throttle(uid);
    return (await this.languageEngine(uid)).summarize(input, { owner: uid, priority, signal });
  }

  async titleAndSummary(
    uid: string,
    text: string,
    priority?: JobPriority,
    signal?: AbortSignal,
  ): Promise<TitledSummary> {
    await this.throttle(uid);
    return (await this.languageEngine(uid)).titleAndSummary(text, { owner: uid, priority, signal });
  }

  /** With a language model the reply's words also reach `stream.onText` as they are written. */
  async tutorTurn(
    uid: string,
    input: TutorTurnInput,
    priority?: JobPriority,
    stream: TutorStreamOptions = {},
  ): Promise<TutorReply> {
    await this.throttle(uid);
    return (await this.quizEngine(uid)).tutorTurn(input, { owner: uid, priority, ...stream });
  }

  async assess(uid: string, input: AssessInput, priority?: JobPriority): Promise<Assessment> {
    await this.throttle(uid);
    return (await this.quizEngine(uid)).assess(input, { owner: uid, priority });
  }

  /** An engine that cannot run here says so itself, with how to enable it. */
  async transcribe(
    uid: string,
    audio: AudioInput,
    priority?: JobPriority,
    options: Pick<TranscribeOptions, "maxSeconds" | "onProgress" | "signal" | "vocabulary"> = {},
  ): Promise<Transcription> {
    await this.throttle(uid);
    return this.transcriptionEngine().transcribe(audio, { ...options, owner: uid, priority });
  }

  /** For the UI: which engine would answer each capability for this user. */
  async engines(uid: string): Promise<Record<AiCapability, EngineChoice>> {
    const transcriber = this.transcriptionEngine();
    const reason = await transcriber.unavailableReason();
    const speaker = this.speechEngine();
    const speechFallback = await speaker.fallbackReason?.();
    const chatModel = await this.chatModel(uid);
    const ready = (engine: { name: string }): EngineChoice => ({ engine: engine.name, available: true });
    return {
      ocr: ready(this.ocrEngine()),
      transcribe: reason
        ? { engine: transcriber.name, available: false, reason }
        : { engine: transcriber.name, available: true },
      summarize: ready(chatModel ?? this.offline.text),
      titleAndSummary: ready(chatModel ?? this.offline.text),
      // Read after fallbackReason(), which may have found that the engine's stand-in speaks.
      speak: speechFallback
        ? { engine: speaker.name, available: true, reason: speechFallback }
        : ready(speaker),
      tutorTurn: ready(chatModel ?? this.offline.tutor),
      assess: ready(chatModel ?? this.offline.tutor),
    };
  }

  /** Stops the offline engines' worker threads and processes (speech, text recognition, reading text, decoding audio). */
  close(): Promise<void> {
    return this.offline.close();
  }

  /**
   * Counts a request that starts background work (an upload, a lecture, a reading) as one of the
   * user's AI calls: refused, as any call is, past the per-user limit.
   */
  admit(uid: string): Promise<void> {
    return this.throttle(uid);
  }

  /**
   * The same capabilities for background tasks, whose calls are not counted again: the request
   * that started a task was (`admit`), and a task the user was told is under way is not failed
   * later because the user asked other things meanwhile.
   */
  get inTasks(): AiService {
    return (this.tasks ??= new AiService({ ...this.options, unlimited: true }));
  }

  private throttle(uid: string): Promise<void> {
    if (this.options.unlimited) return Promise.resolve();
    return this.options.limiter.consume(`ai:${uid}`, this.options.perUser);
  }

  /** Claude or Gemini as the user prefers, when configured; else an OpenAI-compatible server; else offline. */
  private async chatModel(uid: string) {
    const { claude, gemini, openai } = this.providers;
    if (claude && gemini) return (await this.options.preferredLlm(uid)) === "claude" ? claude : gemini;
    return claude ?? gemini ?? openai;
  }

  private async languageEngine(uid: string): Promise<LanguageEngine> {
    return (await this.chatModel(uid)) ?? this.offline.text;
  }

  private async quizEngine(uid: string): Promise<QuizEngine> {
    return (await this.chatModel(uid)) ?? this.offline.tutor;
  }

  private speechEngine(): SpeakEngine {
    return this.providers.speakers[0] ?? this.offline.speech;
  }

  private ocrEngine(): OcrEngine {
    return this.providers.readers[0] ?? this.offline.ocr;
  }

  private transcriptionEngine(): TranscribeEngine {
    return this.providers.transcribers[0] ?? this.offline.transcription;
  }
}
