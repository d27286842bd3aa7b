import { sqliteTemplate } from "./packTemplates.ts";

/**
 * Imports the real data pack once into an SQLite file that test files copy, so each file starts
 * from the same imported data without paying for the import again. Rebuilt when the pack changes;
 * runs started together (CI runs the PostgreSQL suite beside `npm test`) build it once.
 */
export default async function setup(): Promise<void> {
  await sqliteTemplate();
}
