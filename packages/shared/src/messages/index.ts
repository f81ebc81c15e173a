export * from "./account";
export * from "./app";
