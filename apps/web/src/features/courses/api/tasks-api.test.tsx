import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Task } from "@study-well/shared/api";
import { AuthErrorCode } from "@study-well/shared";
import { ApiError, NetworkError } from "../../../lib/api/errors";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubXhr, type StubXhr } from "../../../test/xhr-stub";
import { useTasksApi, type Sending } from "./tasks-api";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const DAY_ID = "44444444-4444-4444-8444-444444444444";

const buildTask = (): Task => ({
  id: "77777777-7777-4777-8777-777777777777",
  kind: "audio",
  state: "queued",
  progress: null,
  courseId: COURSE_ID,
  topicId: "33333333-3333-4333-8333-333333333333",
  dayId: DAY_ID,
  contentId: null,
  fileId: null,
  error: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

const refusal = (status: number, code: string) =>
  Response.json({ error: { code, message: `Refused: ${code}` } }, { status });

/**
 * A recording uploaded as the signed-in user, with XMLHttpRequest stood in for: returns the
 * upload's promise and the requests it sent, as they are sent.
 */
async function uploadRecording(sending?: Sending) {
  const sent = stubXhr();
  const value = await buildSession(buildAccount());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider value={value}>{children}</SessionProvider>
  );
  const tasks = renderHook(() => useTasksApi(), { wrapper }).result.current;
  const recording = new File(["a recording of the lecture"], "lecture.m4a", { type: "audio/mp4" });
  const upload = tasks.upload(COURSE_ID, DAY_ID, "audio", recording, sending);
  // (caught here so that a rejection the test awaits later is not reported as unhandled)
  upload.catch(() => undefined);
  /** The `n`th request sent (from 1), once it has been. */
  const request = async (n = 1): Promise<StubXhr> => {
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(n));
    return sent[n - 1] as StubXhr;
  };
  return { upload, request };
}

describe("uploading a file", () => {
  it("tells the share sent as its bytes go out, sent as the client sends its calls, and gives the task", async () => {
    const shares: number[] = [];
    const { upload, request } = await uploadRecording({ progress: (share) => shares.push(share) });
    const xhr = await request();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`${location.origin}/api/courses/${COURSE_ID}/days/${DAY_ID}/uploads/audio`);
    expect(xhr.headers.get("authorization")).toBe("Bearer id-1");
    expect(xhr.headers.get("accept")).toBe("application/json");
    expect(xhr.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    // (the form as the client encoded it; jsdom's File is not the one Node's FormData reads, so
    // its name and bytes are not there to see)
    expect(await xhr.body?.text()).toContain('Content-Disposition: form-data; name="file"');

    const total = xhr.body?.size ?? 0;
    const [quarter, half] = [Math.floor(total / 4), Math.floor(total / 2)];
    xhr.receive(quarter);
    xhr.receive(half);
    // (a figure lower than one told before is not told: the bar never goes back)
    xhr.receive(quarter);
    await xhr.answer(Response.json(buildTask(), { status: 202 }));
    expect(await upload).toEqual(buildTask());
    expect(shares).toEqual([quarter / total, half / total, 1]);
  });

  it("is refused as the client's calls are: in the server's words, or as no answer at all", async () => {
    let { upload, request } = await uploadRecording();
    await (await request()).answer(refusal(415, "upload/unsupported-type"));
    await expect(upload).rejects.toEqual(expect.any(ApiError));
    await expect(upload).rejects.toMatchObject({ status: 415, code: "upload/unsupported-type" });

    ({ upload, request } = await uploadRecording());
    (await request()).drop();
    await expect(upload).rejects.toEqual(expect.any(NetworkError));
  });

  it("is sent again with a fresh token when the one it carried had expired, its share told from where it was", async () => {
    const shares: number[] = [];
    const { upload, request } = await uploadRecording({ progress: (share) => shares.push(share) });
    await (await request(1)).answer(refusal(401, AuthErrorCode.idTokenExpired));
    const again = await request(2);
    expect(again.headers.get("authorization")).toBe("Bearer id-2");
    again.receive(Math.floor((again.body?.size ?? 0) / 2));
    await again.answer(Response.json(buildTask(), { status: 202 }));
    expect(await upload).toEqual(buildTask());
    expect(shares).toEqual([1]);
  });

  it("stops sending on Cancel, but not once the file has all gone: the server may be making its task", async () => {
    const cancel = new AbortController();
    let { upload, request } = await uploadRecording({ signal: cancel.signal });
    let xhr = await request();
    xhr.receive(Math.floor((xhr.body?.size ?? 0) / 2));
    cancel.abort();
    expect(xhr.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });

    const late = new AbortController();
    ({ upload, request } = await uploadRecording({ signal: late.signal }));
    xhr = await request();
    xhr.receive(xhr.body?.size ?? 0);
    late.abort();
    expect(xhr.aborted).toBe(false);
    // Its answer names the task, which the page then cancels.
    await xhr.answer(Response.json(buildTask(), { status: 202 }));
    expect(await upload).toEqual(buildTask());
  });

  it("is not sent at all when cancelled before it goes", async () => {
    const cancel = new AbortController();
    cancel.abort();
    const { upload } = await uploadRecording({ signal: cancel.signal });
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
  });
});
