export * from "./ai";
export * from "./auth";
export * from "./courses";
export * from "./errors";
export * from "./health";
export * from "./users";
export * from "./waitlist";
export * from "./no-content";
