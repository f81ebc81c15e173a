import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { pickSessionStore, type StoredSession } from "./session-store";

const session = { idToken: "a", refreshToken: "b", expiresAt: 1 } as StoredSession;
const broken = () => {
  throw new DOMException("blocked", "SecurityError");
};

describe("pickSessionStore", () => {
  it("prefers IndexedDB, which keeps the session across loads", async () => {
    const indexedDB = new IDBFactory();
    const store = await pickSessionStore({ indexedDB, localStorage: () => window.localStorage });
    expect(store.kind).toBe("indexedDB");
    await store.set(session);
    expect(await (await pickSessionStore({ indexedDB })).get()).toEqual(session);
    await store.remove();
    expect(await store.get()).toBeNull();
  });

  it("falls back to localStorage, then sessionStorage, then memory", async () => {
    const failingIdb = { open: broken } as unknown as IDBFactory;
    const local = await pickSessionStore({ indexedDB: failingIdb, localStorage: () => window.localStorage });
    expect(local.kind).toBe("localStorage");
    await local.set(session);
    expect(await local.get()).toEqual(session);
    await local.remove();

    const fromSession = await pickSessionStore({
      localStorage: broken,
      sessionStorage: () => window.sessionStorage,
    });
    expect(fromSession.kind).toBe("sessionStorage");
    expect((await pickSessionStore({ localStorage: broken, sessionStorage: broken })).kind).toBe("memory");
  });
});
