import { TRANSCRIBE_MAX_SECONDS } from "@study-well/shared/api";
import type { RateLimiter } from "../auth/rate-limiter";
import type { Limit } from "../config";
import type {
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
} from "./capabilities";
import { EngineUnavailableError } from "./engine-errors";
import { OfflineOcrEngine } from "./offline/offline-ocr.engine";
import { OfflineSpeechEngine } from "./offline/offline-speech.engine";
import { OfflineTextEngine } from "./offline/offline-text.engine";
import { OfflineTranscriptionEngine } from "./offline/offline-transcription.engine";

/**
 * The AI capabilities behind the app's features. Each capability has an ordered list of engines;
 * the offline engines come last and always answer. Provider engines (Claude, Gemini,
 * OpenAI-compatible...) join the lists when configured (issue 5, later slices).
 */
export class AiService {
  private readonly summarizers: SummarizeEngine[];
  private readonly titlers: TitleAndSummaryEngine[];
  private readonly offlineSpeech = new OfflineSpeechEngine();
  private readonly speakers: SpeakEngine[];
  private readonly offlineOcr = new OfflineOcrEngine();
  private readonly readers: OcrEngine[];
  private readonly transcribers: TranscribeEngine[];

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perUser: Limit,
  ) {
    const offline = new OfflineTextEngine();
    this.summarizers = [offline];
    this.titlers = [offline];
    this.speakers = [this.offlineSpeech];
    this.readers = [this.offlineOcr];
    this.transcribers = [new OfflineTranscriptionEngine({ maxSeconds: TRANSCRIBE_MAX_SECONDS })];
  }

  async recognize(uid: string, image: Uint8Array): Promise<RecognizedText> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.readers).recognize(image);
  }

  async speak(uid: string, input: SpeechInput): Promise<Speech> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.speakers).speak(input);
  }

  /** The first engine that can run here answers; when none can, the error says how to enable one. */
  async transcribe(uid: string, audio: Uint8Array, mimeType?: string): Promise<Transcription> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    let reason = "No transcription engine is configured.";
    for (const engine of this.transcribers) {
      const unavailable = await engine.unavailableReason();
      if (!unavailable) return engine.transcribe(audio, mimeType);
      reason = unavailable;
    }
    throw new EngineUnavailableError(reason);
  }

  /** Stops background workers (speech synthesis, text recognition). */
  async close(): Promise<void> {
    await Promise.all([this.offlineSpeech.close(), this.offlineOcr.close()]);
  }

  async summarize(uid: string, input: SummarizeInput): Promise<Summary> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.summarizers).summarize(input);
  }

  async titleAndSummary(uid: string, text: string): Promise<TitledSummary> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.titlers).titleAndSummary(text);
  }
}

function first<T>(engines: T[]): T {
  const engine = engines[0];
  if (!engine) throw new Error("no engine for this capability");
  return engine;
}
