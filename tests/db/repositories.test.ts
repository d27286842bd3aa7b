import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  catalogueItems,
  createUser,
  type DatabaseHandle,
  deleteRedirect,
  ensureSetting,
  findUsersByBotAccount,
  getSetting,
  importPack,
  importStamp,
  itemDetail,
  listBarters,
  listRedirects,
  listTags,
  migrateToLatest,
  openPack,
  PACK_HASH_KEY,
  putRedirect,
  putSetting,
  readMeta,
  setUserFlags,
  stationRecords,
  tagBySlug,
} from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { packCopy, renameItem } from "../helpers/packCopy.ts";
import { PACK_DIR, ROOT } from "../helpers/paths.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";
const pack = openPack(PACK_DIR);
const renamedPack = packCopy((dir) => renameItem(dir, SALEWA, "Salewa first aid kit (changed pack)"));
const brokenPack = packCopy((dir) => writeFileSync(path.join(dir, "quests_2025.json"), "{ this is not json"));

afterAll(() => {
  rmSync(renamedPack, { recursive: true, force: true });
  rmSync(brokenPack, { recursive: true, force: true });
});

const salewaName = async (handle: DatabaseHandle) =>
  (await handle.db.selectFrom("items").select("name").where("uid", "=", SALEWA).executeTakeFirstOrThrow()).name;
