/** For tests: how much a piece of work holds up the event loop and grows the process's memory. */
export interface Load<T> {
  result: T;
  /** Longest the event loop went without running a 10 ms timer, beyond those 10 ms. */
  maxStallMs: number;
  /** Highest resident memory seen while it ran, above what it was before (MB). */
  rssGrowthMb: number;
  elapsedMs: number;
}

/**
 * Runs `work` with a 10 ms ticker beside it: the ticker notes the longest gap between its ticks
 * (a blocked event loop shows as a long gap) and the highest RSS it saw (worker threads share
 * the process, so their memory counts too).
 */
export async function underLoad<T>(work: () => Promise<T>): Promise<Load<T>> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let last = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    // One more tick, so a stall at the very end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { result, maxStallMs: Math.max(0, maxGap - 10), rssGrowthMb: (peak - before) / 1e6, elapsedMs };
  } finally {
    clearInterval(ticker);
  }
}
