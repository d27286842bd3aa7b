export * from "./routes.ts";
export * from "./schemas.ts";
