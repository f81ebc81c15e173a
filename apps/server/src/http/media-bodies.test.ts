import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "@study-well/shared";
import { call, signUp, type ErrorBody } from "../test/api-client";
import { rawClient } from "../test/raw-client";
import { startTestServer, type TestServer } from "../test/test-server";
import { MEDIA_BODIES_PER_USER } from "./media-bodies";

/** A recording whose body is sent in part and then held: the server is left waiting for the rest. */
function heldRecording(t: TestServer, token: string) {
  const client = rawClient(t.url);
  client.socket.write(
    `POST /api/ai/transcribe HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      "Content-Type: audio/wav\r\nContent-Length: 1000000\r\n\r\nRIFF",
  );
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("recordings and pictures held in memory", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite");
  });
  afterAll(() => t.stop());

  it(`are received ${MEDIA_BODIES_PER_USER} at a time per user: one more is refused before its body is read (attack)`, async () => {
    const { token } = await signUp(t);
    const held = Array.from({ length: MEDIA_BODIES_PER_USER }, () => heldRecording(t, token));
    await sleep(300);
    const refused = await call<ErrorBody>(t, "POST", "/api/ai/transcribe", {
      token,
      raw: { type: "audio/wav", bytes: new Uint8Array(1000) },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      describeError("ai/too-many-at-once", MEDIA_BODIES_PER_USER).message,
    );
    expect(refused.headers.get("retry-after")).toBe("5");
    // Another user is not held up by them.
    const other = await signUp(t);
    const theirs = await call<ErrorBody>(t, "POST", "/api/ai/transcribe", {
      token: other.token,
      raw: { type: "audio/wav", bytes: new Uint8Array(1000) },
    });
    expect(theirs.status).toBe(400);
    // Once one has gone, the next is read.
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await sleep(100);
    const next = await call<ErrorBody>(t, "POST", "/api/ai/transcribe", {
      token,
      raw: { type: "audio/wav", bytes: new Uint8Array(1000) },
    });
    expect(next.status).toBe(400);
    for (const h of held) h.socket.destroy();
  });
});
