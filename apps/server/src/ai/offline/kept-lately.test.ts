import { describe, expect, it } from "vitest";
import { keptLately } from "./kept-lately";

describe("keptLately", () => {
  it("makes a value once, and forgets the one used least recently when full", () => {
    let made = 0;
    const kept = keptLately<string>(2);
    const get = (key: string) => kept(key, () => `${key}${++made}`);
    expect(get("a")).toBe("a1");
    expect(get("b")).toBe("b2");
    expect(get("a")).toBe("a1"); // used again: "b" is now the oldest
    expect(get("c")).toBe("c3");
    expect(get("a")).toBe("a1");
    expect(get("b")).toBe("b4");
    expect(made).toBe(4);
  });
});
