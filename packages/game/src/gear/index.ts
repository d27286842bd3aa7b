export * from "./gearCatalogue.ts";
export * from "./gearModel.ts";
export * from "./gearSet.ts";
