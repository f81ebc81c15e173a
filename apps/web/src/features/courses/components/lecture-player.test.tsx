import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { LECTURES, PLAYER } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { stubPlayback } from "../../../test/playback-stub";
import { LecturePlayer } from "./lecture-player";

/** A button outside the player, with the focus, as the Listen button has it when it is pressed. */
function focusedOpener(): HTMLButtonElement {
  const opener = document.body.appendChild(document.createElement("button"));
  opener.textContent = "Listen";
  opener.focus();
  onTestFinished(() => opener.remove());
  return opener;
}

/** The player asked for with `focus`; the link to its audio comes when the returned function is called. */
async function renderPlayer(focus: boolean) {
  let answer: (() => void) | undefined;
  stubFetch(
    () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(Response.json({ url: "/files/lecture.mp3" }));
      }),
  );
  render(
    <SessionProvider value={await buildSession(buildAccount())}>
      <QueryClientProvider client={new QueryClient()}>
        <LecturePlayer
          track={{ title: "Lecture: Cell biology", detail: "December 2, 2026", fileId: "f1" }}
          focus={focus}
          onClose={() => undefined}
        />
      </QueryClientProvider>
    </SessionProvider>,
  );
  await waitFor(() => expect(answer).toBeDefined());
  return async () => {
    act(() => answer?.());
    await waitFor(() => expect(document.querySelector("audio")).not.toBeNull());
  };
}

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
            focus={false}
            onClose={() => undefined}
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

  it("takes the focus when asked, as soon as Play can be used", async () => {
    stubPlayback();
    focusedOpener();
    const linkComes = await renderPlayer(true);
    // Disabled until its audio is known: the focus waits for it.
    expect(screen.getByRole("button", { name: PLAYER.play })).toBeDisabled();
    await linkComes();
    await waitFor(() => expect(screen.getByRole("button", { name: PLAYER.pause })).toHaveFocus());
  });

  it("shows that its sound is on its way until it plays, Pause still saying what it does (QA: a slow connection)", async () => {
    stubPlayback();
    const linkComes = await renderPlayer(false);
    const player = screen.getByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });
    const status = within(player).getByRole("status");
    const spinning = () => player.querySelector("button svg.animate-spin");
    // Its address first: Play is disabled meanwhile, and says why.
    expect(status).toHaveTextContent(PLAYER.loading);
    expect(spinning()).not.toBeNull();
    // Shown, not only read out (QA: sighted users saw a spinner and "0:00 / 0:00"), on the times'
    // line; and Play, disabled only while it waits, is not faded: its white spinner on light
    // purple was hard to see. Its name is still Play.
    expect(status).not.toHaveClass("sr-only");
    expect(status.parentElement).toContainElement(screen.getByLabelText("Elapsed time"));
    const waitingPlay = within(player).getByRole("button", { name: PLAYER.play });
    expect(waitingPlay).toBeDisabled();
    expect(waitingPlay).toContainElement(spinning() as HTMLElement);
    expect(waitingPlay.className).not.toMatch(/opacity/);

    // Asked to play (jsdom has none of its sound, as on a slow connection): Pause, and still coming.
    await linkComes();
    const playPause = await within(player).findByRole("button", { name: PLAYER.pause });
    const audio = player.querySelector("audio") as HTMLAudioElement;
    expect(status).toHaveTextContent(PLAYER.loading);
    expect(spinning()).toHaveClass("motion-reduce:animate-none");
    expect(playPause).toContainElement(spinning() as HTMLElement);

    fireEvent.playing(audio);
    expect(spinning()).toBeNull();
    expect(status).toBeEmptyDOMElement();
    // Run out half way: on its way again, until it goes on.
    fireEvent.waiting(audio);
    expect(spinning()).not.toBeNull();
    expect(status).toHaveTextContent(PLAYER.loading);
    fireEvent.canPlay(audio);
    expect(spinning()).toBeNull();
    await userEvent.click(playPause);
    expect(playPause).toHaveAccessibleName(PLAYER.play);
    expect(spinning()).toBeNull();
  });

  it("keeps Play's white icon on its own colour under the pointer, not the plain buttons' near-white (QA)", async () => {
    stubPlayback();
    await renderPlayer(false);
    const play = screen.getByRole("button", { name: PLAYER.play });
    expect(play.className).toContain("hover:bg-brand-800");
    // (two hover backgrounds on one button: the stylesheet's order picked the plain one)
    expect(play.className).not.toMatch(/hover:bg-slate-|(?<![-:])text-slate-/);
  });

  it("leaves the focus where it is when not asked (after a reload), or where the user has put it since", async () => {
    stubPlayback();
    const opener = focusedOpener();
    let linkComes = await renderPlayer(false);
    await linkComes();
    await screen.findByRole("button", { name: PLAYER.pause });
    expect(opener).toHaveFocus();

    cleanup();
    const elsewhere = focusedOpener();
    linkComes = await renderPlayer(true);
    const other = document.body.appendChild(document.createElement("input"));
    onTestFinished(() => other.remove());
    act(() => other.focus());
    await linkComes();
    await screen.findByRole("button", { name: PLAYER.pause });
    expect(other).toHaveFocus();
    expect(elsewhere).not.toHaveFocus();
  });
});

