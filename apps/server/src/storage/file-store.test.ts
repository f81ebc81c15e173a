import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Course, FileLink, Task } from "@study-well/shared/api";
import type { StorageSettings } from "../config";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { closeRenderer, renderText } from "../test/render-text";
import { firstRecording } from "../test/speech-recordings";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled, upload } from "../test/uploads";
import { createFileStore, type FileStore } from "./file-store";

const s3 = inject("s3");
const bucket = `study-well-${Date.now().toString(36)}`;

const stores: [string, () => Promise<StorageSettings>][] = [
  ["the local folder", async () => ({ driver: "fs", root: await mkdtemp(path.join(tmpdir(), "files-")) })],
];
if (s3) {
  stores.push([
    "S3 (Ceph radosgw)",
    () =>
      Promise.resolve({
        driver: "s3",
        endpoint: s3.endpoint,
        bucket,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      }),
  ]);
} else {
  it.skip(
    "S3 (Ceph radosgw): Ceph is not installed here; npm test installs it (scripts/test-prerequisites.mjs)",
  );
}

describe.each(stores)("the file store on %s", (_name, settings) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await createFileStore(await settings());
  });

  it("stores, reads, lists by prefix and deletes by prefix", async () => {
    const source = path.join(await mkdtemp(path.join(tmpdir(), "upload-")), "upload.bin");
    await writeFile(source, new Uint8Array(300_000).fill(7));
    await store.putFile("users/u1/courses/c1/topics/t1/days/d1/content/i1/f1.wav", source, "audio/wav");
    await store.put("users/u1/courses/c1/topics/t1/lecture/f2.mp3", new Uint8Array([1, 2, 3]), "audio/mpeg");
    await store.put("users/u1/courses/c1/topics/t2/lecture/f3.mp3", new Uint8Array([4, 5]), "audio/mpeg");
    expect((await store.getBytes("users/u1/courses/c1/topics/t1/days/d1/content/i1/f1.wav")).length).toBe(
      300_000,
    );

    await store.deleteAll("users/u1/courses/c1/topics/t1");
    await expect(store.getBytes("users/u1/courses/c1/topics/t1/lecture/f2.mp3")).rejects.toThrow();
    await expect(store.getBytes("users/u1/courses/c1/topics/t1/days/d1/content/i1/f1.wav")).rejects.toThrow();
    // Topic 2's lecture is not under topic 1's prefix.
    expect(Array.from(await store.getBytes("users/u1/courses/c1/topics/t2/lecture/f3.mp3"))).toEqual([4, 5]);
    await store.delete("users/u1/courses/c1/topics/t2/lecture/f3.mp3");
    await expect(store.getBytes("users/u1/courses/c1/topics/t2/lecture/f3.mp3")).rejects.toThrow();
  });

  it("refuses keys that climb out of their folder", async () => {
    await expect(store.put("../outside.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow();
  });
});

describe.runIf(s3)("uploads kept in S3 (Ceph radosgw)", () => {
  let t: TestServer;
  beforeAll(async () => {
    if (!s3) return;
    t = await startTestServer("pglite", {
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: `${bucket}-app`,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await closeRenderer();
  });

  it("stores a photo's picture in the bucket, links to it presigned with ranges, and deletes it with its day", async () => {
    if (!s3) return;
    const a = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    const sent = await upload(
      t,
      a.token,
      { courseId: course.id, dayId: day.id },
      "image",
      await renderText("Cells divide by mitosis."),
    );
    const done = await settled(t, a.token, sent.body.id);
    expect(done.state).toBe("done");
    const doc = (await call<Course>(t, "GET", `/api/courses/${course.id}`, { token: a.token })).body;
    const item = doc.topics[0]?.days[0]?.content.find((c) => c.id === done.contentId);
    if (item?.type !== "image") throw new Error("no image item");

    const link = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
    expect(link.body.url.startsWith(`${s3.endpoint}/${bucket}-app/users/${a.user.uid}/`)).toBe(true);
    expect(link.body.url).toContain("X-Amz-Signature=");
    const part = await fetch(link.body.url, { headers: { range: "bytes=0-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("image/webp");
    expect(new TextDecoder().decode((await part.arrayBuffer()).slice(8, 12))).toBe("WEBP");
    // The page may show pictures and play recordings from the store's origin.
    const policy = (await t.fetch("/api/health")).headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(new RegExp(`img-src [^;]*${new URL(s3.endpoint).origin}`));
    expect(policy).toMatch(new RegExp(`media-src [^;]*${new URL(s3.endpoint).origin}`));
    // An altered signature is refused by the store itself.
    expect(
      (
        await fetch(
          link.body.url.replace(
            /X-Amz-Signature=(.)/,
            (_m, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`,
          ),
        )
      ).status,
    ).toBe(403);

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = async () =>
      (
        await client.send(
          new ListObjectsV2Command({ Bucket: `${bucket}-app`, Prefix: `users/${a.user.uid}/` }),
        )
      ).Contents ?? [];
    expect(await listed()).toHaveLength(1);
    await call(t, "DELETE", `${base}/days/${day.id}`, { token: a.token });
    expect(await listed()).toEqual([]);
    const gone = await call<Task>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
    expect(gone.status).toBe(404);
  });

  it("transcribes a recording kept in the bucket from a copy on disk, deleted when it is done", async () => {
    if (!s3) return;
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const recording = await firstRecording();
    const sent = await upload(
      t,
      a.token,
      { courseId: course.id, dayId: day.id },
      "audio",
      await readFile(recording.file),
    );
    const done = await settled(t, a.token, sent.body.id);
    expect(done.state).toBe("done");
    const doc = (await call<Course>(t, "GET", `/api/courses/${course.id}`, { token: a.token })).body;
    const item = doc.topics[0]?.days[0]?.content.find((c) => c.id === done.contentId);
    if (item?.type !== "audio") throw new Error("no audio item");
    expect(item.data.transcription).toMatch(/leisure/i);
    expect(await readdir(path.join(t.database.dataDir, "tmp"))).toEqual([]);
  });
});
