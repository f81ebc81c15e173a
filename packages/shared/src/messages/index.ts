export * from "./account";
export * from "./app";
export * from "./courses";
export * from "./ai";
export * from "./validation";
export * from "./uploads";
export * from "./quiz";
