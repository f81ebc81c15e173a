import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "@study-well/shared";
import { signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { startTestServer, type TestServer } from "../test/test-server";
import { multipartFile } from "../test/uploads";
import { rawClient } from "../test/raw-client";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with true when `promise` settles before `ms`, false otherwise. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

describe("slow clients", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite", {
      env: {
        HTTP_HEADERS_TIMEOUT_SECONDS: "1",
        HTTP_BODY_TIMEOUT_SECONDS: "1",
        HTTP_BODY_MIN_RATE: "200",
      },
    });
  });
  afterAll(() => t.stop());

  it("cuts off bodies that trickle in, and keeps answering others meanwhile", async () => {
    const clients = Array.from({ length: 40 }, () => rawClient(t.url));
    for (const [i, { socket }] of clients.entries()) {
      const route = i % 2 === 0 ? "/api/waitlist" : "/api/auth/sign-in";
      socket.write(
        `POST ${route} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      );
    }
    const trickle = setInterval(() => {
      for (const { socket } of clients) if (!socket.destroyed) socket.write(" ");
    }, 400);
    try {
      // Still answering while they are connected.
      const health = await t.fetch("/api/health");
      expect(health.status).toBe(200);
      const allClosed = await within(Promise.all(clients.map((c) => c.closed)), 8000);
      expect(allClosed).toBe(true);
      // Each is told why, in the API's own error shape, before its connection closes.
      const tooSlow = describeError("request/too-slow");
      for (const client of clients) {
        const [head = "", body = ""] = client.answer().split("\r\n\r\n");
        expect(head).toMatch(/^HTTP\/1\.1 408 /);
        expect(head.toLowerCase()).toContain("connection: close");
        expect(JSON.parse(body)).toEqual({ error: { code: tooSlow.code, message: tooSlow.message } });
      }
    } finally {
      clearInterval(trickle);
      for (const { socket } of clients) socket.destroy();
    }
  });

  it("lets go of an upload it cuts off: its temporary file is closed and deleted (QA: one left open for each)", async () => {
    const { token } = await signUp(t);
    const { course, day } = await createCourseTree(t, token);
    const { type, bytes } = multipartFile(new Uint8Array(4000).fill(7), "notes.png");
    const client = rawClient(t.url);
    client.socket.write(
      `POST /api/courses/${course.id}/days/${day.id}/uploads/image HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    );
    // The start of the file, then nothing more.
    client.socket.write(bytes.subarray(0, 1500));
    const folder = path.join(t.database.dataDir, "tmp");
    const uploads = async () =>
      existsSync(folder) ? (await readdir(folder)).filter((name) => name.endsWith(".upload")) : [];
    await sleep(300);
    expect(await uploads()).toHaveLength(1);
    try {
      expect(await within(client.closed, 8000)).toBe(true);
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
      for (let waited = 0; (await uploads()).length > 0 && waited < 5000; waited += 100) await sleep(100);
      expect(await uploads()).toEqual([]);
      // Nothing was made of it, and the server answers as before.
      const read = await t.fetch(`/api/courses/${course.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const tree = (await read.json()) as { topics: { days: { content: unknown[] }[] }[] };
      expect(tree.topics.flatMap((topic) => topic.days.flatMap((d) => d.content))).toHaveLength(1);
    } finally {
      client.socket.destroy();
    }
  });

  it("cuts off a client that never finishes its headers", async () => {
    const client = rawClient(t.url);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    const trickle = setInterval(() => client.socket.write("X-Slow: 1\r\n"), 300);
    try {
      expect(await within(client.closed, 8000)).toBe(true);
      // Told why, as a body too slow is (QA: a 400 "could not be read").
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.answer()).toContain(describeError("request/too-slow").message);
    } finally {
      clearInterval(trickle);
      client.socket.destroy();
    }
  });

  it("closes a connection that sends nothing, without an answer", async () => {
    const client = rawClient(t.url);
    expect(await within(client.closed, 8000)).toBe(true);
    expect(client.answer()).toBe("");
  });

  it("lets a slow but steady upload finish, past the grace period", async () => {
    const body = `${" ".repeat(5000)}${JSON.stringify({ email: "steady@example.org", firstName: "Sam", lastName: "Steady" })}`;
    const client = rawClient(t.url);
    client.socket.write(
      `POST /api/waitlist HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // About 1,000 bytes a second for five seconds: five times the minimum rate, five times the grace.
    for (let offset = 0; offset < body.length; offset += 250) {
      client.socket.write(body.slice(offset, offset + 250));
      await sleep(250);
    }
    expect(await within(client.closed, 8000)).toBe(true);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 201/);
  });
});

describe("shutting down", () => {
  it("ends connections that never sent a request, and finishes one that did", async () => {
    // A long headers time-out: before, closing waited for it to end the unused connection.
    const t = await startTestServer("pglite", { env: { HTTP_HEADERS_TIMEOUT_SECONDS: "3600" } });
    // Opened ahead of need (as a browser does), and one that is sending its request's body.
    const unused = rawClient(t.url);
    const busy = rawClient(t.url);
    busy.socket.write(
      "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 70\r\n\r\n{",
    );
    await Promise.all(
      [unused, busy].map(({ socket }) => new Promise((resolve) => socket.once("ready", resolve))),
    );
    await sleep(200);
    const stopped = t.stop();
    await unused.closed;
    expect(busy.socket.destroyed).toBe(false);
    busy.socket.end('"email":"a@example.com","firstName":"Ada","lastName":"Lovelace"}'.padEnd(69, " "));
    await Promise.all([stopped, busy.closed]);
    expect(busy.answer()).toMatch(/^HTTP\/1\.1 201/);
  });
});
