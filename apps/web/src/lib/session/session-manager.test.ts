import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SignInResponse, TokenResponse } from "@study-well/shared/api";
import { buildAccount } from "../../test/test-session";
import { ApiError, NetworkError } from "../api/errors";
import {
  EXPIRY_SKEW_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  SessionManager,
  type ExclusiveLock,
  type SessionApi,
  type SessionChannel,
  type SessionNews,
} from "./session-manager";
import { memoryStore, type SessionStore } from "./session-store";
import { forgetOtherUsersData } from "./forget-other-users-data";
import { QueryClient } from "@tanstack/react-query";

const HOUR_S = 3600;
const MINUTE = 60_000;

const buildUser = buildAccount;

let counter = 0;
const buildTokens = (): TokenResponse => ({
  idToken: `id-${++counter}`,
  refreshToken: `rt-${counter}`,
  expiresIn: HOUR_S,
});
const buildSignIn = (): SignInResponse => ({ ...buildTokens(), user: buildUser() });

/** What several tabs of one browser share: the store, the broadcast channel and the lock. */
function buildBrowser() {
  const store = memoryStore();
  const listeners = new Set<(news?: SessionNews) => void>();
  let tail: Promise<unknown> = Promise.resolve();
  const lock: ExclusiveLock = (_name, fn) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const api = {
    refresh: vi.fn<SessionApi["refresh"]>(() => Promise.resolve(buildTokens())),
    signOut: vi.fn<SessionApi["signOut"]>(() => Promise.resolve()),
  };
  const log = vi.fn();
  const forgetLocal = vi.fn();
  const openTab = async (tabStore: SessionStore = store) => {
    let mine: ((news?: SessionNews) => void) | undefined;
    const channel: SessionChannel = {
      // Like BroadcastChannel: every tab but the sender hears it, a moment later.
      post: (news) => listeners.forEach((l) => l !== mine && setTimeout(() => l(news), 0)),
      subscribe: (onChange) => {
        mine = onChange;
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    const tab = new SessionManager({
      store: tabStore,
      api,
      channel,
      lock,
      now: () => Date.now(),
      log,
      forgetLocal,
    });
    await tab.start();
    return tab;
  };
  return { store, api, log, forgetLocal, openTab };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("SessionManager", () => {
  beforeEach(() => {
    counter = 0;
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the session in its store, so a new page load is still signed in", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    expect(tab.getState().status).toBe("signedOut");
    await tab.signIn(buildSignIn());
    expect(await browser.store.get()).toMatchObject({ idToken: "id-1", refreshToken: "rt-1" });

    const reloaded = await browser.openTab();
    expect(reloaded.getState()).toEqual({ status: "signedIn", user: buildUser() });
  });

  it("refreshes the token 5 minutes before it expires", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    await tab.signIn(buildSignIn());
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(browser.api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.api.refresh).toHaveBeenCalledWith("rt-1");
    expect(await tab.getIdToken()).toBe("id-2");
    // ...and again an hour later, with the new refresh token.
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000);
    expect(browser.api.refresh).toHaveBeenLastCalledWith("rt-2");
  });

  it("treats the token as expired 30 seconds early", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    await tab.signIn(buildSignIn());
    tab.stop(); // no scheduled refresh: only the expiry check is under test
    vi.setSystemTime(Date.now() + HOUR_S * 1000 - EXPIRY_SKEW_MS - 1);
    expect(await tab.getIdToken()).toBe("id-1");
    expect(browser.api.refresh).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 1);
    expect(await tab.getIdToken()).toBe("id-2");
    expect(browser.api.refresh).toHaveBeenCalledTimes(1);
  });

  it("after a network failure retries at 30 s, doubling up to 16 minutes", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    await tab.signIn(buildSignIn());
    browser.api.refresh.mockRejectedValue(new NetworkError());
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_BEFORE_EXPIRY_MS);
    expect(browser.api.refresh).toHaveBeenCalledTimes(1);

    const expectedGaps = [0.5, 1, 2, 4, 8, 16, 16].map((m) => m * MINUTE);
    for (const [i, gap] of expectedGaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(browser.api.refresh).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(browser.api.refresh).toHaveBeenCalledTimes(i + 2);
    }
    expect(tab.getState().status).toBe("signedIn");

    // Once the network is back the next retry succeeds and the back-off starts over.
    browser.api.refresh.mockImplementation(() => Promise.resolve(buildTokens()));
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    expect(tab.getState().status).toBe("signedIn");
    browser.api.refresh.mockRejectedValue(new NetworkError());
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_BEFORE_EXPIRY_MS);
    const calls = browser.api.refresh.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(browser.api.refresh).toHaveBeenCalledTimes(calls + 1);
  });

  it.each(["auth/user-disabled", "auth/user-token-expired", "auth/invalid-refresh-token"])(
    "signs out when the refresh is refused with %s",
    async (code) => {
      const browser = buildBrowser();
      const tab = await browser.openTab();
      await tab.signIn(buildSignIn());
      browser.api.refresh.mockRejectedValue(new ApiError(401, code, "no"));
      await vi.advanceTimersByTimeAsync(HOUR_S * 1000);
      expect(tab.getState().status).toBe("signedOut");
      expect(await browser.store.get()).toBeNull();
    },
  );

  it("signs out when an API call says the account was disabled", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    await tab.signIn(buildSignIn());
    await tab.handleRejection(new ApiError(401, "auth/user-disabled", "disabled"));
    expect(tab.getState().status).toBe("signedOut");
    // Ended by the server, not by the student: what they typed and did not save is kept.
    expect(browser.forgetLocal).not.toHaveBeenCalled();
  });

  it("forgets what each tab kept of the student's work when they sign out, once that tab is signed out", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    const other = await browser.openTab();
    await tab.signIn(buildSignIn());
    await settle();
    expect(other.getState().status).toBe("signedIn");
    const statuses: string[] = [];
    browser.forgetLocal.mockImplementation(() => {
      statuses.push(tab.getState().status, other.getState().status);
    });
    await tab.signOut();
    expect(browser.forgetLocal).toHaveBeenCalledTimes(1);
    await settle();
    expect(browser.forgetLocal).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(["signedOut", "signedIn", "signedOut", "signedOut"]);
  });

  it("carries sign-in and sign-out to the other tabs", async () => {
    const browser = buildBrowser();
    const a = await browser.openTab();
    const b = await browser.openTab();
    const seen = vi.fn();
    b.subscribe(seen);
    await a.signIn(buildSignIn());
    await settle();
    expect(b.getState().status).toBe("signedIn");
    await a.signOut();
    await settle();
    expect(b.getState().status).toBe("signedOut");
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it("refreshes once across tabs even when every tab's timer fires", async () => {
    const browser = buildBrowser();
    const a = await browser.openTab();
    await a.signIn(buildSignIn());
    const b = await browser.openTab();
    const c = await browser.openTab();
    // The server takes a while to answer, so all three timers fire before the first refresh ends.
    browser.api.refresh.mockImplementation(() => new Promise((r) => setTimeout(() => r(buildTokens()), 200)));
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_BEFORE_EXPIRY_MS + 1000);
    expect(browser.api.refresh).toHaveBeenCalledTimes(1);
    expect(await b.getIdToken()).toBe("id-2");
    expect(await c.getIdToken()).toBe("id-2");
    expect(await a.getIdToken()).toBe("id-2");
  });

  it("only logs a failed sign-out, and is signed out anyway", async () => {
    const browser = buildBrowser();
    const tab = await browser.openTab();
    await tab.signIn(buildSignIn());
    const failure = new NetworkError();
    browser.api.signOut.mockRejectedValue(failure);
    await tab.signOut();
    expect(tab.getState().status).toBe("signedOut");
    expect(browser.log).toHaveBeenCalledWith("Sign-out failed", failure);
  });

  it("empties a tab's cache of data when its user signs out in another tab or someone else signs in", async () => {
    const browser = buildBrowser();
    const first = await browser.openTab();
    const ana = buildSignIn();
    await first.signIn(ana);
    const second = await browser.openTab();
    const cache = new QueryClient();
    forgetOtherUsersData(second, cache);
    const course = ["courses", "course-1"];
    cache.setQueryData(course, { title: "Ana's course" });

    // Her details and tokens change: still hers.
    await second.updateUser({ ...ana.user, firstName: "Anna" });
    await second.replaceTokens(buildTokens());
    expect(cache.getQueryData(course)).toEqual({ title: "Ana's course" });

    await first.signOut();
    await settle();
    expect(second.getState().status).toBe("signedOut");
    expect(cache.getQueryData(course)).toBeUndefined();

    // Someone else signs in where she was, in this tab: nothing of hers, then nothing of theirs
    // once a third person signs in over them.
    const as = (uid: string) => ({ ...buildTokens(), user: buildUser({ uid }) });
    await second.signIn(as("bo"));
    cache.setQueryData(course, { title: "Bo's course" });
    await second.signIn(as("cy"));
    expect(cache.getQueryData(course)).toBeUndefined();
  });
});
