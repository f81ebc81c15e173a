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
} from "./capabilities";
import { OfflineOcrEngine } from "./offline/offline-ocr.engine";
import { OfflineSpeechEngine } from "./offline/offline-speech.engine";
import { OfflineTextEngine } from "./offline/offline-text.engine";

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

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perUser: Limit,
  ) {
    const offline = new OfflineTextEngine();
    this.summarizers = [offline];
    this.titlers = [offline];
    this.speakers = [this.offlineSpeech];
    this.readers = [this.offlineOcr];
  }

  async recognize(uid: string, image: Uint8Array): Promise<RecognizedText> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.readers).recognize(image);
  }

  async speak(uid: string, input: SpeechInput): Promise<Speech> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.speakers).speak(input);
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
