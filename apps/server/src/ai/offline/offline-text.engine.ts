import type {
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
} from "../capabilities";
import type { JobOptions } from "../job-queue";
import { sharedTextWorker, type TextWorker } from "./text-worker";

export const OFFLINE_TEXT_ENGINE = "offline-extractive";

/**
 * Extractive summaries (extractive-summary.ts): sentences chosen by TextRank and kept in their
 * original order, always starting with the topic sentence. The reading and ranking run in the
 * text worker thread, one text at a time, users in turn.
 */
export class OfflineTextEngine implements SummarizeEngine, TitleAndSummaryEngine {
  readonly name = OFFLINE_TEXT_ENGINE;

  constructor(private readonly worker: TextWorker = sharedTextWorker()) {}

  async summarize({ text }: SummarizeInput, options?: JobOptions): Promise<Summary> {
    return { summary: await this.worker.run("summarize", text, options), engine: this.name };
  }

  async titleAndSummary(text: string, options?: JobOptions): Promise<TitledSummary> {
    return { ...(await this.worker.run("titleAndSummary", text, options)), engine: this.name };
  }
}
