import { vi } from "vitest";

/**
 * jsdom plays nothing (and logs an error when asked to): here play() and pause() change `paused`
 * and send "play" and "pause" as a browser does, so a test hears what is playing. Returns the
 * elements asked to play, in order.
 */
export function stubPlayback(): HTMLMediaElement[] {
  const started: HTMLMediaElement[] = [];
  const playing = new WeakSet<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    started.push(this);
    if (!playing.has(this)) {
      playing.add(this);
      this.dispatchEvent(new Event("play"));
    }
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    if (playing.delete(this)) this.dispatchEvent(new Event("pause"));
  });
  return started;
}
