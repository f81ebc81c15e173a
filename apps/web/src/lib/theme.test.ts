import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, chooseTheme, storedTheme, THEME_COLOURS, THEME_STORAGE_KEY, watchTheme } from "./theme";

/** A stand-in for matchMedia whose "prefers dark" answer the test changes. */
function stubSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

const theme = () => document.documentElement.dataset.theme;
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute("content");

describe("theme", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system until a theme is chosen, and follows it as it changes", () => {
    const setSystem = stubSystem(true);
    expect(storedTheme()).toBe("system");
    applyTheme();
    expect(theme()).toBe("dark");
    const stop = watchTheme();
    setSystem(false);
    expect(theme()).toBe("light");
    stop();
  });

  it("keeps a chosen theme on the device over the system's, and System forgets it", () => {
    const setSystem = stubSystem(false);
    const stop = watchTheme();
    chooseTheme("dark");
    expect(theme()).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    setSystem(false);
    expect(theme()).toBe("dark");
    chooseTheme("system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe("light");
    stop();
  });

  it("colours the browser's bar around the page as the theme", () => {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.content = THEME_COLOURS.light;
    document.head.append(meta);
    stubSystem(false);
    chooseTheme("dark");
    expect(bar()).toBe(THEME_COLOURS.dark);
    chooseTheme("light");
    expect(bar()).toBe(THEME_COLOURS.light);
    meta.remove();
  });

  it("reads anything else kept under its name as System", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(storedTheme()).toBe("system");
  });
});
