/** User-visible texts from the spec, defined once; the UI and the tests import them from here. */
export const APP_NAME = "Study Well";

export const HOME = {
  /** Ends with APP_NAME (the page keeps the name on one line). */
  heading: `Welcome to ${APP_NAME}`,
  tagline: "Study well.",
  /** For visitors: what the app does, and the way in (access is by invitation). */
  whatItDoes: "What Study Well does",
  features: [
    "Keep your notes as text, photos of pages or recordings of lectures: each becomes words you can read and search.",
    "Turn a topic or a day of notes into a spoken lecture, and listen while you walk.",
    "Take a quiz with a tutor that asks by text or voice, then see your scores and what you have mastered.",
    "It runs on your own server, with no cloud account needed.",
  ],
  invitation: "Study Well is by invitation: join the waitlist and an administrator will let you in.",
  /** For a signed-in user. */
  yourCourses: "Go to your courses",
  lastStudied: "Pick up where you left off",
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

/** The close button of a message that stays until closed (a toast, a notice). */
export const DISMISS = "Dismiss";
/** The tooltip of a toast's Undo, which Ctrl+Z (⌘Z on a Mac) presses too (beyond the spec). */
export const UNDO_SHORTCUT = "Undo (Ctrl+Z or ⌘Z)";
/** The button beside an add box once something is typed in it (Enter does the same). */
export const ADD = "Add";

/** What an empty list suggests doing next (issue 15: empty states that teach the next step). */
export const EMPTY_NEXT = {
  courses: "A course holds your notes by topic and day, its lectures and its quizzes.",
  createFirstCourse: "Create your first course",
  waitlist: "New requests to join appear here.",
} as const;
