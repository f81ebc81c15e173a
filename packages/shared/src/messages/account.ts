/** Texts of the account screens, word for word from spec §2, §5 and §8. */

export const FIELD = {
  email: "Email",
  password: "Password",
  firstName: "First Name",
  lastName: "Last Name",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
  currentPassword: "Current password",
  lastLogin: "Last Login",
  preferredModel: "Preferred AI Model",
  lectureVoice: "Lecture Voice",
} as const;

export const GENERIC_ERROR = "An error occurred. Please try again.";

export const LOGIN = {
  title: "Login",
  submit: "Login",
  submitting: "Logging in...",
  forgotPassword: "Forgot your password?",
  noAccount: "No account yet?",
  errors: {
    "auth/invalid-email": "Invalid email address.",
    "auth/user-disabled": "This account has been disabled.",
    "auth/user-not-found": "No account found with this email.",
    "auth/wrong-password": "Incorrect password.",
  } as Record<string, string>,
  policyIntro: "Your password no longer meets the requirements. Reset it to continue:",
} as const;

export const REGISTER = {
  title: "Register",
  submit: "Register",
  submitting: "Registering...",
} as const;

export const WAITLIST = {
  title: "Join Waitlist",
  intro: "Study Well is invitation-only. Leave your details and an administrator will activate your account.",
  submit: "Join Waitlist",
  submitting: "Joining...",
  success: "You have been added to the waitlist. We will notify you when your account is ready.",
  /** Under the success message, where the form was. */
  backHome: "Back to the home page",
  duplicate: "This email is already on the waitlist.",
} as const;

export const ADMIN_WAITLIST = {
  title: "Waitlist",
  empty: "No users in the waitlist.",
  activate: "Activate User",
  activating: "Activating...",
  fetchFailed: "Failed to fetch waitlist. Please try again.",
  activateFailed: "Error activating user: ",
  activated: (email: string) => `Activated ${email}. A link to set a password has been sent.`,
  joined: "Joined",
  // Removing an entry (beyond the spec, which only activates): a mistaken or unwanted one.
  remove: "Remove",
  removing: "Removing...",
  confirmRemoveTitle: "Remove from the waitlist?",
  confirmRemove: (email: string) =>
    `${email} will leave the waitlist without an account. They can join again later.`,
  cancel: "Cancel",
  removed: (email: string) => `Removed ${email} from the waitlist.`,
  removeFailed: "Error removing entry: ",
  /**
   * An entry found gone as it was removed (beyond the spec): another administrator activated or
   * removed it meanwhile, so no removal is claimed.
   */
  goneMeanwhile: (email: string) =>
    `${email} was no longer on the waitlist: another administrator activated or removed them.`,
} as const;

export const RESET = {
  title: "Reset Password",
  request: "Request New Reset Link",
  requesting: "Sending...",
  submit: "Reset Password",
  submitting: "Resetting...",
  verifying: "Checking your reset link...",
  invalidCode: "Invalid or expired reset link. Please request a new one.",
  noCode: "No reset code found. Please request a new password reset link.",
  linkSent: "A new password reset link has been sent to your email.",
  success: "Password reset successful. You can now log in with your new password.",
  mismatch: "Passwords do not match",
  tooShort: "Password should be at least 6 characters long",
  emailRequired: "Please enter your email address.",
  errorPrefix: "Error: ",
  forAccount: (email: string) => `Choose a new password for ${email}.`,
  passwordLabel: FIELD.newPassword,
  confirmLabel: FIELD.confirmPassword,
  /** Beside the success message, for those who would rather not wait for the redirect. */
  toLogin: "Go to Login",
} as const;

/** The same page reached from an activation's welcome mail: a first password, not a reset. */
export const WELCOME_PASSWORD = {
  title: "Choose Your Password",
  submit: "Set Password",
  submitting: "Saving...",
  verifying: "Checking your link...",
  success: "Your password is set. You can now log in with it.",
  forAccount: (email: string) => `Choose a password for ${email}.`,
  passwordLabel: FIELD.password,
  confirmLabel: "Confirm Password",
} as const;

export const PROFILE = {
  title: "Profile",
  submit: "Update Profile",
  submitting: "Updating...",
  success: "Profile updated successfully",
  never: "Never",
  currentPasswordHint: "Your email is also how you log in, so changing it takes your password.",
} as const;

export const SETTINGS = {
  title: "Settings",
  options: { gemini: "Gemini", claude: "Claude" },
  /** The lecture voices as people read them (LECTURE_VOICES). */
  voices: {
    slt: "Female, US English (slt)",
    rms: "Male, US English (rms)",
    awb: "Male, Scottish English (awb)",
    kal16: "Male, US English, older style (kal16)",
    kal: "Male, US English, telephone quality (kal)",
    espeak: "Robotic (eSpeak NG)",
  },
  voiceHint: "Reads lectures and text aloud with the server's built-in voices.",
  loadFailed: "Error loading settings",
  // Spec text; not shown, because the server creates the default settings in the same statement
  // that reads them, so a failure there is reported as loadFailed.
  createFailed: "Error creating default settings",
  updateFailed: "Error updating settings",
  loginRequired: "Please log in to view settings.",
  updated: "Settings updated successfully",
} as const;

/** Spec §9: how long the settings message and the reset redirect wait. */
export const SETTINGS_MESSAGE_MS = 3000;
export const RESET_REDIRECT_MS = 3000;
export const USER_NOT_AUTHENTICATED = "User not authenticated";
export const LOADING = "Loading...";

/** The device's theme (issue 15): System follows the operating system's light or dark. */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME = {
  label: "Theme",
  options: { system: "System", light: "Light", dark: "Dark" },
  hint: "Kept on this device.",
} as const;

/** The first administrator's names when ADMIN_EMAIL names a role, not a person ("admin@…"). */
export const SITE_ADMINISTRATOR = { firstName: "Site", lastName: "Administrator" } as const;
