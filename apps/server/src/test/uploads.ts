import type { Task } from "@study-well/shared/api";
import { call, type ApiResult } from "./api-client";
import type { TestServer } from "./test-server";

/** Sends a file to a day's upload control, as the browser's form does. */
export async function upload(
  t: TestServer,
  token: string,
  place: { courseId: string; dayId: string },
  kind: "image" | "audio",
  bytes: Uint8Array,
  fileName = kind === "image" ? "notes.png" : "lecture.wav",
): Promise<ApiResult<Task>> {
  const form = new FormData();
  form.append("file", new Blob([bytes]), fileName);
  const res = await t.fetch(`/api/courses/${place.courseId}/days/${place.dayId}/uploads/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Task };
}

/** Follows a task until it stops running, as the busy overlay does. */
export async function settled(
  t: TestServer,
  token: string,
  taskId: string,
  timeoutMs = 90_000,
): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call<Task>(t, "GET", `/api/tasks/${taskId}`, { token });
    if (res.status !== 200) throw new Error(`task read failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.state !== "queued" && res.body.state !== "running") return res.body;
    if (Date.now() > until) throw new Error(`task ${taskId} still ${res.body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A multipart/form-data body holding one file in the field `file`, for raw requests. */
export function multipartFile(bytes: Uint8Array, fileName: string): { type: string; bytes: Uint8Array } {
  const boundary = "----study-well-test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { type: `multipart/form-data; boundary=${boundary}`, bytes: body };
}
