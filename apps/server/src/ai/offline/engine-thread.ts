import { Worker } from "node:worker_threads";

/**
 * What each worker thread does (speech-worker.mjs loads the matching tasks): eSpeak NG and the
 * MP3 encoder; wink-nlp summaries and the offline tutor; decoding and resampling recordings; the
 * sentence encoder the tutor grades with (started by the text thread).
 */
export type EngineRole = "speech" | "text" | "audio" | "meaning";

/** A task's failure as it crosses the thread boundary. */
export interface TaskFailure {
  name: string;
  message: string;
}

type Reply = { id: number; result: unknown } | { id: number; error: TaskFailure };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
  worker: Worker;
}

export interface EngineThreadOptions {
  /** Turns a task's failure back into the engine's own error (a 4xx rather than a 500). */
  revive?: (failure: TaskFailure) => Error | undefined;
  /** A task still running after this long is stuck: the thread is stopped and started again. */
  timeoutMs?: number;
  /**
   * Stop the thread after this long without work (it starts again on the next call): a thread's
   * heap keeps the size its biggest task gave it, and the process keeps the memory until then.
   */
  idleStopMs?: number;
}

/**
 * One worker thread running an engine's CPU-heavy work, so the server's event loop stays free.
 * The worker is plain JavaScript (speech-worker.mjs, bundled as dist/speech-worker.js); from
 * source it loads the TypeScript tasks through tsx. It starts on first use, is replaced when it
 * dies or a task times out, keeps the process alive only while it has work and, given
 * idleStopMs, stops when it has had none for that long.
 */
export class EngineThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private holds = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly role: EngineRole,
    private readonly options: EngineThreadOptions = {},
  ) {}

  call<T>(task: string, input: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    this.stopIdleTimer();
    const worker = this.ensureWorker();
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timeoutMs = this.options.timeoutMs;
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.settle(id, new Error(`the ${this.role} worker took longer than ${timeoutMs / 1000} s`));
              void this.restart(worker);
            }, timeoutMs);
      timer?.unref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, worker });
      // Busy, the worker keeps the process alive (a command waits for its answer); idle, it does not.
      worker.ref();
      worker.postMessage({ id, task, input }, transfer);
    });
  }

  /** Whether the worker thread is up (it holds memory while it is). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /**
   * Marks the thread as keeping state between calls (an open recording), so it is not stopped as
   * idle until the returned function is called.
   */
  hold(): () => void {
    this.holds++;
    this.stopIdleTimer();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds--;
      this.whenIdle();
    };
  }

  /** Stops the worker thread (it starts again on the next call). */
  async close(): Promise<void> {
    this.stopIdleTimer();
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private async restart(worker: Worker): Promise<void> {
    if (this.worker === worker) this.worker = undefined;
    await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // From source the worker is speech-worker.mjs beside this file and needs tsx for the
    // TypeScript tasks; bundled (build.mjs), it is dist/speech-worker.js beside main.js.
    const fromSource = import.meta.url.endsWith(".ts");
    const worker = new Worker(
      new URL(fromSource ? "./speech-worker.mjs" : "./speech-worker.js", import.meta.url),
      {
        workerData: { role: this.role, loader: fromSource ? "tsx/esm/api" : undefined },
        // A safety net, not a budget (the tasks stay far below it): a runaway task ends its
        // own thread with an error instead of the whole server.
        resourceLimits: { maxOldGenerationSizeMb: 1024 },
      },
    );
    worker.unref();
    worker.on("message", (reply: Reply) => {
      if ("error" in reply) this.settle(reply.id, this.revive(reply.error));
      else this.settle(reply.id, undefined, reply.result);
    });
    worker.on("error", (error) => this.failAll(worker, error.message));
    worker.on("exit", () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(worker, `the ${this.role} worker stopped`);
    });
    this.worker = worker;
    return worker;
  }

  private revive(failure: TaskFailure): Error {
    const revived = this.options.revive?.(failure);
    if (revived) return revived;
    const error = new Error(failure.message);
    error.name = failure.name;
    return error;
  }

  private settle(id: number, error: Error | undefined, result?: unknown): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (![...this.pending.values()].some((other) => other.worker === pending.worker)) pending.worker.unref();
    this.whenIdle();
    if (error) pending.reject(error);
    else pending.resolve(result);
  }

  /** With nothing to do and nothing held, the thread stops after idleStopMs. */
  private whenIdle(): void {
    const idleStopMs = this.options.idleStopMs;
    if (idleStopMs === undefined || this.pending.size > 0 || this.holds > 0 || !this.worker) return;
    this.stopIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.pending.size === 0 && this.holds === 0) void this.close();
    }, idleStopMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  /** Every task sent to a worker that died fails (tasks sent to its successor go on). */
  private failAll(worker: Worker, message: string): void {
    for (const [id, pending] of [...this.pending]) {
      if (pending.worker === worker) this.settle(id, new Error(message));
    }
  }
}
