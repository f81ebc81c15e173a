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
    // Tabs of one browser, as BroadcastChannel joins them: a message reaches every other tab.
    const tabs = new Set<{ listeners: ((event: MessageEvent) => void)[] }>();
    const open = (): TabsChannel => {
      const tab = { listeners: [] as ((event: MessageEvent) => void)[] };
      tabs.add(tab);
      return {
        postMessage: (data) =>
          queueMicrotask(() => {
            for (const other of tabs)
              if (other !== tab) for (const listener of other.listeners) listener({ data } as MessageEvent);
          }),
        addEventListener: (_type, listener) => tab.listeners.push(listener),
        close: () => tabs.delete(tab),
      };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    const draft = () => {
      const drafts = kept("u1:c1");
      drafts.set("a", { text: "Half a note" });
      drafts.flush();
    };

    // A tab reloaded finds no other tab with its id: its drafts stay.
    const first = keepDraftsToThisTab(open);
    draft();
    const id = sessionStorage.getItem("study-well:tab");
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    first();
    const original = keepDraftsToThisTab(open);
    await settle();
    expect(stored("u1:c1")).not.toBeNull();
    expect(sessionStorage.getItem("study-well:tab")).toBe(id);

    // The browser duplicates it: the copy starts with the original's storage, and its id.
    const copy = keepDraftsToThisTab(open);
    await settle();
    expect(stored("u1:c1")).toBeNull();
    const copysId = sessionStorage.getItem("study-well:tab");
    expect(copysId).not.toBe(id);
    expect(copysId).toMatch(/^[0-9a-f]{24}$/);

    // The original kept its id: a second copy of it is told it is one too.
    sessionStorage.setItem("study-well:tab", id ?? "");
    draft();
    const another = keepDraftsToThisTab(open);
    await settle();
    expect(stored("u1:c1")).toBeNull();
    for (const stop of [original, copy, another]) stop();
  });
});
