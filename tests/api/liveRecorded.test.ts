import { spawn } from "node:child_process";
import { catalogueItems, type DatabaseHandle, liveJob, liveRecords } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createLogger, type Logger } from "../../apps/server/src/logger.ts";
import { DataStatusService } from "../../apps/server/src/services/shell.ts";
import { fixtureWeapons, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { ROOT } from "../helpers/paths.ts";
import { C3_KEYCARD, LEDX, recordedItems, recordedPveItems, recordedWeakenedHideout } from "../helpers/recordedReplies.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

// The live import on RECORDED real replies of api.tarkov.dev (tests/fixtures/tarkovdev/recorded:
// 29 items of 2026-07-21; a weakened hideout reply of 2026-05-15), served by the local stand-in
// through the API's schema (issue 34, decision 041). Nothing reaches the internet.

const DAY = 86_400_000;
const SALEWA = "544fb45d4bdc2dee738b4568";
const KEYCARDS = "5c518ed586f774119a772aee";
/**
 * The six recorded items the pack lacked before its 2026 refresh (decision 043 added them from the
 * same tarkov.dev reply). TEST-SIDE SETUP: the test database drops them and their pack prices, so
 * they are items the pack lacks and the import must add them.
 */
const PACK_LACKS = [
  C3_KEYCARD, // Compartment C-3 keycard
  "69bb3f278af9f360ee010a7a", // Compartment C-1 keycard
  "69bb3e54d6c67f6265004ab9", // Boreas engine room keycard
  "69bb3ec9f609db77390b0e1a", // Boreas crew quarters keycard
  "6937ed118715e9fd1b0f286d", // Tangerine
  "67c04a9bd98287be7b0923d8", // Flash drive with Prapor's hash codes
];
/** Test-side setup (see PACK_LACKS): the refreshed pack has the six items; a database of this test must not. */
async function dropPackLacks(db: DatabaseHandle["db"]): Promise<void> {
  for (const table of ["price_stats", "price_hourly", "price_daily"] as const) {
    await db.deleteFrom(table).where("item_uid", "in", PACK_LACKS).execute();
  }
  await db.deleteFrom("items").where("uid", "in", PACK_LACKS).execute();
}
const regular = recordedItems();
const flea = (id: string) => {
  const i = regular.find((r) => r.id === id);
  return i?.avg24hPrice || i?.lastLowPrice || 0;
};
/** The reply's items by their flea value, highest first (those without a flea price left out). */
const byFleaValue = regular
  .filter((i) => flea(i.id) > 0)
  .sort((a, b) => flea(b.id) - flea(a.id) || a.id.localeCompare(b.id))
  .map((i) => i.id);

describe("live import on recorded real replies", () => {
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  let app: ServerApp;
  const warnings: Record<string, unknown>[] = [];
  const log: Logger = createLogger("silent");
  log.warn = ((obj: Record<string, unknown>, msg?: string) => {
    warnings.push({ ...obj, msg });
  }) as typeof log.warn;
  const importer = () => {
    if (!app.prices) throw new Error("no live importer");
    return app.prices;
  };
  const page = async (path: string) => {
    const response = await app.fetch(browserRequest(path));
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    database = copyTemplateDb().open();
    await dropPackLacks(database.db);
    // History for the back-fill: GENERATED points (the choice of items is what is tested, not the figures).
    const history = (id: string) => Array.from({ length: 3 }, (_, d) => ({ t: Date.now() - (d + 1) * DAY, price: Math.max(1000, flea(id)) }));
    graphql = await startLocalGraphql(regular, history, { pve: recordedPveItems() });
    app = await createTestApp(database, { priceSourceUrl: graphql.url, priceSourceModes: ["pvp", "pve"], priceBackfillLimit: 14 }, undefined, undefined, log);
  });
  afterAll(async () => {
    await app.close();
    await graphql.close();
    await database.close();
  });

  it("adds the items the pack lacks (names, category, size, types, base price, icon) to the market, item page and search, in both modes (the six dropped by the setup, e.g. Compartment C-3 keycard)", async () => {
    const before = await database.db.selectFrom("items").select("uid").where("uid", "in", PACK_LACKS).execute();
    expect(before).toEqual([]);
    const texts = await importer().runTextsOnce();
    expect(texts).toMatchObject({ ok: true, items: regular.length, added: 6, delisted: 0 });
    const prices = await importer().runOnce();
    expect(prices.map((r) => [r.source, r.ok, r.unknownItems])).toEqual([
      ["tarkov.dev:pvp", true, 0],
      ["tarkov.dev:pve", true, 0],
    ]);
    const c3 = await database.db.selectFrom("items").selectAll().where("uid", "=", C3_KEYCARD).executeTakeFirstOrThrow();
    expect(c3).toMatchObject({ name: "Compartment C-3 keycard", short_name: "C-3", category_id: KEYCARDS, width: 1, height: 1, base_price: 660_000 });
    expect(JSON.parse(c3.types_json)).toEqual(["keys"]);
    // Every locale the import asks for has a name (the API answers English where it has no other).
    const names = await database.db.selectFrom("item_names").select("locale").where("item_uid", "=", C3_KEYCARD).execute();
    expect(names.map((n) => n.locale).sort()).toEqual(["cn", "cz", "de", "es", "fr", "hu", "jp", "kr", "ru", "tr"]);
    const stats = await database.db
      .selectFrom("price_stats")
      .selectAll()
      .where("item_uid", "=", C3_KEYCARD)
      .where("mode", "=", "pvp")
      .executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ last_price: 9_800_000, latest_avg24h: 9_861_904 });
    // PvE: the PvE 24 h averages of the same day (LEDX's, as the pack lacks PvE prices).
    const pve = await database.db.selectFrom("price_stats").selectAll().where("item_uid", "=", LEDX).where("mode", "=", "pve").executeTakeFirstOrThrow();
    expect(pve.latest_avg24h).toBe(recordedPveItems().find((i) => i.id === LEDX)?.avg24hPrice);
    expect(pve.latest_avg24h).not.toBe(flea(LEDX));
    await app.watcher.check();
    expect(await page("/market?search=c-3")).toContain("Compartment C-3 keycard");
    const item = await page(`/item/${c3.url}`);
    expect(item).toContain("Compartment C-3 keycard");
    expect(item).toContain(`${graphql.assets}/${C3_KEYCARD}-icon.webp`);
    const api = await app.fetch(new Request(`http://localhost/api/v1/items/${C3_KEYCARD}`, { headers: { "accept-language": "en" } }));
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ name: "Compartment C-3 keycard" });
  });

  it("stores the time of a reply without `updated` as unknown, never as the time of the fetch", async () => {
    expect((await liveJob(database.db, "prices:pvp"))?.ok_updated).toBeNull();
    const status = await new DataStatusService(database.db, { source: true, everyMs: 300_000 }).read("pvp");
    expect(status.liveUpdated).toBeNull();
  });

  it("back-fills by the live reply's flea value among the items it prices: LEDX and the top ones, never one without a flea price", async () => {
    const picked = await database.db.selectFrom("price_backfill_attempts").select("item_uid").where("mode", "=", "pvp").execute();
    expect(picked.map((p) => p.item_uid).sort()).toEqual(byFleaValue.slice(0, 14).sort());
    expect(picked.map((p) => p.item_uid)).toContain(LEDX);
    expect(picked.map((p) => p.item_uid)).toContain(C3_KEYCARD);
    // The next run takes the rest of the priced ones; the items without a flea price (a pumpkin helmet the pack priced at 729,167) never.
    await importer().runOnce();
    const all = await database.db.selectFrom("price_backfill_attempts").select("item_uid").where("mode", "=", "pvp").execute();
    expect(all.map((p) => p.item_uid).sort()).toEqual([...byFleaValue].sort());
    expect(all.map((p) => p.item_uid)).not.toContain("59ef13ca86f77445fd0e2483");
  });

  it("keeps the good records of a reply with errors beside its data, and the last prices where a record erred", async () => {
    const ledxBefore = await database.db
      .selectFrom("price_stats")
      .select("last_price")
      .where("item_uid", "=", LEDX)
      .where("mode", "=", "pvp")
      .executeTakeFirstOrThrow();
    graphql.setPrice(LEDX, 1_234_567);
    graphql.setPrice(SALEWA, 40_000);
    graphql.setBehaviour({ kind: "recordErrors", indices: [regular.findIndex((i) => i.id === LEDX)], field: "Item.lastLowPrice" });
    try {
      const [pvp] = await importer().runOnce();
      expect(pvp).toMatchObject({ ok: true, erred: 1 });
      const last = async (id: string) =>
        (await database.db.selectFrom("price_stats").select("last_price").where("item_uid", "=", id).where("mode", "=", "pvp").executeTakeFirstOrThrow())
          .last_price;
      expect(await last(SALEWA)).toBe(40_000);
      expect(await last(LEDX)).toBe(ledxBefore.last_price);
      // The names job with an erred record marks nothing as no longer listed.
      expect(await importer().runTextsOnce()).toMatchObject({ ok: true, delisted: 0 });
    } finally {
      graphql.setBehaviour({ kind: "ok" });
    }
  });

  it("writes a failure with thousands of GraphQL errors as one line under 2 KB: the count, the first three, the job", async () => {
    warnings.length = 0;
    graphql.setBehaviour({ kind: "graphqlErrors", count: 5000 });
    try {
      const [pvp] = await importer().runOnce();
      expect(pvp?.ok).toBe(false);
    } finally {
      graphql.setBehaviour({ kind: "ok" });
    }
    const line = warnings.find((w) => w.msg === "price import failed; previous prices kept") as { error: string; source: string };
    expect(JSON.stringify(line).length).toBeLessThanOrEqual(2048);
    expect(line.source).toBe("tarkov.dev:pvp");
    expect(line.error).toMatch(/^5000 GraphQL errors: Error 0: .* at items; Error 1: .*; Error 2: .*; and 4997 more$/);
    expect(((await liveJob(database.db, "prices:pvp"))?.error ?? "").length).toBeLessThanOrEqual(2048);
  });

  it("marks an item the source no longer lists: it leaves the market list, its page and history stay, and it comes back when listed again", async () => {
    graphql.setModeItems(
      "regular",
      regular.filter((i) => i.id !== SALEWA),
    );
    expect(await importer().runTextsOnce()).toMatchObject({ ok: true, delisted: 1 });
    const mark = await database.db.selectFrom("live_items").selectAll().where("item_uid", "=", SALEWA).executeTakeFirstOrThrow();
    expect(mark.missing_since).not.toBeNull();
    const market = await catalogueItems(database.db, { locale: "en", mode: "pvp" });
    const salewa = market.find((i) => i.uid === SALEWA);
    expect(salewa).toMatchObject({ lastPrice: null, traderPrice: null });
    await app.watcher.check();
    expect(await page("/market?search=salewa")).toContain("No items match “salewa”.");
    expect(await page("/item/salewa_first_aid_kit")).toContain("Salewa first aid kit");
    const points = await database.db.selectFrom("price_points").select("t").where("item_uid", "=", SALEWA).where("mode", "=", "pvp").execute();
    expect(points.length).toBeGreaterThan(0);
    graphql.setModeItems("regular", regular);
    expect(await importer().runTextsOnce()).toMatchObject({ ok: true, delisted: 0, relisted: 1 });
    const back = await catalogueItems(database.db, { locale: "en", mode: "pvp" });
    expect(back.find((i) => i.uid === SALEWA)?.lastPrice).not.toBeNull();
  });

  it("refuses the recorded weakened hideout reply with its figures and keeps the pack's requirements", async () => {
    const game = importer().gameData;
    if (!game) throw new Error("no game-data importer");
    warnings.length = 0;
    graphql.setGameData("hideoutStations", "regular", recordedWeakenedHideout());
    const [result] = await game.runOnce(["game:hideout:pvp"]);
    expect(result).toMatchObject({ ok: false });
    // Counted over the ten stations the reply and the pack both have (the pack's hideout is tarkov.dev's of 2026-07-16,
    // which asks for fewer found-in-raid items than the 2025 data's 89 there).
    expect(result?.refused).toBe("trader requirements 16 -> 0, skill requirements 6 -> 0, found-in-raid items 30 -> 0");
    expect(await liveRecords(database.db, "station", "pvp")).toEqual([]);
    const line = warnings.find((w) => w.job === "game:hideout:pvp") as { error: string };
    expect(line.error).toContain("game:hideout:pvp: trader requirements 16 -> 0");
    expect(line.error).toContain("refused");
  });

  it("keeps the last good record where a game-data record erred beside the others' data", async () => {
    const game = importer().gameData;
    if (!game) throw new Error("no game-data importer");
    const [first] = await game.runOnce(["game:crafts:pvp"]);
    expect(first?.error).toBeUndefined();
    const stored = await liveRecords(database.db, "craft", "pvp");
    graphql.setBehaviour({ kind: "recordErrors", indices: [0], field: "Craft.duration" });
    try {
      const [again] = await game.runOnce(["game:crafts:pvp"]);
      expect(again).toMatchObject({ ok: true, erred: 1, kept: 1, records: stored.length });
    } finally {
      graphql.setBehaviour({ kind: "ok" });
    }
    expect((await liveRecords(database.db, "craft", "pvp")).map((r) => r.id)).toEqual(stored.map((r) => r.id));
  });

  it("compares a kind the pack has no baseline for with the last live import: weapons whose slots went missing are refused", async () => {
    const game = importer().gameData;
    if (!game) throw new Error("no game-data importer");
    const [first] = await game.runOnce(["game:weapons"]);
    expect(first?.error).toBeUndefined();
    const stored = await liveRecords(database.db, "weapons", "any");
    // The same real records with the parts' slot lists emptied (GENERATED damage, the case the rule is for).
    const bare = fixtureWeapons().map((w) => {
      const item = structuredClone(w) as { types: string[]; properties?: { slots?: unknown } | null };
      if (!item.types.includes("gun") && item.properties && "slots" in item.properties) item.properties.slots = [];
      return item as { types: string[] };
    });
    graphql.setWeapons(bare);
    try {
      const [again] = await game.runOnce(["game:weapons"]);
      expect(again?.ok).toBe(false);
      expect(again?.refused).toMatch(/^slots \d+ -> \d+$/);
    } finally {
      graphql.setWeapons(fixtureWeapons());
    }
    expect(await liveRecords(database.db, "weapons", "any")).toEqual(stored);
  });
});

