import { FairQueue, type JobOptions } from "../job-queue";
import { EngineThread } from "./engine-thread";
import type { TextTask } from "./text-tasks";

/**
 * The thread that reads text (wink-nlp) for the offline summaries and the offline tutor, and the
 * queue in front of it: one job at a time, interactive before background, users in turn.
 */
export class TextWorker {
  private readonly thread = new EngineThread("text", { timeoutMs: 120_000 });
  private readonly queue = new FairQueue();

  run<K extends keyof TextTask>(
    task: K,
    input: Parameters<TextTask[K]>[0],
    options: JobOptions = {},
  ): Promise<Awaited<ReturnType<TextTask[K]>>> {
    return this.queue.run(options, () => this.thread.call<Awaited<ReturnType<TextTask[K]>>>(task, input));
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

let shared: TextWorker | undefined;

/** The one text thread the offline text engines share (it loads the language model once). */
export function sharedTextWorker(): TextWorker {
  return (shared ??= new TextWorker());
}