const count = async (handle: DatabaseHandle, table: "items" | "item_names" | "price_points" | "price_stats" | "price_daily" | "quests") =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(engines())("repositories on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("migrates an empty database once", async () => {
    expect(await migrateToLatest(handle.db)).toEqual([
      "001_initial",
      "002_price_history",
      "003_hourly_months",
      "004_postgres_tuning",
      "005_accounts",
      "006_wipe_reset_and_shares",
      "008_pilot_keys",
      "009_item_descriptions",
      "010_live_data",
      "011_live_game_data",
      "012_trader_sells_per_mode",
      "013_api_keys",
      "014_loadouts",
      "015_admin_audit",
      "016_item_overrides",
      "017_chat",
      "018_username_skeleton",
      "019_chat_client_id",
      "020_bot_account_index",
      "021_live_items",
      "022_quest_texts",
      "026_user_price_times",
      "027_craft_runs",
      "028_restocks_and_alerts",
      "029_item_build_images",
      "030_alert_locale",
    ]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it("imports the whole pack and records its hash", async () => {
    const result = await importPack(handle.db, pack);
    expect(result.imported).toBe(true);
    expect(result.counts).toMatchObject({ items: 5613, quests: 524, maps: 13, traders: 16, categories: 87, crafts: 211, "trader offers": 3240 });
    expect(await count(handle, "items")).toBe(5613);
    expect(await count(handle, "item_names")).toBe(result.counts.names);
    expect(await count(handle, "price_points")).toBe(result.counts["price points"]);
    expect(await readMeta(handle.db, PACK_HASH_KEY)).toBe(importStamp(pack.hash));
  });

  it("skips an unchanged pack and re-imports idempotently when forced", async () => {
    const before = await catalogueItems(handle.db, { locale: "ru", mode: "pvp" });
    const days = await count(handle, "price_daily");
    expect((await importPack(handle.db, pack)).imported).toBe(false);
    const forced = await importPack(handle.db, pack, { force: true });
    expect(forced.imported).toBe(true);
    // The same pack at the same import version wrote this history already: it is not written again.
    expect(forced.counts["price history"]).toBe(0);
    expect(await count(handle, "price_daily")).toBe(days);
    expect(await count(handle, "items")).toBe(5613);
    expect(await catalogueItems(handle.db, { locale: "ru", mode: "pvp" })).toEqual(before);
  });

  it("imports again when the stored import was written by an older import version", async () => {
    await handle.db.updateTable("meta").set({ value: pack.hash }).where("key", "=", PACK_HASH_KEY).execute();
    expect((await importPack(handle.db, pack)).imported).toBe(true);
    expect(await readMeta(handle.db, PACK_HASH_KEY)).toBe(importStamp(pack.hash));
  });

  it("reads the catalogue with one locale's names and the derived price figures", async () => {
    const items = await catalogueItems(handle.db, { locale: "ru", mode: "pvp" });
    const salewa = items.find((i) => i.uid === SALEWA);
    expect(salewa).toMatchObject({
      url: "salewa_first_aid_kit",
      name: "Salewa first aid kit",
      localName: "Аптечка Salewa First Aid Kit",
      tags: ["medication", "medkits"],
      slots: 2,
      // The pack's 2026 scans: the newest lowest offer, the mean of the day before it.
      lastPrice: 35000,
      avg24h: 32778,
      pricePerSlot: 17500,
      traderName: "Therapist",
      updated: Date.parse("2026-08-22T19:28:01Z"),
    });
    const priced = await catalogueItems(handle.db, { locale: "en", mode: "pvp", pricedOnly: true });
    expect(priced.length).toBeGreaterThan(4000);
    expect(priced.every((i) => i.lastPrice !== null || i.traderPrice !== null)).toBe(true);
    // PVE has the pack's 2026 scans too.
    const pve = await catalogueItems(handle.db, { locale: "en", mode: "pve", pricedOnly: true });
    expect(pve.length).toBeGreaterThan(3000);
    expect(pve.find((i) => i.uid === SALEWA)).toMatchObject({ lastPrice: 31026, updated: Date.parse("2026-08-22T19:58:04Z") });
  });

  it("reads an item's page data: trader sells and offers", async () => {
    expect(await itemDetail(handle.db, "000000000000000000000000", { locale: "en" })).toBeNull();
    const detail = await itemDetail(handle.db, SALEWA, { locale: "en" });
    expect(detail?.description).toMatch(/first aid kit/i);
    expect(detail?.sells.map((s) => s.trader)).toEqual(["Prapor", "Therapist", "Fence", "Jaeger"]);
    expect(detail?.offers.some((o) => o.kind === "barter" && o.required.length > 0)).toBe(true);
    // What traders pay and sell for is tarkov.dev's of 2026-07-16 (data/tarkovdev_2026): Therapist pays ₽9,506 for a
    // Salewa and sells one for ₽29,648 at LL1 once Postman Pat - Part 2 is done.
    expect(detail?.sells.find((s) => s.trader === "Therapist")).toMatchObject({
      price: 9506,
      currency: "RUB",
      priceRub: 9506,
      t: Date.parse("2026-07-16T12:33:37.301Z"),
    });
    expect(detail?.offers.filter((o) => o.kind === "cash").map((o) => [o.price, o.currency, o.loyaltyLevel])).toEqual([[29648, "RUB", 1]]);
    // The hideout of 2026: Medstation level 2 asks for Therapist LL2, Health 2 and found-in-raid items.
    const medstation = (await stationRecords(handle.db)).find((st) => st.name === "Medstation");
    const level2 = medstation?.data.levels.find((l) => l.level === 2);
    expect(level2?.requirements).toEqual(
      expect.arrayContaining([
        { type: "traderLoyalty", traderId: "54cb57776803fa99248b456e", level: 2 },
        { type: "skill", skill: "Health", level: 2 },
        { type: "item", itemId: "619cc01e0a7c3a1a2731940c", count: 3, foundInRaid: true },
      ]),
    );
  });

  it("lists barters with the id of the quest that unlocks them, each barter once, in whole counts", async () => {
    const barters = await listBarters(handle.db);
    // tarkov.dev 2026 has 750 barters (29 derived ones left out); two Mechanic barters are listed twice (once per
    // variant of their quest) and one Ref barter (Cold Fear infrared balaclava (DNC)) twice as well.
    expect(barters).toHaveLength(747);
    const unlocked = barters.filter((b) => b.questUnlock !== null);
    expect(unlocked.length).toBeGreaterThan(0);
    for (const b of unlocked) expect(b.questUnlock).toMatch(/^[0-9a-f]{24}$/);
    for (const b of barters) for (const i of b.inputs) expect(Number.isInteger(i.count)).toBe(true);
  });

  it("lists handbook categories as tags with parent chains", async () => {
    const tags = await listTags(handle.db, "ru");
    expect(tags).toHaveLength(87);
    expect(await tagBySlug(handle.db, "assault_rifles", "ru")).toMatchObject({ name: "Assault rifles", path: ["weapons", "assault_rifles"] });
  });

  it("stores settings and redirects with upserts", async () => {
    await putSetting(handle.db, "website_alert", "first", 1);
    await putSetting(handle.db, "website_alert", "second", 2);
    expect(await getSetting(handle.db, "website_alert")).toEqual({ value: "second", updatedAt: 2 });
    await putRedirect(handle.db, { path: "/a", target: "/b", status: 302 });
    await putRedirect(handle.db, { path: "/a", target: "/c", status: 301 });
    expect(await listRedirects(handle.db)).toEqual([{ path: "/a", target: "/c", status: 301 }]);
    await deleteRedirect(handle.db, "/a");
    expect(await listRedirects(handle.db)).toEqual([]);
  });

  it("keeps the first of several values stored at once (the PVE link key), and finds users by a linked chat-bot account", async () => {
    const stored = await Promise.all(["one", "two", "three", "four"].map((v) => ensureSetting(handle.db, "test_first_wins", v)));
    expect(new Set(stored).size).toBe(1);
    expect(await ensureSetting(handle.db, "test_first_wins", "later")).toBe(stored[0]);
    const linked = await createUser(handle.db, { email: `linked-${Date.now()}@example.test`, fraction: "USEC" });
    await setUserFlags(handle.db, linked.uid, { botAccount: "discord:555555555555555555", pro: true, proUntil: null });
    expect((await findUsersByBotAccount(handle.db, "discord:555555555555555555")).map((u) => [u.uid, u.pro])).toEqual([[linked.uid, true]]);
    expect(await findUsersByBotAccount(handle.db, "discord:666666666666666666")).toEqual([]);
  });

  it("leaves the previous data intact when an import fails part-way", async () => {
    await expect(importPack(handle.db, openPack(brokenPack))).rejects.toThrow();
    expect(await readMeta(handle.db, PACK_HASH_KEY)).toBe(importStamp(pack.hash));
    expect(await count(handle, "items")).toBe(5613);
    expect(await count(handle, "quests")).toBe(524);
  });

  it("leaves the previous data intact when the import process is killed mid-way", async () => {
    const child = spawn(process.execPath, ["apps/server/src/cli/import.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...engine.env, PACK_DIR: renamedPack, LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        // The items of the changed pack are written (inside the transaction): kill it now.
        if (/ 3\/\d+ names/.test(output)) {
          child.kill("SIGKILL");
          resolve();
        }
      });
      child.on("exit", () => reject(new Error(`import ended before it could be killed:\n${output}`)));
    });
    await new Promise((resolve) => child.on("exit", resolve));
    expect(await readMeta(handle.db, PACK_HASH_KEY)).toBe(importStamp(pack.hash));
    expect(await salewaName(handle)).toBe("Salewa first aid kit");
    // The same changed pack imports fine when left to finish.
    await importPack(handle.db, openPack(renamedPack));
    expect(await salewaName(handle)).toBe("Salewa first aid kit (changed pack)");
  });
});
