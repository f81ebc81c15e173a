import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AiEnginesResponse, UserSettings } from "@study-well/shared/api";
import { FIELD, LECTURE_VOICES, SETTINGS, THEME } from "@study-well/shared";
import { ToastProvider } from "../../../components/ui/toast";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { SettingsPage } from "./settings-page";

const ready = (engine: string) => ({ engine, available: true });

/** A stand-in server holding one user's settings; `speak` is what /api/ai/engines says reads aloud. */
function stubServer(
  speak: AiEnginesResponse["speak"] = ready("offline-flite"),
  summarize: AiEnginesResponse["summarize"] = ready("offline-extractive"),
) {
  let settings: UserSettings = { preferredLLM: "gemini", lectureVoice: "slt" };
  const updates: unknown[] = [];
  stubFetch((url, init) => {
    if (url === "/api/ai/engines") {
      const engines: AiEnginesResponse = {
        ocr: ready("offline-tesseract"),
        transcribe: ready("offline-pocketsphinx"),
        summarize,
        titleAndSummary: summarize,
        speak,
        tutorTurn: ready("offline-tutor"),
        assess: ready("offline-tutor"),
      };
      return Response.json(engines);
    }
    if (init.method === "PUT") {
      const change = JSON.parse(String(init.body)) as Partial<UserSettings>;
      updates.push(change);
      settings = { ...settings, ...change };
    }
    return Response.json(settings);
  });
  return updates;
}

async function renderSettings() {
  const value = await buildSession(buildAccount());
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <SettingsPage />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return screen.findByLabelText(FIELD.lectureVoice);
}

describe("SettingsPage: the lecture voice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers flite's voices and eSpeak by name, and saves the one chosen alone", async () => {
    const updates = stubServer();
    const select = await renderSettings();
    expect(select).toHaveValue("slt");
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual(
      LECTURE_VOICES.map((voice) => SETTINGS.voices[voice]),
    );
    expect(await screen.findByText(SETTINGS.voiceHint)).toBeInTheDocument();
    await userEvent.selectOptions(select, SETTINGS.voices.awb);
    const message = await screen.findByText(SETTINGS.updated);
    expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(updates).toEqual([{ lectureVoice: "awb" }]);
    expect(select).toHaveValue("awb");
    expect(screen.getByLabelText(FIELD.preferredModel)).toHaveValue("gemini");
  });

  it("says why eSpeak reads aloud when the natural voices cannot start", async () => {
    const reason = "The natural voices (flite) could not start, so eSpeak NG reads aloud: no WASI";
    stubServer({ engine: "offline-espeak-ng", available: true, reason });
    const select = await renderSettings();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(reason);
  });
});

describe("SettingsPage: the preferred model", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says when a configured model cannot be used, why, and what answers meanwhile", async () => {
    const reason =
      "Gemini (gemini-2.5-flash) refused this server's key (HTTP 400), so it is passed over for now and tried again every 5 minutes.";
    stubServer(undefined, { engine: "offline-extractive", available: true, reason });
    await renderSettings();
    const notice = `${reason} Meanwhile, summaries, titles and quizzes use the built-in offline engine.`;
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByLabelText(FIELD.preferredModel)).toHaveAccessibleDescription(notice);
  });
});

describe("SettingsPage: the theme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("offers System, Light and Dark, applies the one chosen at once and keeps it on the device", async () => {
    const updates = stubServer();
    await renderSettings();
    const group = screen.getByRole("group", { name: THEME.label });
    expect(group).toHaveAccessibleDescription(THEME.hint);
    expect(screen.getByRole("radio", { name: THEME.options.system })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: THEME.options.dark }));
    expect(screen.getByRole("radio", { name: THEME.options.dark })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("study-well-theme")).toBe("dark");
    await userEvent.click(screen.getByRole("radio", { name: THEME.options.light }));
    expect(document.documentElement.dataset.theme).toBe("light");
    // A device's choice, not the account's: nothing is sent to the server.
    expect(updates).toEqual([]);
  });
});
