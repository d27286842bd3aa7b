import {
  applySourceNames,
  catalogueItems,
  catalogueOverrides,
  clearOverride,
  type DatabaseHandle,
  imageOverrides,
  importPack,
  ingestSnapshot,
  itemDetail,
  listOverrides,
  listTags,
  openPack,
  setOverride,
  storeItemImages,
  storeSourceNames,
} from "@raidkit/db";
import { judgeItem } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";
const BARTER = "5b47574386f77428ca22b33e";
const ADDED = "0123456789abcdef01234567";
const NOW = Date.parse("2026-11-24T12:00:00Z");

/**
 * The admin overrides of the catalogue (migration 016) on SQLite and PostgreSQL: stored apart from
 * the imported tables, applied when the catalogue is read, and kept through a re-import of the pack
 * and through live imports (prices, names, image links). Names and items made up here say "(test)".
 */
describe.each(engines())("admin catalogue overrides on $name", (engine) => {
  let handle: DatabaseHandle;
  const pack = openPack(PACK_DIR);
  const item = async (uid: string, locale = "en", mode = "pvp") => (await catalogueItems(handle.db, { locale, mode })).find((i) => i.uid === uid);

  beforeAll(async () => {
    handle = await engine.openImported({ now: NOW });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("sets, replaces, lists and clears overrides (a second set of a field replaces it)", async () => {
    await setOverride(handle.db, { kind: "item", target: SALEWA, field: "name.en", value: "First (test)", adminUid: "admin-test", now: 1 });
    await setOverride(handle.db, { kind: "item", target: SALEWA, field: "name.en", value: "Salewa (test)", adminUid: "admin-test", now: 2 });
    expect(await listOverrides(handle.db, "item", SALEWA)).toEqual([
      { kind: "item", target: SALEWA, field: "name.en", value: "Salewa (test)", updatedAt: 2, adminUid: "admin-test" },
    ]);
    expect(await clearOverride(handle.db, "item", SALEWA, "name.en")).toBe(1);
    expect(await clearOverride(handle.db, "item", SALEWA, "name.en")).toBe(0);
    expect(await listOverrides(handle.db)).toEqual([]);
  });

  it("the catalogue applies names per locale, tags, the flea ban and the quality verdict of the mode", async () => {
    const set = (kind: "item" | "tag" | "quality", target: string, field: string, value: unknown) =>
      setOverride(handle.db, { kind, target, field, value, adminUid: "admin-test" });
    await set("item", SALEWA, "name.en", "Salewa (test)");
    await set("item", SALEWA, "name.ru", "Салева (тест)");
    await set("item", SALEWA, "shortName.ru", "Сал-т");
    await set("item", SALEWA, "tags", { add: ["barter_items"], remove: ["medkits"] });
    await set("item", SALEWA, "bannedOnFlea", true);
    await set("item", SALEWA, "image.icon", "https://images.example.org/salewa-test.webp");
    await set("quality", SALEWA, "pvp", "suspect");
    await set("tag", BARTER, "name.ru", "Бартер (тест)");
    await set("tag", BARTER, "hidden", true);

    const en = await item(SALEWA);
    expect(en).toMatchObject({ name: "Salewa (test)", localName: "Salewa (test)", bannedOnFlea: true, qualityOverride: "suspect" });
    expect(en?.tags).toEqual(["medication", "barter_items"]);
    expect(await item(SALEWA, "ru")).toMatchObject({ name: "Salewa (test)", localName: "Салева (тест)", localShortName: "Сал-т" });
    // Another locale without its own override falls back to its imported name.
    expect((await item(SALEWA, "de"))?.localName).not.toContain("(test)");
    expect((await item(SALEWA, "en", "pve"))?.qualityOverride).toBeNull();
    // The verdict is an input of the rule: every real figure is suspect with the reason "admin".
    const judged = judgeItem(en as NonNullable<typeof en>, { asOf: null, staleAfterMs: 7 * 86_400_000 });
    expect(judged.quality).toBe("aaa");
    expect(judged).not.toHaveProperty("qualityOverride");
    const tag = (await listTags(handle.db, "ru")).find((t) => t.id === BARTER);
    expect(tag).toMatchObject({ slug: "barter_items", localName: "Бартер (тест)", name: "Barter items", hidden: true });
    expect((await imageOverrides(handle.db)).get(SALEWA)).toEqual({ icon: "https://images.example.org/salewa-test.webp" });
  });

  it("they survive a re-import of the pack and live imports of prices, names and image links", async () => {
    await importPack(handle.db, pack, { force: true, now: NOW });
    await ingestSnapshot(handle.db, {
      source: "tarkov.dev",
      mode: "pvp",
      t: NOW,
      points: [{ uid: SALEWA, price: 21_000, avg24h: 20_500, low24h: null, high24h: null, offers: 40 }],
      expiration: NOW + 300_000,
    });
    await storeSourceNames(handle.db, [{ uid: SALEWA, locale: "ru", name: "Аптечка Salewa (живой источник)", shortName: "Salewa" }], NOW);
    await applySourceNames(handle.db, "tarkov.dev");
    await storeItemImages(handle.db, [{ uid: SALEWA, icon: "https://assets.example.org/live-icon.webp", grid: null, image512: null, build: null }], NOW);

    const en = await item(SALEWA);
    expect(en).toMatchObject({ name: "Salewa (test)", bannedOnFlea: true, qualityOverride: "suspect", lastPrice: 21_000 });
    expect((await item(SALEWA, "ru"))?.localName).toBe("Салева (тест)");
    expect((await listTags(handle.db, "ru")).find((t) => t.id === BARTER)).toMatchObject({ localName: "Бартер (тест)", hidden: true });
    expect((await imageOverrides(handle.db)).get(SALEWA)?.icon).toBe("https://images.example.org/salewa-test.webp");
    expect((await catalogueOverrides(handle.db)).quality.get(`${SALEWA}|pvp`)).toBe("suspect");

    // Reset, field by field: the imported values come back.
    for (const field of ["name.en", "name.ru", "shortName.ru", "tags", "bannedOnFlea", "image.icon"]) await clearOverride(handle.db, "item", SALEWA, field);
    await clearOverride(handle.db, "quality", SALEWA);
    await clearOverride(handle.db, "tag", BARTER);
    expect(await item(SALEWA)).toMatchObject({ name: "Salewa first aid kit", bannedOnFlea: false, qualityOverride: null, tags: ["medication", "medkits"] });
    expect((await listTags(handle.db, "en")).find((t) => t.id === BARTER)).toMatchObject({ name: "Barter items", hidden: false });
  });

  it("an item added by hand is in the catalogue (with its prices and item page) until an import brings its id", async () => {
    const added = {
      uid: ADDED,
      name: "Test flask (test item)",
      shortName: "TFlask",
      names: { ru: { name: "Фляга (тест)" } },
      categoryId: BARTER,
      basePrice: 12_000,
      width: 1,
      height: 2,
      addedAt: NOW,
    };
    await setOverride(handle.db, { kind: "added", target: ADDED, field: "item", value: added, adminUid: "admin-test" });
    await ingestSnapshot(handle.db, {
      source: "manual",
      mode: "pvp",
      t: NOW,
      points: [{ uid: ADDED, price: 30_000, avg24h: null, low24h: null, high24h: null, offers: null }],
      expiration: NOW,
    });
    const row = await item(ADDED);
    expect(row).toMatchObject({ name: "Test flask (test item)", url: "test_flask_(test_item)", tags: ["barter_items"], slots: 2, basePrice: 12_000 });
    expect((await item(ADDED, "ru"))?.localName).toBe("Фляга (тест)");
    expect((await catalogueItems(handle.db, { locale: "en", mode: "pvp", pricedOnly: true })).some((i) => i.uid === ADDED)).toBe(true);
    expect((await catalogueItems(handle.db, { locale: "en", mode: "pve", pricedOnly: true })).some((i) => i.uid === ADDED)).toBe(false);
    expect(await itemDetail(handle.db, ADDED, { locale: "en" })).toMatchObject({ description: null, sells: [] });

    // The same id added by hand while the pack has it (as after a pack that lacked it): the pack's record wins.
    await setOverride(handle.db, {
      kind: "added",
      target: SALEWA,
      field: "item",
      value: { ...added, uid: SALEWA, name: "Salewa by hand (test)" },
      adminUid: "admin-test",
    });
    const all = await catalogueItems(handle.db, { locale: "en", mode: "pvp" });
    expect(all.filter((i) => i.uid === SALEWA).map((i) => i.name)).toEqual(["Salewa first aid kit"]);
    await clearOverride(handle.db, "added", SALEWA);
    await clearOverride(handle.db, "added", ADDED);
    expect(await item(ADDED)).toBeUndefined();
    expect(await itemDetail(handle.db, ADDED, { locale: "en" })).toBeNull();
  });
});
