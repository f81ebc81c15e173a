import { describe, expect, it } from "vitest";
import { AccountCache, type AccountState } from "./account-cache";

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
});