describe("npm run prices:import on recorded real replies", () => {
  /** One run of the CLI against the stand-in, on its own copy of the test database; its output. */
  const runCli = (dataDir: string, url: string) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["apps/server/src/cli/importPrices.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          REDIS_URL: "",
          PRICE_SOURCE_URL: url,
          PRICE_SOURCE_MODES: "pvp",
          PRICE_BACKFILL_LIMIT: "0",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on("exit", () => resolve(output));
      child.on("error", reject);
    });

  it("adds the items the pack lacks and prices them in the same run (names first, as the schedule)", async () => {
    const copy = copyTemplateDb();
    const setup = copy.open();
    await dropPackLacks(setup.db);
    await setup.close();
    const graphql = await startLocalGraphql(regular, () => []);
    try {
      const output = await runCli(copy.dataDir, graphql.url);
      const handle = copy.open();
      try {
        const c3 = await handle.db.selectFrom("price_stats").select(["mode", "last_price"]).where("item_uid", "=", C3_KEYCARD).execute();
        expect(c3, output).toEqual([{ mode: "pvp", last_price: 9_800_000 }]);
      } finally {
        await handle.close();
      }
      expect(output).toMatch(/names and images: \d+ items, 6 added/);
      expect(output).toMatch(/tarkov\.dev:pvp: \d+ points/);
    } finally {
      await graphql.close();
    }
  });
});
