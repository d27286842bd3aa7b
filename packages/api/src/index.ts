export * from "./client.ts";
export * from "./contracts.ts";
export * from "./errors.ts";
export type * from "./pages.ts";
