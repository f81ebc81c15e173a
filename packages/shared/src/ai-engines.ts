import { SETTINGS } from "./messages/account";

/** An engine name as people read it: "claude:claude-sonnet-4-5" → "Claude (claude-sonnet-4-5)". */
export function engineLabel(engine: string): string {
  const [provider = "", model] = engine.split(/:(.*)/s);
  const names: Record<string, string> = {
    claude: "Claude",
    gemini: "Gemini",
    openai: "an OpenAI-compatible model",
    groq: "Groq",
    "azure-speech": "Azure neural voices",
    "google-vision": "Google Vision",
  };
  if (provider.startsWith("offline-")) return "the built-in offline engine";
  const name = names[provider] ?? provider;
  return model ? `${name} (${model})` : name;
}

/**
 * What the Settings page says under the Preferred AI Model choice: which model really answers,
 * and why when it is not the one preferred (not configured on this server, or `reason`, from the
 * server: a configured model that cannot be used now).
 */
export function preferredModelNotice(
  preferred: "gemini" | "claude",
  engine: string,
  reason?: string,
): string {
  const used = `summaries, titles and quizzes use ${engineLabel(engine)}`;
  if (reason) return `${reason} Meanwhile, ${used}.`;
  if (engine.startsWith(`${preferred}:`)) return `${capitalise(used)}.`;
  if (engine.startsWith("offline-")) {
    return `Neither Gemini nor Claude is configured on this server, so ${used}.`;
  }
  return `${SETTINGS.options[preferred]} is not configured on this server, so ${used}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the Settings page says under the Lecture Voice choice: that the built-in voices read
 * aloud, why the robotic one does when the natural ones cannot start (`reason`, from the
 * server), or that a speech service configured on this server reads instead.
 */
export function lectureVoiceNotice(engine: string, reason?: string): string {
  if (reason) return reason;
  if (engine.startsWith("offline-")) return SETTINGS.voiceHint;
  return `This server reads aloud with ${engineLabel(engine)}, so the voice chosen here is not used.`;
}
