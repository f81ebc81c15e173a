import type { PreferredLlm } from "@study-well/shared/api";
import { tooManyAiRequests, type RateLimiter } from "../http/rate-limiter";
import type { Limit } from "../config";
import type { Log } from "../log";
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
import { EngineUnavailableError } from "./engine-errors";
import type { AiEngines, LanguageEngine, QuizEngine } from "./engines";
import type { JobPriority } from "./job-queue";
import { ProviderError } from "./providers/retry";
import { ProviderFaults } from "./provider-faults";

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
  /** Providers found unusable lately; `inTasks` shares its caller's. */
  faults?: ProviderFaults;
  /** Told when a provider is found unusable and the next engine stands in. */
  log?: Pick<Log, "warn">;
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
 * A provider that cannot be used as configured (unreachable, its key refused, no such model) is
 * stood in for by the next engine, in the end the offline one, and passed over for a few minutes
 * (ProviderFaults); `engines()` says so, and why, for the Settings page. A failure of one request
 * (overloaded, a malformed answer) is the caller's error, as before.
 * Offline engines run one job at a time and share themselves between users in turn, each call
 * as the user's own; `priority` is "interactive" unless a caller nobody waits on (lecture
 * generation) says "background", which then waits for every interactive call.
 */
export class AiService {
  private readonly providers: AiEngines["providers"];
  private readonly offline: AiEngines["offline"];

  private readonly faults: ProviderFaults;
  private tasks: AiService | undefined;

  constructor(private readonly options: AiServiceOptions) {
    this.providers = options.engines.providers;
    this.offline = options.engines.offline;
    this.faults = options.faults ?? new ProviderFaults();
  }

  /**
   * Aborting `signal` (the client left, the upload was cancelled) stops the reading. `onProgress`:
   * how much is read so far (0 to 1), from the engines that can tell (the offline one).
   */
  async recognize(
    uid: string,
    image: Uint8Array,
    options: { priority?: JobPriority; signal?: AbortSignal; onProgress?: (share: number) => void } = {},
  ): Promise<RecognizedText> {
    await this.throttle(uid);
    return this.firstUsable(this.ocrEngines(), (engine) =>
      engine.recognize(image, { owner: uid, ...options }),
    );
  }

