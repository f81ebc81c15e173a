// Sets the theme before the first paint, so a dark page never flashes light (and the other way).
// A classic script, not inlined: the server's Content-Security-Policy allows only its own scripts.
// The same rule as src/lib/theme.ts, which keeps it up to date after the app starts.
/* global document, matchMedia */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem("study-well-theme");
  } catch {
    // Storage refused (a private window's policy): follow the system.
  }
  var dark = choice === "dark" || (choice !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  // The browser's bar around the page (THEME_COLOURS in src/lib/theme.ts).
  var bar = document.querySelector('meta[name="theme-color"]');
  if (bar) bar.setAttribute("content", dark ? "#131a2a" : "#4338ca");
})();
