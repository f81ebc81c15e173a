import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@study-well/shared/api";
import { sendOwedWork } from "../../../lib/before-sign-out";
import { pause } from "../../../test/pause";
import { buildCourse } from "../../../test/course-fixtures";
import {
  deleteAfterUndo,
  DeleteUndone,
  dropWaitingDeletes,
  sendWaitingDeletes,
  whenOnline,
  withoutWaitingDeletes,
  type ShowUndo,
} from "./pending-deletes";

const COURSE = "course-1";

/** A toast that is only its handlers: the test ends its time, or undoes, by hand. */
function toast() {
  const shown: { undo: () => void; timeUp: () => void; hidden: boolean } = {
    undo: () => undefined,
    timeUp: () => undefined,
    hidden: false,
  };
  const show: ShowUndo = ({ undo, timeUp }) => {
    shown.undo = undo;
    shown.timeUp = timeUp;
    // (as the real toast does: taken away, it tells that its time is over)
    return () => {
      shown.hidden = true;
      timeUp();
    };
  };
  return { shown, show };
}

const course = (): Course =>
  buildCourse({
    id: COURSE,
    topics: [
      {
        id: "t",
        title: "T",
        topicLecture: null,
        days: [
          {
            id: "d",
            date: "2026-12-05",
            lecture: null,
            content: ["a", "b"].map((id) => ({
              id,
              type: "text" as const,
              title: id,
              data: "",
              timestamp: "2026-12-05T10:00:00.000Z",
              version: 1,
            })),
          },
        ],
      },
    ],
  });

const ids = (c: Course) => c.topics[0]?.days[0]?.content.map((item) => item.id);

describe("a delete waiting out its Undo", () => {
  afterEach(() => dropWaitingDeletes());

  it("is sent once its time is up, and until then is taken out of the course as read", async () => {
    const { shown, show } = toast();
    const remove = vi.fn(() => Promise.resolve("deleted"));
    const done = deleteAfterUndo(COURSE, "a", show, remove);
    expect(ids(withoutWaitingDeletes(COURSE, course()))).toEqual(["b"]);
    expect(ids(withoutWaitingDeletes("another", course()))).toEqual(["a", "b"]);
    await Promise.resolve();
    expect(remove).not.toHaveBeenCalled();
    shown.timeUp();
    await expect(done).resolves.toBe("deleted");
    expect(remove).toHaveBeenCalledExactlyOnceWith(false);
    expect(ids(withoutWaitingDeletes(COURSE, course()))).toEqual(["a", "b"]);
  });

  it("sends nothing when undone, and a later time-up changes nothing", async () => {
    const { shown, show } = toast();
    const remove = vi.fn(() => Promise.resolve());
    const done = deleteAfterUndo(COURSE, "a", show, remove);
    shown.undo();
    await expect(done).rejects.toBeInstanceOf(DeleteUndone);
    shown.timeUp();
    await sendWaitingDeletes(COURSE);
    expect(remove).not.toHaveBeenCalled();
    expect(ids(withoutWaitingDeletes(COURSE, course()))).toEqual(["a", "b"]);
  });

  it("is sent at once, with keepalive as the page goes, by sendWaitingDeletes, which waits for the answer", async () => {
    const { shown, show } = toast();
    let answer: () => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    void deleteAfterUndo(COURSE, "a", show, remove);
    let sent = false;
    const sending = sendWaitingDeletes(COURSE, true).then(() => (sent = true));
    await Promise.resolve();
    await Promise.resolve();
    // (its toast, taken away, told its time was up: the delete still goes with keepalive)
    expect(shown.hidden).toBe(true);
    expect(remove).toHaveBeenCalledExactlyOnceWith(true);
    expect(sent).toBe(false);
    answer();
    await sending;
    expect(sent).toBe(true);
  });

  describe("offline", () => {
    afterEach(() => onlineManager.setOnline(true));

    /** A delete whose request waits for the connection, as the notes' does. */
    function offlineDelete() {
      const { shown, show } = toast();
      const request = vi.fn(() => Promise.resolve("deleted"));
      const done = deleteAfterUndo(COURSE, "a", show, async () => {
        await whenOnline();
        return request();
      });
      return { shown, request, done };
    }

    it("waits for the connection, and what is sent after it does not wait with it", async () => {
      onlineManager.setOnline(false);
      const { shown, request, done } = offlineDelete();
      shown.timeUp();
      // (an upload or a lecture asked for now fails at once, as with no delete waiting)
      const first = await Promise.race([
        sendWaitingDeletes(COURSE).then(() => "returned"),
        new Promise((resolve) => setTimeout(() => resolve("waited"), 50)),
      ]);
      expect(first).toBe("returned");
      expect(request).not.toHaveBeenCalled();
      expect(ids(withoutWaitingDeletes(COURSE, course()))).toEqual(["b"]);
      onlineManager.setOnline(true);
      await expect(done).resolves.toBe("deleted");
      expect(request).toHaveBeenCalledOnce();
    });

    it("is given up at a sign-out, not sent later in a session that is over", async () => {
      onlineManager.setOnline(false);
      const { request, done } = offlineDelete();
      const failed = done.catch((error: unknown) => error);
      await sendOwedWork();
      expect(await failed).toBeInstanceOf(Error);
      onlineManager.setOnline(true);
      await pause(20);
      expect(request).not.toHaveBeenCalled();
    });
  });
});