  /**
   * In the voice the caller names, else in the user's chosen voice (Settings). `onProgress`: how
   * much is spoken so far (0 to 1), from engines that speak in parts (the offline ones).
   */
  async speak(
    uid: string,
    input: SpeechInput,
    priority?: JobPriority,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<Speech> {
    await this.throttle(uid);
    const voice = input.voice || (await this.options.speechVoice(uid));
    return this.firstUsable(this.speechEngines(), (engine) =>
      engine.speak({ ...input, voice }, { owner: uid, priority, signal, onProgress }),
    );
  }

  /** Cancelled (`signal`), a summary waiting its turn is dropped, and a provider's request with it. */
  async summarize(
    uid: string,
    input: SummarizeInput,
    priority?: JobPriority,
    signal?: AbortSignal,
  ): Promise<Summary> {
    await this.throttle(uid);
    return this.firstUsable(await this.languageEngines(uid), (engine) =>
      engine.summarize(input, { owner: uid, priority, signal }),
    );
  }

  async titleAndSummary(
    uid: string,
    text: string,
    priority?: JobPriority,
    signal?: AbortSignal,
  ): Promise<TitledSummary> {
    await this.throttle(uid);
    return this.firstUsable(await this.languageEngines(uid), (engine) =>
      engine.titleAndSummary(text, { owner: uid, priority, signal }),
    );
  }

  /**
   * With a language model the reply's words also reach `stream.onText` as they are written. A
   * model that fails once some words have gone out is not stood in for: the student has read them.
   */
  async tutorTurn(
    uid: string,
    input: TutorTurnInput,
    priority?: JobPriority,
    stream: TutorStreamOptions = {},
  ): Promise<TutorReply> {
    await this.throttle(uid);
    let written = false;
    const onText = stream.onText && ((piece: string) => ((written = true), stream.onText?.(piece)));
    return this.firstUsable(
      await this.quizEngines(uid),
      (engine) => engine.tutorTurn(input, { owner: uid, priority, ...stream, onText }),
      () => !written,
    );
  }

  /**
   * Gets the engine that would ask this user's next question ready, when it has anything to load
   * (the offline tutor's models): asked when the Assessment tab opens, so the first question and
   * the first answer do not wait for it. Not an AI call of the user's (nothing is asked of an
   * engine), and behind other users' work: it runs as background work.
   */
  async warmUpTutor(uid: string, signal?: AbortSignal): Promise<void> {
    const { engine } = this.pick(await this.quizEngines(uid));
    await engine.warmUp?.({ owner: uid, priority: "background", ...(signal ? { signal } : {}) });
  }

  async assess(uid: string, input: AssessInput, priority?: JobPriority): Promise<Assessment> {
    await this.throttle(uid);
    return this.firstUsable(await this.quizEngines(uid), (engine) =>
      engine.assess(input, { owner: uid, priority }),
    );
  }

  /** An engine that cannot run here says so itself, with how to enable it. */
  async transcribe(
    uid: string,
    audio: AudioInput,
    priority?: JobPriority,
    options: Pick<TranscribeOptions, "maxSeconds" | "onProgress" | "signal" | "vocabulary"> = {},
  ): Promise<Transcription> {
    await this.throttle(uid);
    return this.firstUsable(await this.transcriptionEngines(), (engine) =>
      engine.transcribe(audio, { ...options, owner: uid, priority }),
    );
  }

  /**
   * For the UI: which engine would answer each capability for this user, and, when a provider is
   * passed over as unusable, why (`reason`).
   */
  async engines(uid: string): Promise<Record<AiCapability, EngineChoice>> {
    const transcriber = this.pick(await this.transcriptionEngines());
    const unavailable = await transcriber.engine.unavailableReason();
    const speaker = this.pick(this.speechEngines());
    const speechFallback = await speaker.engine.fallbackReason?.();
    const language = this.pick(await this.languageEngines(uid));
    const quiz = this.pick(await this.quizEngines(uid));
    const choice = (
      { engine, passedOver }: { engine: { name: string }; passedOver?: string | undefined },
      more?: string,
    ): EngineChoice => {
      const reason = [passedOver, more].filter(Boolean).join(" ");
      return { engine: engine.name, available: true, ...(reason ? { reason } : {}) };
    };
    return {
      ocr: choice(this.pick(this.ocrEngines())),
      transcribe: unavailable
        ? { engine: transcriber.engine.name, available: false, reason: unavailable }
        : choice(transcriber),
      summarize: choice(language),
      titleAndSummary: choice(language),
      // Read after fallbackReason(), which may have found that the engine's stand-in speaks.
      speak: choice(speaker, speechFallback),
      tutorTurn: choice(quiz),
      assess: choice(quiz),
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

  /** Takes back an admitted request that was refused before any AI work began (see `admit`). */
  async giveBack(uid: string): Promise<void> {
    if (!this.options.unlimited) await this.options.limiter.refund(`ai:${uid}`);
  }

  /**
   * The same capabilities for background tasks, whose calls are not counted again: the request
   * that started a task was (`admit`), and a task the user was told is under way is not failed
   * later because the user asked other things meanwhile.
   */
  get inTasks(): AiService {
    return (this.tasks ??= new AiService({ ...this.options, faults: this.faults, unlimited: true }));
  }

  private throttle(uid: string): Promise<void> {
    if (this.options.unlimited) return Promise.resolve();
    return this.options.limiter.consume(`ai:${uid}`, this.options.perUser, tooManyAiRequests);
  }

  /**
   * Calls the first engine not passed over as unusable; when a provider turns out unusable (and
   * `mayStandIn` still allows it), records it and calls the next. The last engine is the offline
   * one, whose failure is the caller's; when it cannot run here either, the provider's error is.
   */
  private async firstUsable<E extends { name: string }, T>(
    engines: readonly E[],
    call: (engine: E) => Promise<T>,
    mayStandIn: () => boolean = () => true,
  ): Promise<T> {
    const usable = engines.filter(
      (engine, i) => i === engines.length - 1 || !this.faults.current(engine.name),
    );
    let fault: ProviderError | undefined;
    for (const [i, engine] of usable.entries()) {
      const last = i === usable.length - 1;
      try {
        const result = await call(engine);
        if (!last) this.faults.clear(engine.name);
        return result;
      } catch (error) {
        if (fault && error instanceof EngineUnavailableError) throw fault;
        if (last || !(error instanceof ProviderError) || !error.unusable || !mayStandIn()) throw error;
        this.faults.record(engine.name, error.unusable);
        this.options.log?.warn(
          { engine: engine.name, standIn: usable[i + 1]?.name, why: error.unusable },
          "an AI provider cannot be used; the next engine stands in",
        );
        fault ??= error;
      }
    }
    throw new Error("no engine to call");
  }

  /** The engine `firstUsable` would call first, and why the providers before it are passed over. */
  private pick<E extends { name: string }>(engines: readonly E[]): { engine: E; passedOver?: string } {
    const reasons: string[] = [];
    for (const [i, engine] of engines.entries()) {
      const fault = i === engines.length - 1 ? undefined : this.faults.current(engine.name);
      if (!fault) {
        return reasons.length === 0 ? { engine } : { engine, passedOver: reasons.join(" ") };
      }
      reasons.push(fault);
    }
    throw new Error("no engine to pick");
  }

  /**
   * Claude or Gemini as the user prefers, then the other; an OpenAI-compatible server only when
   * neither is configured (it is not a stand-in for them: an administrator may have set it up for
   * speech or transcription alone, and a student's notes go to no service the configuration does
   * not choose for them).
   */
  private async chatModels(uid: string) {
    const { claude, gemini, openai } = this.providers;
    if (claude && gemini) {
      return (await this.options.preferredLlm(uid)) === "claude" ? [claude, gemini] : [gemini, claude];
    }
    const model = claude ?? gemini ?? openai;
    return model ? [model] : [];
  }

  private async languageEngines(uid: string): Promise<LanguageEngine[]> {
    return [...(await this.chatModels(uid)), this.offline.text];
  }

  private async quizEngines(uid: string): Promise<QuizEngine[]> {
    return [...(await this.chatModels(uid)), this.offline.tutor];
  }

  private speechEngines(): SpeakEngine[] {
    return [...this.providers.speakers, this.offline.speech];
  }

  private ocrEngines(): OcrEngine[] {
    return [...this.providers.readers, this.offline.ocr];
  }

  /**
   * The configured services, then the offline recogniser when it can run here: when it cannot, a
   * service that failed is not passed over for it (every request would then fail saying to
   * install PocketSphinx).
   */
  private async transcriptionEngines(): Promise<TranscribeEngine[]> {
    const services = this.providers.transcribers;
    if (services.length > 0 && (await this.offline.transcription.unavailableReason())) return services;
    return [...services, this.offline.transcription];
  }
}
