import {
  applySourceNames,
  backfillCandidates,
  type DatabaseHandle,
  importPack,
  itemImageLinks,
  liveJob,
  liveTraderOffers,
  migrateToLatest,
  openPack,
  recordBackfillAttempt,
  recordJobFailure,
  recordJobSuccess,
  replaceLiveTraderOffers,
  storeItemImages,
  storeSourceNames,
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
    handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(PACK_DIR), { now: NOW });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores image links and replaces them on the next import", async () => {
    await storeItemImages(handle.db, [{ uid: SALEWA, icon: "http://127.0.0.1/a.webp", grid: null, image512: null }], NOW);
    await storeItemImages(handle.db, [{ uid: SALEWA, icon: "http://127.0.0.1/b.webp", grid: "http://127.0.0.1/g.webp", image512: null }], NOW + 1);
    expect((await itemImageLinks(handle.db)).get(SALEWA)).toEqual({
      uid: SALEWA,
      icon: "http://127.0.0.1/b.webp",
      grid: "http://127.0.0.1/g.webp",
      image512: null,
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

  it("picks back-fill candidates by value, each once, failed ones again after an hour", async () => {
    const first = await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW });
    expect(first).toHaveLength(3);
    await recordBackfillAttempt(handle.db, { uid: first[0] as string, mode: "pvp", at: NOW, points: 10, ok: true });
    await recordBackfillAttempt(handle.db, { uid: first[1] as string, mode: "pvp", at: NOW, points: 0, ok: false });
    await recordBackfillAttempt(handle.db, { uid: first[1] as string, mode: "pvp", at: NOW, points: 0, ok: false });
    const next = await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW });
    expect(next[0]).toBe(first[2]);
    expect(next).not.toContain(first[0]);
    expect(next).not.toContain(first[1]);
    expect(await backfillCandidates(handle.db, "pvp", { limit: 3, now: NOW + 2 * 3_600_000 })).toContain(first[1]);
    expect(await backfillCandidates(handle.db, "pvp", { limit: 5, now: NOW, among: new Set([SALEWA]) })).toEqual([SALEWA]);
  });
});
