import type { RateLimiter } from "../auth/rate-limiter";
import type { Limit } from "../config";
import type {
  SpeakEngine,
  Speech,
  SpeechInput,
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
} from "./capabilities";
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

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perUser: Limit,
  ) {
    const offline = new OfflineTextEngine();
    this.summarizers = [offline];
    this.titlers = [offline];
    this.speakers = [this.offlineSpeech];
  }

  async speak(uid: string, input: SpeechInput): Promise<Speech> {
    await this.limiter.consume(`ai:${uid}`, this.perUser);
    return first(this.speakers).speak(input);
  }

  /** Stops background workers (the speech synthesiser). */
  close(): Promise<void> {
    return this.offlineSpeech.close();
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
