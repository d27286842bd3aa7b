/**
 * The data pack's schemas (zod): server-side only, imported as `@raidkit/game/pack` by the import.
 * The browser bundle never includes them; the types they infer are exported by the package index.
 */
export * from "./gameRulesRecord.ts";
export * from "./hideoutRecord.ts";
export * from "./itemRecord.ts";
export * from "./localeRecord.ts";
export * from "./mapRecord.ts";
export * from "./packFiles.ts";
export * from "./parsePack.ts";
export * from "./priceRecord.ts";
export * from "./questRecord.ts";
export * from "./tarkovDevPack.ts";
export * from "./tarkovDevRules.ts";
export * from "./traderRecord.ts";
export * from "./weaponRecord.ts";
