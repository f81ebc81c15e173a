import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubPlayback } from "../test/playback-stub";
import { playOneAtATime } from "./one-sound";

const inPage = () => document.body.appendChild(document.createElement("audio"));

describe("one sound at a time", () => {
  let stop: () => void;
  beforeEach(() => {
    stubPlayback();
    stop = playOneAtATime(document);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it("pauses what was playing in the page when something else in it starts", async () => {
    const recording = inPage();
    const lecture = inPage();
    await recording.play();
    await lecture.play();
    expect(recording.paused).toBe(true);
    expect(lecture.paused).toBe(false);
    // And back: the recording resumed pauses the lecture.
    await recording.play();
    expect(lecture.paused).toBe(true);
    expect(recording.paused).toBe(false);
  });

  it("takes in an element added to the page after something in it played", async () => {
    const first = inPage();
    await first.play();
    const later = inPage();
    await later.play();
    expect(first.paused).toBe(true);
    await first.play();
    expect(later.paused).toBe(true);
  });

  it("takes turns with an element outside the page that was passed itself", async () => {
    const lecture = inPage();
    const reply = new Audio();
    const unregister = playOneAtATime(reply);
    await lecture.play();
    await reply.play();
    expect(lecture.paused).toBe(true);
    await lecture.play();
    expect(reply.paused).toBe(true);
    unregister();
  });
});
