/**
 * Whose work a job is and how urgent: what an engine needs to share itself fairly. Someone
 * waiting for an answer (interactive) goes before work nobody is watching (background, e.g.
 * lecture generation).
 */
export type JobPriority = "interactive" | "background";

export interface JobOptions {
  /** Who asked (the user id); jobs without one share a single turn. */
  owner?: string | undefined;
  /** Interactive unless said otherwise. */
  priority?: JobPriority | undefined;
  /**
   * Aborted while the job waits its turn, the job is dropped and its promise rejects with the
   * reason; a job that has started runs on (the task hears the signal itself, where it can).
   */
  signal?: AbortSignal | undefined;
}

/** Why cancelled work was given up: the signal's reason, or an AbortError. */
export function cancelled(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException("Cancelled", "AbortError");
}

const PRIORITIES: readonly JobPriority[] = ["interactive", "background"];
const NOBODY = "";

interface Waiting {
  start: () => void;
}

interface OwnerState {
  waiting: Waiting[];
  running: number;
  /** When this owner last had a job started (0: never, while it has been present). */
  lastStarted: number;
}

/**
 * Runs an engine's jobs a few at a time (one by default), sharing it fairly: interactive jobs
 * before background ones, and within a priority the owners take turns, the one served longest
 * ago first, each owner's own jobs in the order they came. A long job split into steps (one
 * `run` per step) therefore makes another user wait for at most about one step.
 */
export class FairQueue {
  private readonly lanes = new Map<JobPriority, Map<string, OwnerState>>(
    PRIORITIES.map((priority) => [priority, new Map()]),
  );
  private running = 0;
  private clock = 0;

  constructor(private readonly concurrency = 1) {}

  /** Jobs waiting to start, in every lane. */
  get waiting(): number {
    let count = 0;
    for (const lane of this.lanes.values()) for (const state of lane.values()) count += state.waiting.length;
    return count;
  }

  run<T>(options: JobOptions, task: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(options.priority ?? "interactive");
    if (!lane) throw new RangeError(`unknown priority ${String(options.priority)}`);
    const owner = options.owner ?? NOBODY;
    let state = lane.get(owner);
    if (!state) {
      state = { waiting: [], running: 0, lastStarted: 0 };
      lane.set(owner, state);
    }
    const ownerState = state;
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(cancelled(signal));
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          signal?.removeEventListener("abort", drop);
          ownerState.running++;
          this.running++;
          let settled: Promise<T>;
          try {
            settled = task();
          } catch (error) {
            settled = Promise.reject(error);
          }
          // The next job starts before the caller hears back, so a caller that queues its
          // next step on hearing back queues it behind whoever was already waiting.
          const finish = () => {
            ownerState.running--;
            this.running--;
            if (ownerState.running === 0 && ownerState.waiting.length === 0) lane.delete(owner);
            this.dispatch();
          };
          settled.then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(error);
            },
          );
        },
      };
      // Cancelled while waiting: out of the line, so nobody waits behind it and it never starts.
      const drop = () => {
        const at = ownerState.waiting.indexOf(waiting);
        if (at < 0) return;
        ownerState.waiting.splice(at, 1);
        if (ownerState.running === 0 && ownerState.waiting.length === 0) lane.delete(owner);
        reject(cancelled(signal));
      };
      signal?.addEventListener("abort", drop, { once: true });
      ownerState.waiting.push(waiting);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.concurrency) {
      const next = this.next();
      if (!next) return;
      next.start();
    }
  }

  /** The first job of the owner served longest ago, in the most urgent lane that has one. */
  private next(): Waiting | undefined {
    for (const lane of this.lanes.values()) {
      let chosen: OwnerState | undefined;
      for (const state of lane.values()) {
        if (state.waiting.length === 0) continue;
        if (!chosen || state.lastStarted < chosen.lastStarted) chosen = state;
      }
      if (chosen) {
        chosen.lastStarted = ++this.clock;
        return chosen.waiting.shift();
      }
    }
    return undefined;
  }
}
