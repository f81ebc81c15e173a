import { fork, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { processFolder } from "../temp-folders";

/** One sentence as flite spoke it: 16-bit mono samples. */
export interface FliteSamples {
  samples: Int16Array;
  sampleRate: number;
}

/** The child process died (or was stopped) while saying a sentence: another may succeed. */
export class FliteCrashError extends Error {
  override name = "FliteCrashError";
}

/** flite cannot run here at all (its program is missing or cannot be compiled). */
export class FliteUnavailableError extends Error {
  override name = "FliteUnavailableError";
}

type ChildMessage =
  | { ready: true }
  | { fatal: string }
  | { id: number; samples: Int16Array; sampleRate: number }
  | { id: number; phones: string[] }
  | { id: number; error: string };

interface Pending {
  resolve: (value: FliteSamples | string[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  running: Running;
}

interface Running {
  child: ChildProcess;
  /** Resolves once the process has exited and its folder is removed. */
  gone: Promise<void>;
  /** The last lines it wrote to stderr, for the error when it dies. */
  stderr: string;
}

export interface FliteProcessOptions {
  /** The child script; tests hand in others. Default: flite-child.mjs (dist/flite-child.js when bundled). */
  script?: URL;
  /** A sentence still unsaid after this long is stuck: the process is killed. */
  sentenceTimeoutMs?: number;
  /** An idle process exits after this long, giving its memory back; the next sentence starts another. */
  idleMs?: number;
  /** Starting takes longer than this: it failed. */
  startTimeoutMs?: number;
}

const STDERR_KEPT = 2000;

/**
 * flite in a child process, one sentence at a time. The process starts on first use, is started
 * again after it dies (a sentence that was being said fails with FliteCrashError, and the caller
 * decides whether to try again), is killed when a sentence takes too long, and exits when idle.
 * It never keeps the server (or a command) alive while it has nothing to say.
 */
export class FliteProcess {
  /** The process, once started (or starting). */
  private current: Promise<Running> | undefined;
  private running: Running | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly script: URL;
  private readonly sentenceTimeoutMs: number;
  private readonly idleMs: number;
  private readonly startTimeoutMs: number;

  constructor(options: FliteProcessOptions = {}) {
    // From source the child is flite-child.mjs beside this file; bundled (build.mjs), dist/flite-child.js.
    this.script =
      options.script ??
      new URL(import.meta.url.endsWith(".ts") ? "./flite-child.mjs" : "./flite-child.js", import.meta.url);
    this.sentenceTimeoutMs = options.sentenceTimeoutMs ?? 30_000;
    this.idleMs = options.idleMs ?? 30_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
  }

  /** The running child's process id (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /**
   * Starts the process if it is not running and waits until flite is ready: FliteUnavailableError
   * when flite cannot run here at all, FliteCrashError when this start failed.
   */
  async start(): Promise<void> {
    clearTimeout(this.idleTimer);
    const running = await this.ensure();
    if (this.pending.size === 0) this.idle(running);
  }

  synthesize(text: string, voice: string): Promise<FliteSamples> {
    return this.ask({ text, voice }) as Promise<FliteSamples>;
  }

  /**
   * Each word's phones as flite says it (its lexicon, or its letter-to-sound rules for a word
   * not in it), in flite's phone set ("ae m ih l ey z"); "" for a word it gave none.
   */
  phones(words: string[]): Promise<string[]> {
    return this.ask({ words }) as Promise<string[]>;
  }

  private async ask(
    request: { text: string; voice: string } | { words: string[] },
  ): Promise<FliteSamples | string[]> {
    clearTimeout(this.idleTimer);
    const running = await this.ensure();
    const id = ++this.nextId;
    return new Promise<FliteSamples | string[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.discard(
          running,
          new FliteCrashError(`flite took longer than ${this.sentenceTimeoutMs / 1000} s`),
        );
      }, this.sentenceTimeoutMs);
      this.pending.set(id, { resolve, reject, timer, running });
      hold(running.child, true);
      running.child.send({ id, ...request }, (error) => {
        if (error)
          this.discard(running, new FliteCrashError(`flite could not be sent a sentence: ${error.message}`));
      });
    });
  }

  /** Stops the process (it starts again on the next sentence). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const starting = this.current;
    if (!starting) return;
    const running = await starting.catch(() => this.running);
    if (!running) return;
    // Referenced again, so that this process waits to hear it has exited.
    hold(running.child, true);
    this.discard(running, new FliteCrashError("flite was stopped"));
    await running.gone;
  }

  private ensure(): Promise<Running> {
    this.current ??= this.spawn();
    return this.current;
  }

  private async spawn(): Promise<Running> {
    let folder: string;
    try {
      folder = await processFolder("study-well-flite-");
    } catch (error) {
      this.current = undefined;
      throw new FliteCrashError(`flite has no folder to write to: ${String(error)}`, { cause: error });
    }
    const child = fork(fileURLToPath(this.script), [folder], {
      serialization: "advanced",
      // Its own flags only: not the server's (a debugger port, tsx's loader).
      execArgv: ["--expose-gc", "--disable-warning=ExperimentalWarning"],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    // Referenced while it starts (someone waits for it); start() and synthesize() take it from there.
    let exited: () => void = () => undefined;
    const running: Running = { child, stderr: "", gone: new Promise((resolve) => (exited = resolve)) };
    this.running = running;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new FliteCrashError(`flite did not start within ${this.startTimeoutMs / 1000} s`));
        child.kill("SIGKILL");
      }, this.startTimeoutMs);
      timer.unref();
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (chunk: string) => {
        running.stderr = (running.stderr + chunk).slice(-STDERR_KEPT);
      });
      child.on("message", (message: ChildMessage) => {
        if ("ready" in message) {
          clearTimeout(timer);
          resolve();
        } else if ("fatal" in message) {
          clearTimeout(timer);
          reject(new FliteUnavailableError(`flite cannot run here: ${message.fatal}`));
        } else if ("error" in message) {
          this.fail(message.id, new Error(message.error));
        } else if ("phones" in message) {
          this.succeed(message.id, message.phones);
        } else {
          this.succeed(message.id, { samples: message.samples, sampleRate: message.sampleRate });
        }
      });
      child.on("error", (error) => {
        clearTimeout(timer);
        reject(new FliteCrashError(`flite could not start: ${error.message}`, { cause: error }));
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        const how = signal ? `was stopped by ${signal}` : `exited with code ${code ?? "?"}`;
        const said = running.stderr.trim().split("\n").slice(-3).join(" ").trim();
        const error = new FliteCrashError(`flite ${how}${said ? ` (${said})` : ""}`);
        reject(error);
        this.discard(running, error);
        void rm(folder, { recursive: true, force: true }).finally(exited);
      });
    });
    try {
      await ready;
    } catch (error) {
      this.discard(running, error as Error);
      throw error;
    }
    return running;
  }

  /**
   * Done with this process (it died, hung or cannot be reached): the next sentence starts a fresh
   * one at once, whether or not this one has finished exiting, and its sentences fail.
   */
  private discard(running: Running, error: Error): void {
    if (this.running === running) {
      this.running = undefined;
      this.current = undefined;
    }
    running.child.kill("SIGKILL");
    for (const [id, pending] of [...this.pending]) if (pending.running === running) this.fail(id, error);
  }

  private succeed(id: number, value: FliteSamples | string[]): void {
    this.settle(id)?.resolve(value);
  }

  private fail(id: number, error: Error): void {
    this.settle(id)?.reject(error);
  }

  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (this.pending.size === 0 && this.running) this.idle(this.running);
    return pending;
  }

  /** Nothing to say: let the process go if nothing comes within idleMs. */
  private idle(running: Running): void {
    hold(running.child, false);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
    this.idleTimer.unref();
  }
}

/** Busy, the child keeps this process alive (a command waits for its answer); idle, it does not. */
function hold(child: ChildProcess, busy: boolean): void {
  // The process, its message channel and its stderr pipe each keep the event loop alive.
  const handles = [child, child.channel, child.stderr] as (
    { ref(): void; unref(): void } | null | undefined
  )[];
  for (const handle of handles) {
    if (busy) handle?.ref();
    else handle?.unref();
  }
}
