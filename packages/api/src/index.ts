export * from "./accountContracts.ts";
export * from "./client.ts";
export * from "./contracts.ts";
export * from "./devContracts.ts";
export * from "./errorTexts.ts";
export * from "./gearContracts.ts";
export * from "./loadoutContracts.ts";
export type * from "./pages.ts";
export * from "./pilotContracts.ts";
