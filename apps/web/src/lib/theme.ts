import { THEME_CHOICES, type ThemeChoice } from "@study-well/shared";

/**
 * The theme chosen in Settings, kept on the device (not in the account: a phone and a laptop
 * may want different ones). public/theme.js applies the same rule before the first paint.
 */
export const THEME_STORAGE_KEY = "study-well-theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

const isChoice = (value: string | null): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(value) ? value : "system";
  } catch {
    return "system";
  }
}

const systemIsDark = () => typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;

/**
 * The browser's own bar around the page (a phone's address bar) in each theme: the brand's indigo
 * in the light one, the dark theme's surface in the dark one (index.html and public/theme.js too).
 */
export const THEME_COLOURS = { light: "#4338ca", dark: "#131a2a" } as const;

/** Sets html[data-theme] to what `choice` means now: System follows the operating system. */
export function applyTheme(choice: ThemeChoice = storedTheme()): void {
  const dark = choice === "dark" || (choice === "system" && systemIsDark());
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute("content", THEME_COLOURS[dark ? "dark" : "light"]);
}

/** Remembers the choice on this device and applies it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
  applyTheme(choice);
}

/**
 * Keeps the page's theme right while it is open: when the system switches (with System chosen)
 * and when another tab changes the choice. Returns the function that stops watching.
 */
export function watchTheme(): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  const onSystem = () => applyTheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme();
  };
  media.addEventListener("change", onSystem);
  window.addEventListener("storage", onStorage);
  return () => {
    media.removeEventListener("change", onSystem);
    window.removeEventListener("storage", onStorage);
  };
}
