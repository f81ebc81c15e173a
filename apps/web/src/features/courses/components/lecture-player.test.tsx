import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { PLAYER } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { LecturePlayer } from "./lecture-player";

describe("the lecture player", () => {
  it("moves five seconds an arrow key, thirty a page key, and says where it is", async () => {
    stubFetch(() => Response.json({ url: "/files/lecture.mp3" }));
    // jsdom plays nothing.
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    render(
      <SessionProvider value={await buildSession(buildAccount())}>
        <QueryClientProvider client={new QueryClient()}>
          <LecturePlayer
            track={{ title: "Cell biology", fileId: "f1" }}
            onClose={() => undefined}
            onError={() => undefined}
          />
        </QueryClientProvider>
      </SessionProvider>,
    );
    await waitFor(() => expect(document.querySelector("audio")).not.toBeNull());
    const audio = document.querySelector("audio") as HTMLAudioElement;
    Object.defineProperty(audio, "duration", { value: 600, configurable: true });
    fireEvent.loadedMetadata(audio);
    const seek = screen.getByRole("slider", { name: PLAYER.seek });
    await waitFor(() => expect(seek).toBeEnabled());

    fireEvent.keyDown(seek, { key: "ArrowRight" });
    fireEvent.keyDown(seek, { key: "ArrowRight" });
    expect(audio.currentTime).toBe(10);
    expect(seek).toHaveAttribute("aria-valuetext", "0:10 / 10:00");
    fireEvent.keyDown(seek, { key: "PageUp" });
    expect(audio.currentTime).toBe(40);
    fireEvent.keyDown(seek, { key: "ArrowLeft" });
    expect(audio.currentTime).toBe(35);
    // Never before the start or past the end.
    fireEvent.keyDown(seek, { key: "PageDown" });
    fireEvent.keyDown(seek, { key: "PageDown" });
    expect(audio.currentTime).toBe(0);
    expect(screen.getByLabelText("Elapsed time")).toHaveTextContent("0:00");
  });
});
