// Texts, constants and pure logic: no runtime dependencies, so the web app stays small.
// The API contracts (zod schemas) live behind "@study-well/shared/api".
export * from "./constants";
export * from "./error-codes";
export * from "./limits";
export * from "./messages";
export * from "./password-policy";
export * from "./quotes";
export * from "./ai-engines";
export * from "./errors";
export * from "./course-rules";
export * from "./messages/quiz-progress";
export * from "./quiz-selection";
export * from "./result-order";
export * from "./scores";
export * from "./upload-formats";
export * from "./mastery";
export * from "./words";
export * from "./visible-text";
