import {
  applySourceNames,
  backfillCandidates,
  catalogueItems,
  type DatabaseHandle,
  importPack,
  itemImageLinks,
  liveJob,
  liveTraderOffers,
  openPack,
  recordBackfillAttempt,
  recordJobFailure,
  recordJobSuccess,
  replaceLiveTraderOffers,
  restoreLiveItems,
  type SourceCatalogueItem,
  storeItemImages,
  storeSourceNames,
  syncLiveCatalogue,
} from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";
const LABS = "5c94bbff86f7747ee735c08f";
const NOW = Date.parse("2026-11-24T12:00:00Z");

// The live-data repositories (migration 010) on every engine; values are test values.
describe.each(engines())("live data storage on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.openImported({ now: NOW });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores image links and replaces them on the next import", async () => {
    await storeItemImages(handle.db, [{ uid: SALEWA, icon: "http://127.0.0.1/a.webp", grid: null, image512: null, build: null }], NOW);
    await storeItemImages(
      handle.db,
      [{ uid: SALEWA, icon: "http://127.0.0.1/b.webp", grid: "http://127.0.0.1/g.webp", image512: null, build: "http://127.0.0.1/preset.webp" }],
      NOW + 1,
    );
    expect((await itemImageLinks(handle.db)).get(SALEWA)).toEqual({
      uid: SALEWA,
      icon: "http://127.0.0.1/b.webp",
      grid: "http://127.0.0.1/g.webp",
      image512: null,
      build: "http://127.0.0.1/preset.webp",
    });
  });

  it("fills names the pack lacks, follows later renames of those, and never replaces the pack's", async () => {
    const packRu = await handle.db.selectFrom("item_names").selectAll().where("item_uid", "=", SALEWA).where("locale", "=", "ru").executeTakeFirstOrThrow();
    await handle.db.deleteFrom("item_names").where("item_uid", "=", LABS).where("locale", "=", "ru").execute();
    const names = (labs: string) => [
      { uid: SALEWA, locale: "ru", name: "Другое имя", shortName: "Другое" },
      { uid: LABS, locale: "ru", name: labs, shortName: "Labs" },
      { uid: "0000000000000000000000aa", locale: "ru", name: "Нет в паке", shortName: null },
    ];
    await storeSourceNames(handle.db, names("Ключ-карта Лаборатории"), NOW);
    expect(await applySourceNames(handle.db, "tarkov.dev")).toBe(1);
    const ru = (uid: string) => handle.db.selectFrom("item_names").selectAll().where("item_uid", "=", uid).where("locale", "=", "ru").executeTakeFirst();
    expect(await ru(SALEWA)).toEqual(packRu);
    expect(await ru(LABS)).toMatchObject({ name: "Ключ-карта Лаборатории", short_name: "Labs", source: "tarkov.dev" });
    expect(await ru("0000000000000000000000aa")).toBeUndefined();
    await storeSourceNames(handle.db, names("Ключ-карта TerraGroup Labs"), NOW + 1);
    expect(await applySourceNames(handle.db, "tarkov.dev")).toBe(1);
    expect((await ru(LABS))?.name).toBe("Ключ-карта TerraGroup Labs");
    expect(await applySourceNames(handle.db, "tarkov.dev")).toBe(0);
  });

  it("replaces a mode's trader offers whole and keeps the other mode's", async () => {
    const offer = {
      uid: SALEWA,
      trader: "Therapist",
      minLevel: 2,
      price: 37061,
      currency: "RUB",
      priceRub: 37061,
      buyLimit: 5,
      taskUnlock: "596760e186f7741e11214d58",
    };
    await replaceLiveTraderOffers(handle.db, { mode: "pvp", source: "tarkov.dev:pvp", t: NOW, offers: [offer] });
    await replaceLiveTraderOffers(handle.db, { mode: "pve", source: "tarkov.dev:pve", t: NOW, offers: [{ ...offer, price: 40000, priceRub: 40000 }] });
    await replaceLiveTraderOffers(handle.db, { mode: "pvp", source: "tarkov.dev:pvp", t: NOW + 1, offers: [{ ...offer, price: 36000, priceRub: 36000 }] });
    expect((await liveTraderOffers(handle.db, SALEWA, "pvp")).map((o) => [o.price, o.t])).toEqual([[36000, NOW + 1]]);
    expect((await liveTraderOffers(handle.db, SALEWA, "pve")).map((o) => o.price)).toEqual([40000]);
  });

  it("counts a job's failures until its next success", async () => {
    expect(await liveJob(handle.db, "prices:pvp")).toBeNull();
    expect(await recordJobFailure(handle.db, "prices:pvp", { at: NOW, error: "HTTP 502" })).toBe(1);
    expect(await recordJobFailure(handle.db, "prices:pvp", { at: NOW + 1, error: "timed out" })).toBe(2);
    await recordJobSuccess(handle.db, "prices:pvp", { at: NOW + 2, updated: NOW, items: 4200 });
    expect(await liveJob(handle.db, "prices:pvp")).toEqual({
      name: "prices:pvp",
      ok_at: NOW + 2,
      ok_updated: NOW,
      ok_items: 4200,
      failed_at: NOW + 1,
      error: "timed out",
      failures: 0,
    });
  });

  it("picks back-fill candidates by the live reply's flea value, each once, failed ones again after an hour", async () => {
    // GENERATED values over real ids (the ranking is the point, not the figures).
    const fleaValues = new Map([
      [SALEWA, 30_000],
      ["5c0530ee86f774697952d952", 25_000_000],
      ["5449016a4bdc2d6f028b456f", 0],
      ["590c657e86f77412b013051d", 1_500_000],
      ["5e8488fa988a8701445df1e4", 200_000],
    ]);
    const first = await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW, fleaValues });
    expect(first).toEqual(["5c0530ee86f774697952d952", "590c657e86f77412b013051d", "5e8488fa988a8701445df1e4"]);
    await recordBackfillAttempt(handle.db, { uid: first[0] as string, mode: "pvp", at: NOW, points: 10, ok: true });
    await recordBackfillAttempt(handle.db, { uid: first[1] as string, mode: "pvp", at: NOW, points: 0, ok: false });
    const next = await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW, fleaValues });
    expect(next).toEqual(["5e8488fa988a8701445df1e4", SALEWA]);
    expect(await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW + 2 * 3_600_000, fleaValues })).toContain(first[1]);
  });

  it("follows the source's catalogue: adds items the pack lacks, marks and brings back delisted ones, restores added rows after a pack import", async () => {
    // A GENERATED item the pack lacks (test values), beside the pack's Salewa and Labs keycard.
    const added: SourceCatalogueItem = {
      uid: "0000000000000000000000ab",
      name: "Generated keycard",
      shortName: "Gen",
      categoryId: "5c518ed586f774119a772aee",
      width: 1,
      height: 1,
      types: ["keys"],
      basePrice: 1000,
    };
    const known = (uid: string): SourceCatalogueItem => ({ ...added, uid, name: "ignored for pack items" });
    expect(await syncLiveCatalogue(handle.db, { items: [added, known(SALEWA), known(LABS)], now: NOW })).toEqual({
      added: [added.uid],
      delisted: [],
      relisted: [],
    });
    const row = await handle.db.selectFrom("items").selectAll().where("uid", "=", added.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Generated keycard", url: "generated_keycard", category_id: added.categoryId, width: 1, base_price: 1000 });
    expect((await handle.db.selectFrom("items").select("name").where("uid", "=", SALEWA).executeTakeFirstOrThrow()).name).toBe("Salewa first aid kit");
    expect(await syncLiveCatalogue(handle.db, { items: [added, known(LABS)], now: NOW + 1 })).toEqual({ added: [], delisted: [SALEWA], relisted: [] });
    const salewa = (await catalogueItems(handle.db, { locale: "en", mode: "pvp" })).find((i) => i.uid === SALEWA);
    expect(salewa).toMatchObject({ lastPrice: null, traderPrice: null, name: "Salewa first aid kit" });
    // A list with records that erred marks nothing.
    expect(await syncLiveCatalogue(handle.db, { items: [added], now: NOW + 2, complete: false })).toMatchObject({ delisted: [] });
    expect(await syncLiveCatalogue(handle.db, { items: [added, known(SALEWA), known(LABS)], now: NOW + 3 })).toMatchObject({ relisted: [SALEWA] });
    // A pack import replaces the items table; the added item comes back (before the next price run writes its prices).
    await importPack(handle.db, openPack(PACK_DIR), { now: NOW, force: true });
    expect(await restoreLiveItems(handle.db)).toEqual([added.uid]);
    expect(await restoreLiveItems(handle.db)).toEqual([]);
  });
});
