import type { Limit } from "../config";
import type { RateLimiter } from "../auth/rate-limiter";
import type {
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
} from "./capabilities";
import { OfflineTextEngine } from "./offline/offline-text.engine";

/**
 * The AI capabilities behind the app's features. Each capability has an ordered list of engines;
 * the offline engines come last and always answer. Provider engines (Claude, Gemini,
 * OpenAI-compatible...) join the lists when configured (issue 5, later slices).
 */
export class AiService {
  private readonly summarizers: SummarizeEngine[];
  private readonly titlers: TitleAndSummaryEngine[];

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perUser: Limit,
  ) {
    const offline = new OfflineTextEngine();
    this.summarizers = [offline];
    this.titlers = [offline];
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
