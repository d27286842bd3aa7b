export * from "./connect.ts";
export * from "./import/importPack.ts";
export * from "./import/readPack.ts";
export * from "./migrate.ts";
export * from "./repositories/catalogue.ts";
export * from "./repositories/itemDetail.ts";
export * from "./repositories/settings.ts";
export * from "./repositories/redirects.ts";
export type * from "./schema.ts";
