import type { UpdateSettingsRequest, UserSettings } from "@study-well/shared/api";
import type { SettingsRepository, StoredSettings } from "./settings.repository";

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  /** The user's settings, created with the defaults (gemini, the slt voice) on first read. */
  async get(uid: string): Promise<UserSettings> {
    return asSettings(await this.settings.get(uid));
  }

  /** Changes the settings sent, keeping the others. */
  async update(uid: string, change: UpdateSettingsRequest): Promise<UserSettings> {
    const { preferredLLM, lectureVoice } = change;
    return asSettings(
      await this.settings.update(uid, {
        ...(preferredLLM && { preferredLlm: preferredLLM }),
        ...(lectureVoice && { lectureVoice }),
      }),
    );
  }
}

function asSettings({ preferredLlm, lectureVoice }: StoredSettings): UserSettings {
  return { preferredLLM: preferredLlm, lectureVoice };
}
