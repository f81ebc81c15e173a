import type { PreferredLlm, UserSettings } from "@study-well/shared/api";
import type { SettingsRepository } from "./settings.repository";

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  /** The user's settings, created with the default (gemini) on first read. */
  async get(uid: string): Promise<UserSettings> {
    return { preferredLLM: await this.settings.preferredLlm(uid) };
  }

  async update(uid: string, preferredLLM: PreferredLlm): Promise<UserSettings> {
    return { preferredLLM: await this.settings.setPreferredLlm(uid, preferredLLM) };
  }
}
