import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAllDrafts, KEPT_FOR_MS, KeptDrafts } from "./kept-drafts";

interface Draft {
  text: string;
}
const isDraft = (value: unknown): value is Draft =>
  typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string";

describe("drafts kept in the browser", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads back what was typed in a scope, and only that scope's", () => {
    const mine = new KeptDrafts<Draft>("u1:c1", isDraft);
    mine.set("a", { text: "Half a note" });
    mine.set("b", { text: "Another" });
    mine.delete("b");
    mine.flush();
    expect(new KeptDrafts<Draft>("u1:c1", isDraft).entries()).toEqual([["a", { text: "Half a note" }]]);
    expect(new KeptDrafts<Draft>("u2:c1", isDraft).entries()).toEqual([]);
    // With nothing left, nothing is stored.
    mine.delete("a");
    mine.flush();
    expect(localStorage.length).toBe(0);
  });

  it("writes a moment after the last keystroke, not at each", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const kept = new KeptDrafts<Draft>("u1:c1", isDraft);
    for (const text of ["H", "Ha", "Hal", "Half"]) kept.set("a", { text });
    expect(setItem).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
    expect(new KeptDrafts<Draft>("u1:c1", isDraft).get("a")).toEqual({ text: "Half" });
  });

  it("forgets drafts left for a month, and what is not a draft", () => {
    const now = Date.now();
    localStorage.setItem(
      "study-well:drafts:u1:c1",
      JSON.stringify({
        at: { old: now - KEPT_FOR_MS - 1, fresh: now - 1000, odd: now, bare: now },
        drafts: { old: { text: "Old" }, fresh: { text: "Fresh" }, odd: { text: 42 }, nothing: { text: "x" } },
      }),
    );
    expect(new KeptDrafts<Draft>("u1:c1", isDraft, undefined, now).entries()).toEqual([
      ["fresh", { text: "Fresh" }],
    ]);
    localStorage.setItem("study-well:drafts:u1:c2", "{not json");
    expect(new KeptDrafts<Draft>("u1:c2", isDraft).entries()).toEqual([]);
  });

  it("writes nothing once its user is signed out, and keeps the drafts in memory when storage is full", () => {
    let signedIn = true;
    const kept = new KeptDrafts<Draft>("u1:c1", isDraft, () => signedIn);
    kept.set("a", { text: "Typed" });
    signedIn = false;
    kept.flush();
    expect(localStorage.length).toBe(0);

    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const full = new KeptDrafts<Draft>("u1:c3", isDraft);
    full.set("a", { text: "Typed" });
    expect(() => full.flush()).not.toThrow();
    expect(full.get("a")).toEqual({ text: "Typed" });
  });

  it("forgets every user's drafts on signing out, and nothing else", () => {
    localStorage.setItem("study-well:theme", "dark");
    for (const scope of ["u1:c1", "u2:c9"]) {
      const kept = new KeptDrafts<Draft>(scope, isDraft);
      kept.set("a", { text: "Typed" });
      kept.flush();
    }
    forgetAllDrafts();
    expect(Object.keys(localStorage)).toEqual(["study-well:theme"]);
  });
});
