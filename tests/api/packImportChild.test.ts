import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "@raidkit/db";
import { afterAll, describe, expect, it } from "vitest";
import { runPackImportInChild } from "../../apps/server/src/services/packImportInChild.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const dir = mkdtempSync(path.join(tmpdir(), "raidkit-pack-child-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server's start imports the pack in a child process, whose memory goes when it ends (issue 21, finding 12). */
describe("the pack import of a server's start", { timeout: 120_000 }, () => {
  it("fills the server's database from a child process", async () => {
    const database = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(database.db);
      await runPackImportInChild({ databaseUrl: undefined, dataDir: dir, packDir: PACK_DIR, logLevel: "silent" });
      const items = await database.db
        .selectFrom("items")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(items.n)).toBe(5613);
    } finally {
      await database.close();
    }
  });

  it("fails the start with the child's end when the import fails", async () => {
    await expect(runPackImportInChild({ databaseUrl: undefined, dataDir: dir, packDir: path.join(dir, "no-pack"), logLevel: "silent" })).rejects.toThrow(
      /the data pack import ended with code 1/,
    );
  });
});
