/** User-visible texts from the spec, defined once; the UI and the tests import them from here. */
export const APP_NAME = "Study Well";

export const HOME = {
  heading: "Welcome to Study Well",
  tagline: "Study well.",
} as const;

export const NAV = {
  courses: "Courses",
  waitlist: "Waitlist",
  profile: "Profile",
  settings: "Settings",
  logout: "Logout",
  login: "Login",
  joinWaitlist: "Join Waitlist",
  /** The phone-width button that opens the signed-in links. */
  menu: "Menu",
} as const;

/** Shown while the first screen's code arrives. */
export const PAGE_LOADING = "Loading...";

export const NOT_FOUND = {
  heading: "Page not found",
  body: "There is nothing at this address.",
  back: "Go to the home page",
} as const;
