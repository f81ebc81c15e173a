import { describe, expect, it } from "vitest";
import { AccountCache, SessionCache, type AccountState } from "./account-cache";

const account = (disabled: boolean): AccountState => ({
  id: "u1",
  email: "a@example.org",
  role: "user",
  disabled,
  sessionVersion: 0,
});

describe("the auth guard's account cache", () => {
  it("reads an account once, and again after it is forgotten", async () => {
    let reads = 0;
    let disabled = false;
    const cache = new AccountCache(() => {
      reads++;
      return Promise.resolve(account(disabled));
    });
    await cache.get("u1");
    await cache.get("u1");
    expect(reads).toBe(1);
    disabled = true;
    cache.forget("u1");
    expect((await cache.get("u1"))?.disabled).toBe(true);
    expect(reads).toBe(2);
  });

  it("does not keep a read that was in flight when the account changed", async () => {
    let release: (state: AccountState) => void = () => undefined;
    let calls = 0;
    const cache = new AccountCache(
      () =>
        new Promise<AccountState>((resolve) => {
          calls++;
          if (calls === 1) release = resolve;
          else resolve(account(true));
        }),
    );
    const inFlight = cache.get("u1");
    await Promise.resolve();
    // The account is disabled (and forgotten) while the first read is on its way back.
    cache.forget("u1");
    release(account(false));
    expect((await inFlight)?.disabled).toBe(false);
    // That stale state was not kept: the next request reads again and sees the change.
    expect((await cache.get("u1"))?.disabled).toBe(true);
  });

  it("keeps nothing while changes from other processes could go unheard", async () => {
    let reads = 0;
    const cache = new AccountCache(() => {
      reads++;
      return Promise.resolve(account(false));
    });
    cache.setEnabled(false);
    await cache.get("u1");
    await cache.get("u1");
    expect(reads).toBe(2);
  });

  it("keeps whether a session ended until it is forgotten, but not an account that does not exist", async () => {
    let reads = 0;
    let ended = false;
    const sessions = new SessionCache(() => {
      reads++;
      return Promise.resolve(ended);
    });
    expect(await sessions.get("s1")).toBe(false);
    expect(await sessions.get("s1")).toBe(false);
    expect(reads).toBe(1);
    ended = true;
    sessions.forget("s1");
    expect(await sessions.get("s1")).toBe(true);
    expect(reads).toBe(2);

    let accountReads = 0;
    const accounts = new AccountCache(() => {
      accountReads++;
      return Promise.resolve(undefined);
    });
    await accounts.get("nobody");
    await accounts.get("nobody");
    expect(accountReads).toBe(2);
  });
});