describe("lecture audio that cannot be loaded", () => {
  /** The player, with its audio's address from `serve`, asked for by the user. */
  async function renderFailing(serve: () => Response) {
    stubFetch(serve);
    render(
      <SessionProvider value={await buildSession(buildAccount())}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LecturePlayer
            track={{ title: "Lecture: Cell biology", fileId: "f1" }}
            focus
            onClose={() => undefined}
          />
        </QueryClientProvider>
      </SessionProvider>,
    );
    return screen.getByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });
  }

  it("is said in the player when its address answers an error, and Try again asks for it again", async () => {
    stubPlayback();
    focusedOpener();
    let broken = true;
    const player = await renderFailing(() =>
      broken
        ? Response.json({ error: { code: "internal", message: "Internal error" } }, { status: 500 })
        : Response.json({ url: "/files/lecture.mp3" }),
    );

    expect(await within(player).findByRole("alert")).toHaveTextContent(LECTURES.audioLoadFailed);
    // No Play disabled for ever: in its place, what mends it, with the focus asked for.
    expect(within(player).queryByRole("button", { name: PLAYER.play })).toBeNull();
    const again = within(player).getByRole("button", { name: PLAYER.retry });
    expect(again).toBeEnabled();
    await waitFor(() => expect(again).toHaveFocus());

    broken = false;
    await userEvent.click(again);
    await within(player).findByRole("button", { name: PLAYER.pause });
    expect(within(player).queryByRole("alert")).toBeNull();
  });

  it("asks for a new address by itself when one made a while ago fails (it died with its session)", async () => {
    const started = stubPlayback();
    let links = 0;
    const player = await renderFailing(() => {
      links += 1;
      return Response.json({ url: `/files/lecture.mp3?version=${links}` });
    });
    await within(player).findByRole("button", { name: PLAYER.pause });
    const first = document.querySelector("audio");
    if (!first) throw new Error("no audio element");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 11_000);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });

    fireEvent.error(first);
    await waitFor(() => expect(document.querySelector("audio")?.getAttribute("src")).toContain("version=2"));
    expect(links).toBe(2);
    await waitFor(() => expect(within(player).queryByRole("alert")).toBeNull());
    expect(started.at(-1)).toBe(document.querySelector("audio"));
  });

  it("is said in the player when the audio itself fails, and Try again loads it afresh", async () => {
    const started = stubPlayback();
    const player = await renderFailing(() => Response.json({ url: "/files/lecture.mp3" }));
    const playPause = await within(player).findByRole("button", { name: PLAYER.pause });
    const first = document.querySelector("audio");
    if (!first) throw new Error("no audio element");

    fireEvent.error(first);
    expect(await within(player).findByRole("alert")).toHaveTextContent(LECTURES.audioLoadFailed);
    expect(playPause).toHaveAccessibleName(PLAYER.retry);
    expect(playPause).toBeEnabled();

    await userEvent.click(playPause);
    await waitFor(() => expect(playPause).toHaveAccessibleName(PLAYER.pause));
    const second = document.querySelector("audio");
    expect(second).not.toBe(first);
    expect(started.at(-1)).toBe(second);
    expect(within(player).queryByRole("alert")).toBeNull();
  });
});
