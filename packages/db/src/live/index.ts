export * from "./backfillQueue.ts";
export * from "./catalogue.ts";
export * from "./gameData.ts";
export * from "./images.ts";
export * from "./jobs.ts";
export * from "./names.ts";
export * from "./traderOffers.ts";
