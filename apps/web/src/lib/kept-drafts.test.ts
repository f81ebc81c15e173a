import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetAllDrafts,
  KEPT_FOR_MS,
  KeptDrafts,
  keepDraftsToThisTab,
  type TabsChannel,
} from "./kept-drafts";

interface Draft {
  text: string;
}
const valid = (value: unknown): value is Draft =>
  typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string";
const kept = (scope: string, options: Partial<ConstructorParameters<typeof KeptDrafts<Draft>>[1]> = {}) =>
  new KeptDrafts<Draft>(scope, { valid, ...options });
const stored = (scope: string) => sessionStorage.getItem(`study-well:drafts:${scope}`);

describe("drafts kept in the tab", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads back what was typed in a scope, and only that scope's", () => {
    const mine = kept("u1:c1");
    mine.set("a", { text: "Half a note" });
    mine.set("b", { text: "Another" });
    mine.delete("b");
    mine.flush();
    expect(kept("u1:c1").entries()).toEqual([["a", { text: "Half a note" }]]);
    expect(kept("u2:c1").entries()).toEqual([]);
    // Kept in this tab only: another tab (its own session storage) starts with none.
    expect(localStorage.length).toBe(0);
    // With nothing left, nothing is stored.
    mine.delete("a");
    mine.flush();
    expect(sessionStorage.length).toBe(0);
  });

  it("writes a moment after typing, not at each keystroke", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const drafts = kept("u1:c1");
    for (const text of ["H", "Ha", "Hal", "Half"]) drafts.set("a", { text });
    expect(setItem).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
    expect(kept("u1:c1").get("a")).toEqual({ text: "Half" });
  });

  it("forgets, in storage too, drafts left for a month, what is not a draft, and forms no longer there", () => {
    const now = Date.now();
    sessionStorage.setItem(
      "study-well:drafts:u1:c1",
      JSON.stringify({
        at: { old: now - KEPT_FOR_MS - 1, fresh: now - 1000, odd: now, gone: now, bare: now },
        drafts: {
          old: { text: "Old" },
          fresh: { text: "Fresh" },
          odd: { text: 42 },
          gone: { text: "Of a deleted note" },
          nothing: { text: "x" },
        },
      }),
    );
    const drafts = kept("u1:c1", { now, keep: (key) => key !== "gone" });
    expect(drafts.entries()).toEqual([["fresh", { text: "Fresh" }]]);
    drafts.flush();
    expect(JSON.parse(stored("u1:c1") ?? "{}")).toEqual({
      at: { fresh: now - 1000 },
      drafts: { fresh: { text: "Fresh" } },
    });
    sessionStorage.setItem("study-well:drafts:u1:c2", "{not json");
    kept("u1:c2").flush();
    expect(stored("u1:c2")).toBeNull();
  });

  it("writes nothing once its user is signed out, and keeps the drafts in memory when storage is full", () => {
    let signedIn = true;
    const drafts = kept("u1:c1", { allowed: () => signedIn });
    drafts.set("a", { text: "Typed" });
    signedIn = false;
    drafts.flush();
    expect(sessionStorage.length).toBe(0);

    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const full = kept("u1:c3");
    full.set("a", { text: "Typed" });
    expect(() => full.flush()).not.toThrow();
    expect(full.get("a")).toEqual({ text: "Typed" });
  });

  it("forgets every user's drafts on signing out, and nothing else", () => {
    sessionStorage.setItem("study-well:other", "kept");
    for (const scope of ["u1:c1", "u2:c9"]) {
      const drafts = kept(scope);
      drafts.set("a", { text: "Typed" });
      drafts.flush();
    }
    forgetAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(["study-well:other"]);
  });

  it("leaves a duplicated tab's drafts to the original: the copy forgets them, a reload keeps them", async () => {
    // Tabs of one browser, each with its own session storage, joined as BroadcastChannel joins
    // them: a message reaches every other open tab, a moment later.
    const channels = new Set<{ listeners: ((event: MessageEvent) => void)[] }>();
    const open = (): TabsChannel & { listeners: ((event: MessageEvent) => void)[] } => {
      const tab = { listeners: [] as ((event: MessageEvent) => void)[] };
      channels.add(tab);
      return {
        listeners: tab.listeners,
        postMessage: (data) =>
          setTimeout(() => {
            for (const other of channels)
              if (other !== tab) for (const listener of other.listeners) listener({ data } as MessageEvent);
          }, 1),
        addEventListener: (_type, listener) => tab.listeners.push(listener),
        close: () => channels.delete(tab),
      };
    };
    const storageOf = (from?: Storage): Storage => {
      const map = new Map<string, string>(
        from
          ? Array.from({ length: from.length }, (_, i) => from.key(i) ?? "").map((k) => [
              k,
              from.getItem(k) ?? "",
            ])
          : [],
      );
      return {
        get length() {
          return map.size;
        },
        key: (i: number) => [...map.keys()][i] ?? null,
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
        clear: () => map.clear(),
      };
    };
    const DRAFTS = "study-well:drafts:u1:c1";
    const start = (store: Storage) => {
      let channel: TabsChannel | undefined;
      const ready = keepDraftsToThisTab({ open: () => (channel = open()), store, askFor: 200 });
      return { ready, close: () => channel?.close() };
    };

    // The original, with a half-written note.
    const original = storageOf();
    original.setItem(DRAFTS, "{}");
    const first = start(original);
    await first.ready;
    const id = original.getItem("study-well:tab");
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    // The browser duplicates it twice at once: each copy starts with its storage and its id.
    const copies = [storageOf(original), storageOf(original)];
    const started = copies.map(start);
    await Promise.all(started.map((c) => c.ready));
    for (const copy of copies) {
      expect(copy.getItem(DRAFTS)).toBeNull();
      expect(copy.getItem("study-well:tab")).not.toBe(id);
    }
    expect(copies[0]?.getItem("study-well:tab")).not.toBe(copies[1]?.getItem("study-well:tab"));
    // The original keeps its drafts and its id.
    expect(original.getItem(DRAFTS)).toBe("{}");
    expect(original.getItem("study-well:tab")).toBe(id);

    // Reloaded, the original finds no other tab with its id, and keeps its drafts.
    first.close();
    const reloaded = start(original);
    await reloaded.ready;
    expect(original.getItem(DRAFTS)).toBe("{}");
    expect(original.getItem("study-well:tab")).toBe(id);

    // A tab that starts does not answer: two tabs starting with one id do not wipe each other.
    reloaded.close();
    const twins = [storageOf(original), storageOf(original)].map((store) => ({ store, ...start(store) }));
    await Promise.all(twins.map((t) => t.ready));
    for (const twin of twins) expect(twin.store.getItem(DRAFTS)).toBe("{}");
    for (const tab of [...started, ...twins]) tab.close();
  });
});
