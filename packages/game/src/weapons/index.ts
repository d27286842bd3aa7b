export * from "./buildCode.ts";
export * from "./buildPrice.ts";
export * from "./weaponBuild.ts";
export * from "./weaponCatalogue.ts";
export * from "./weaponModel.ts";
export * from "./weaponPaths.ts";
export * from "./weaponStats.ts";
