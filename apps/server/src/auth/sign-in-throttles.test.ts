import { afterEach, describe, expect, it, vi } from "vitest";
import { call, errorCode, readOutbox, signIn, signUp } from "../test/api-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

/** A sign-in attempt from a given address (the server trusts X-Forwarded-For in these tests). */
const attempt = (t: TestServer, email: string, password: string, from = "203.0.113.1") =>
  call(t, "POST", "/api/auth/sign-in", {
    body: { email, password },
    headers: { "x-forwarded-for": from },
  });

const resetMail = (t: TestServer, email: string, from = "203.0.113.1") =>
  call(t, "POST", "/api/auth/send-oob-code", {
    body: { requestType: "PASSWORD_RESET", email },
    headers: { "x-forwarded-for": from },
  });

describe.each(databaseKinds)("sign-in and reset-mail throttles on %s", (kind) => {
  let t: TestServer;
  afterEach(async () => {
    vi.useRealTimers();
    await t.stop();
  });

  it("counts simultaneous wrong passwords before checking them: exactly the limit are checked", async () => {
    t = await startTestServer(kind, {
      env: {
        TRUST_PROXY: "true",
        AUTH_SIGNIN_FAILURES_LIMIT: "10",
        AUTH_SIGNIN_ACCOUNT_FAILURES_LIMIT: "100",
      },
    });
    const { input } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempt(t, input.email, "wrong-pass")),
    );
    const checked = answers.filter((a) => errorCode(a) === "auth/wrong-password");
    expect(checked).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
  });

  it("limits one account across addresses with a growing back-off that ends by itself", async () => {
    // The server runs in this process, and its throttles read the time from Date: the clock
    // stands still but for the waits below, so a busy machine's slow attempts are not let
    // through for a wait they took to be counted, and a wait takes no time.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);
    t = await startTestServer(kind, {
      env: {
        TRUST_PROXY: "true",
        AUTH_SIGNIN_ACCOUNT_FAILURES_LIMIT: "10",
        AUTH_SIGNIN_BACKOFF_FIRST_SECONDS: "3",
      },
    });
    const { input } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attempt(t, input.email, "wrong-pass", "198.51.100.1")).status);
    // The next forty, from four more addresses, at once.
    const rest = await Promise.all(
      ["198.51.100.2", "198.51.100.3", "198.51.100.4", "198.51.100.5"].flatMap((address) =>
        Array.from({ length: 10 }, () => attempt(t, input.email, "wrong-pass", address)),
      ),
    );
    statuses.push(...rest.map((answer) => answer.status));
    // Ten free attempts, then one more that starts a 3-second wait; the rest are refused.
    expect(statuses.filter((s) => s === 400)).toHaveLength(11);
    expect(statuses.filter((s) => s === 429)).toHaveLength(39);

    wait(3100);
    expect((await attempt(t, input.email, "wrong-pass", "198.51.100.6")).status).toBe(400);
    const waiting = await attempt(t, input.email, input.password, "198.51.100.6");
    expect(waiting.status).toBe(429);
    // The wait doubled: six seconds now.
    expect(Number(waiting.headers.get("retry-after"))).toBe(6);

    wait(6100);
    // The owner gets in once the wait is over, and that clears the account's count.
    await signIn(t, input.email, input.password);
    expect((await attempt(t, input.email, "wrong-pass", "198.51.100.7")).status).toBe(400);
  });

  it("limits one address across accounts, without blocking other addresses", async () => {
    t = await startTestServer(kind, {
      env: { TRUST_PROXY: "true", AUTH_SIGNIN_ADDRESS_FAILURES_LIMIT: "20" },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await attempt(t, `nobody${i}@example.org`, "guess", "192.0.2.9")).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const { input } = await signUp(t);
    expect((await attempt(t, input.email, input.password, "192.0.2.10")).status).toBe(200);
  });

  it("a successful sign-in does not count against its address", async () => {
    t = await startTestServer(kind, {
      env: { TRUST_PROXY: "true", AUTH_SIGNIN_ADDRESS_FAILURES_LIMIT: "3" },
    });
    // A classroom behind one address: many people sign in.
    for (let i = 0; i < 6; i++) {
      const { input } = await signUp(t);
      expect((await attempt(t, input.email, input.password, "192.0.2.50")).status).toBe(200);
    }
  });

  it("limits reset mails per address across accounts", async () => {
    t = await startTestServer(kind, { env: { TRUST_PROXY: "true", AUTH_RESET_MAIL_ADDRESS_LIMIT: "10" } });
    const accounts = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await resetMail(t, accounts[i % 10]?.input.email ?? "", "192.0.2.77")).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(await readOutbox(t.server.config.dataDir)).toHaveLength(10);
  });

  it("answers a reset request the same whether the account exists or not", async () => {
    t = await startTestServer(kind, { env: { TRUST_PROXY: "true" } });
    const { input } = await signUp(t);
    const known = await resetMail(t, input.email);
    const unknown = await resetMail(t, "nobody-here@example.org");
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(unknown.body).toEqual(known.body);
    expect(await readOutbox(t.server.config.dataDir)).toHaveLength(1);
  });
});
