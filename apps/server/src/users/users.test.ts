import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserProfile, UserSettings } from "@study-well/shared/api";
import { FIELD_NAME, MAX_LENGTH, VALIDATION } from "@study-well/shared";
import { call, errorCode, latestOobCode, signIn, signUp, type ErrorBody } from "../test/api-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("profile and settings on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.stop());

  it("shows the caller's own profile with role and last login", async () => {
    const a = await signUp(t);
    const res = await call<UserProfile>(t, "GET", "/api/users/me", { token: a.token });
    expect(res.body).toEqual({
      uid: a.user.uid,
      email: a.input.email,
      firstName: "Ada",
      lastName: "Lovelace",
      role: "user",
      createdAt: a.user.createdAt,
      lastLogin: a.user.lastLoginAt,
    });
  });

  it("updates names and the sign-in email together, given the current password", async () => {
    const a = await signUp(t);
    const email = `moved-${a.user.uid}@example.org`;
    const res = await call<UserProfile>(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: {
        email: ` ${email.toUpperCase()} `,
        firstName: " Augusta ",
        lastName: "King",
        currentPassword: a.input.password,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, firstName: "Augusta", lastName: "King" });
    await signIn(t, email, a.input.password);
  });

  it("a new email cancels the reset links mailed to the old one; names alone do not", async () => {
    const a = await signUp(t);
    const requestReset = () =>
      call(t, "POST", "/api/auth/send-oob-code", {
        body: { requestType: "PASSWORD_RESET", email: a.input.email },
      });
    await requestReset();
    const kept = await latestOobCode(t.database.dataDir, a.input.email);
    const names = await call(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email: a.input.email, firstName: "Augusta", lastName: "King" },
    });
    expect(names.status).toBe(200);
    const stillGood = await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: kept } });
    expect(stillGood.body).toEqual({ email: a.input.email });

    await requestReset();
    const old = await latestOobCode(t.database.dataDir, a.input.email);
    const email = `moved-${a.user.uid}@example.org`;
    const moved = await call(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email, firstName: "Augusta", lastName: "King", currentPassword: a.input.password },
    });
    expect(moved.status).toBe(200);
    // Whoever still reads the old mailbox can neither see the new address nor choose a password.
    for (const oobCode of [kept, old]) {
      expect(errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode } }))).toBe(
        "auth/invalid-action-code",
      );
      const taken = await call(t, "POST", "/api/auth/reset-password", {
        body: { oobCode, newPassword: "taken over" },
      });
      expect(errorCode(taken)).toBe("auth/invalid-action-code");
    }
    await signIn(t, email, a.input.password);
  });

  it("changes the email only with the right current password; names alone need none", async () => {
    const a = await signUp(t);
    const moved = { email: `moved-${a.user.uid}@example.org`, firstName: "Ada", lastName: "King" };
    const missing = await call<ErrorBody>(t, "PATCH", "/api/users/me", { token: a.token, body: moved });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toEqual({
      code: "auth/requires-recent-login",
      message: "Enter your current password to change your email or password.",
    });
    const wrong = await call<ErrorBody>(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { ...moved, currentPassword: "not my password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: "auth/wrong-password",
      message: "The current password is incorrect.",
    });
    const me = await call<UserProfile>(t, "GET", "/api/users/me", { token: a.token });
    expect(me.body).toMatchObject({ email: a.input.email, lastName: "Lovelace" });

    // The same email in another case is no change.
    const names = await call<UserProfile>(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email: a.input.email.toUpperCase(), firstName: "Ada", lastName: "King" },
    });
    expect(names.status).toBe(200);
    expect(names.body).toMatchObject({ email: a.input.email, lastName: "King" });
  });

  it("refuses a name longer than the limit, saying so in words", async () => {
    const a = await signUp(t);
    const res = await call<ErrorBody>(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email: a.input.email, firstName: "Ada", lastName: "x".repeat(MAX_LENGTH.name + 1) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid-argument");
    expect(res.body.error.message).toContain(VALIDATION.tooLong(FIELD_NAME.lastName, MAX_LENGTH.name));
  });

  it("refuses blank fields and another user's email, changing nothing", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const blank = await call(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email: a.input.email, firstName: "  ", lastName: "King" },
    });
    expect(blank.status).toBe(400);
    const taken = await call(t, "PATCH", "/api/users/me", {
      token: a.token,
      body: { email: b.input.email, firstName: "Ada", lastName: "King", currentPassword: a.input.password },
    });
    expect(errorCode(taken)).toBe("auth/email-already-in-use");
    const me = await call<UserProfile>(t, "GET", "/api/users/me", { token: a.token });
    expect(me.body).toMatchObject({ email: a.input.email, firstName: "Ada", lastName: "Lovelace" });
  });

  it("creates settings with gemini on first read and keeps the user's choice", async () => {
    const a = await signUp(t);
    expect((await call<UserSettings>(t, "GET", "/api/settings", { token: a.token })).body).toEqual({
      preferredLLM: "gemini",
      lectureVoice: "slt",
    });
    const put = await call<UserSettings>(t, "PUT", "/api/settings", {
      token: a.token,
      body: { preferredLLM: "claude" },
    });
    expect(put.body).toEqual({ preferredLLM: "claude", lectureVoice: "slt" });
    // Each setting changes alone, keeping the other.
    const voice = await call<UserSettings>(t, "PUT", "/api/settings", {
      token: a.token,
      body: { lectureVoice: "awb" },
    });
    expect(voice.body).toEqual({ preferredLLM: "claude", lectureVoice: "awb" });
    expect((await call<UserSettings>(t, "GET", "/api/settings", { token: a.token })).body).toEqual({
      preferredLLM: "claude",
      lectureVoice: "awb",
    });
    const bad = await call(t, "PUT", "/api/settings", { token: a.token, body: { preferredLLM: "gpt" } });
    expect(bad.status).toBe(400);
    const badVoice = await call(t, "PUT", "/api/settings", {
      token: a.token,
      body: { lectureVoice: "hal9000" },
    });
    expect(badVoice.status).toBe(400);
    const nothing = await call(t, "PUT", "/api/settings", { token: a.token, body: {} });
    expect(nothing.status).toBe(400);
    // Another user's settings are their own.
    const b = await signUp(t);
    expect((await call<UserSettings>(t, "GET", "/api/settings", { token: b.token })).body).toEqual({
      preferredLLM: "gemini",
      lectureVoice: "slt",
    });
  });
});
