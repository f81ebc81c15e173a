import { engineLabel } from "@study-well/shared";

/** How long a provider found unusable is passed over before a request tries it again. */
export const PROVIDER_RETRY_MS = 5 * 60_000;

/**
 * The providers found unusable lately (unreachable, their key refused, no such model), by engine
 * name: each is passed over for `retryAfterMs`, then the next request tries it again, so a key
 * put right or a server back up is used again without a restart. Kept in memory: a restarted
 * server tries every provider afresh.
 */
export class ProviderFaults {
  private readonly faults = new Map<string, { why: string; at: number }>();

  constructor(
    private readonly retryAfterMs = PROVIDER_RETRY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why `engine` is passed over, in a sentence to show; undefined when it is to be tried. */
  current(engine: string): string | undefined {
    const fault = this.faults.get(engine);
    if (!fault) return undefined;
    if (this.now() - fault.at >= this.retryAfterMs) {
      this.faults.delete(engine);
      return undefined;
    }
    const minutes = Math.round(this.retryAfterMs / 60_000);
    const label = engineLabel(engine);
    const every = minutes === 1 ? "every minute" : `every ${minutes} minutes`;
    return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${fault.why}, so it is passed over for now and tried again ${every}.`;
  }

  record(engine: string, why: string): void {
    this.faults.set(engine, { why, at: this.now() });
  }

  clear(engine: string): void {
    this.faults.delete(engine);
  }
}
