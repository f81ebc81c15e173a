import { describe, expect, it } from "vitest";
import { engineLabel, lectureVoiceNotice, preferredModelNotice } from "./ai-engines";
import { SETTINGS } from "./messages/account";

describe("engine names for people", () => {
  it("names providers and their models, and the offline engines as one", () => {
    expect(engineLabel("claude:claude-sonnet-4-5")).toBe("Claude (claude-sonnet-4-5)");
    expect(engineLabel("openai:llama3.2")).toBe("an OpenAI-compatible model (llama3.2)");
    expect(engineLabel("offline-tutor")).toBe("the built-in offline engine");
    expect(engineLabel("azure-speech")).toBe("Azure neural voices");
  });

  it("says which model answers, and why it is not the preferred one", () => {
    expect(preferredModelNotice("claude", "claude:claude-sonnet-4-5")).toBe(
      "Summaries, titles and quizzes use Claude (claude-sonnet-4-5).",
    );
    expect(preferredModelNotice("claude", "gemini:gemini-2.5-flash")).toBe(
      "Claude is not configured on this server, so summaries, titles and quizzes use Gemini (gemini-2.5-flash).",
    );
    expect(preferredModelNotice("gemini", "offline-extractive")).toBe(
      "Neither Gemini nor Claude is configured on this server, so summaries, titles and quizzes use the built-in offline engine.",
    );
    expect(
      preferredModelNotice(
        "claude",
        "gemini:gemini-2.5-flash",
        "Claude (x) could not be reached, so it is passed over.",
      ),
    ).toBe(
      "Claude (x) could not be reached, so it is passed over. Meanwhile, summaries, titles and quizzes use Gemini (gemini-2.5-flash).",
    );
    expect(preferredModelNotice("gemini", "openai:llama3.2")).toBe(
      "Gemini is not configured on this server, so summaries, titles and quizzes use an OpenAI-compatible model (llama3.2).",
    );
  });

  it("says who reads aloud under the voice choice", () => {
    expect(lectureVoiceNotice("offline-flite")).toBe(SETTINGS.voiceHint);
    const reason = "The natural voices (flite) could not start, so eSpeak NG reads aloud: no program";
    expect(lectureVoiceNotice("offline-espeak-ng", reason)).toBe(reason);
    expect(lectureVoiceNotice("azure-speech")).toBe(
      "This server reads aloud with Azure neural voices, so the voice chosen here is not used.",
    );
  });
});
