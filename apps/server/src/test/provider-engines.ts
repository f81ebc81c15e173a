import type { ProviderSettings } from "../config";
import { createProviderEngines } from "../ai/providers/provider-engines";
import type { RetryOptions } from "../ai/providers/retry";

export const NO_PROVIDERS: ProviderSettings = {
  anthropic: undefined,
  gemini: undefined,
  openai: undefined,
  groq: undefined,
  azureSpeech: undefined,
  googleVision: undefined,
};

/**
 * Provider engines whose retry waits are recorded in `slept` instead of waited: each call of
 * `engines` builds them for the given providers and clears the record.
 */
export function withRecordedWaits() {
  const slept: number[] = [];
  const engines = (settings: Partial<ProviderSettings>, options: RetryOptions = {}) => {
    slept.length = 0;
    return createProviderEngines(
      { ...NO_PROVIDERS, ...settings },
      {
        sleep: (ms: number) => {
          slept.push(ms);
          return Promise.resolve();
        },
        ...options,
      },
    );
  };
  return { slept, engines };
}
