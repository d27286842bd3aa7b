export * from "./candidates.ts";
export * from "./counts.ts";
export * from "./grid.ts";
export * from "./lines.ts";
export * from "./match.ts";
export * from "./preprocess.ts";
export * from "./read.ts";
export * from "./strips.ts";
