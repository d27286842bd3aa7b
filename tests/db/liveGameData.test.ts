import {
  type DatabaseHandle,
  hasLiveRecords,
  importPack,
  itemDetail,
  listBarters,
  listCrafts,
  mapDetail,
  mapRecords,
  openPack,
  questRecord,
  questRecords,
  replaceLiveRecords,
  stationRecords,
  traderRecords,
} from "@raidkit/db";
import type { MapPoint, PackBarter, PackCraft, PackQuest, PackStation, PackTrader } from "@raidkit/game";
import { tarkovDevRecordsOf } from "@raidkit/game/pack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const pack = openPack(PACK_DIR);
const records2026 = tarkovDevRecordsOf(pack.file);
const packQuest = (name: string) => pack.file("quests").quests.find((q) => q.name === name) as PackQuest;
const HELL = packQuest("Hell on Earth - Part 1");
const DEBUT = packQuest("Debut");
const CUSTOMS = "56f40101d2720b2a4d8b45d6";

// The live game records (migration 011, decision 022) on every engine: records are the pack's own,
// changed where a test needs a difference (labelled there).
describe.each(engines())("live game records on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.openImported({ now: NOW });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("a kind's live records stand instead of the pack's, with the pack's edition rules and names kept", async () => {
    expect(await hasLiveRecords(handle.db, "quest", "any")).toBe(false);
    expect((await questRecords(handle.db)).length).toBe(pack.file("quests").quests.length);
    // The API has no edition rules: the live record carries none.
    const live = [HELL, DEBUT].map((q) => ({ id: q.id, data: { ...q, editionRules: null }, names: { ru: q.id === DEBUT.id ? "Проба пера" : (q.name ?? "") } }));
    await replaceLiveRecords(handle.db, { kind: "quest", mode: "any", source: "test", now: NOW, records: live });
    const records = await questRecords(handle.db);
    expect(records.map((r) => r.uid).sort()).toEqual([DEBUT.id, HELL.id].sort());
    const hell = records.find((r) => r.uid === HELL.id);
    expect(hell?.data.editionRules).toEqual(HELL.editionRules);
    // A live name equal to the English one (the API's fallback) keeps the pack's own Russian name.
    const packRu = (await handle.db.selectFrom("quests").select("names_json").where("uid", "=", HELL.id).executeTakeFirstOrThrow()).names_json;
    expect(hell?.names.ru).toBe((JSON.parse(packRu) as Record<string, string>).ru);
    expect(records.find((r) => r.uid === DEBUT.id)?.names.ru).toBe("Проба пера");
    expect((await questRecord(handle.db, DEBUT.id))?.names.ru).toBe("Проба пера");
    // A quest the live import does not have is not there any more.
    expect(await questRecord(handle.db, packQuest("Shortage").id)).toBeNull();
  });

  it("keeps stations, crafts and barters per game mode, the pack standing for a mode without them", async () => {
    const stations = records2026.stations as PackStation[];
    await replaceLiveRecords(handle.db, {
      kind: "station",
      mode: "pve",
      source: "test",
      now: NOW,
      records: stations.map((s) => ({ id: s.id, data: s, names: {} })),
    });
    const crafts = (records2026.crafts as PackCraft[]).slice(0, 3);
    await replaceLiveRecords(handle.db, {
      kind: "craft",
      mode: "pve",
      source: "test",
      now: NOW,
      records: crafts.map((c) => ({ id: c.id, data: c, names: {} })),
    });
    const barters = (records2026.barters as PackBarter[]).slice(0, 2);
    await replaceLiveRecords(handle.db, {
      kind: "barter",
      mode: "pve",
      source: "test",
      now: NOW,
      records: barters.map((b) => ({ id: b.id, data: b, names: {} })),
    });
    expect((await listCrafts(handle.db, "pve")).map((c) => c.id).sort()).toEqual(crafts.map((c) => c.id).sort());
    expect((await listCrafts(handle.db, "pvp")).length).toBeGreaterThan(100);
    expect((await listBarters(handle.db, "pve")).length).toBe(2);
    expect((await listBarters(handle.db, "pvp")).length).toBeGreaterThan(400);
    expect((await stationRecords(handle.db, "pve")).length).toBe(stations.length);
    // The item page reads the mode's barters.
    const item = barters[0]?.item.itemId as string;
    const pveOffers = (await itemDetail(handle.db, item, { locale: "en", mode: "pve" }))?.offers.filter((o) => o.kind === "barter");
    expect(pveOffers?.map((o) => o.id)).toEqual([`barter:${barters[0]?.id}`]);
  });

  it("serves a map's live points and names by mode, over the pack's picture and floors", async () => {
    const points: MapPoint[] = [
      { id: "k-0", category: "keys", sub: "unlock", name: "", item: { uid: "5780cf7f2459777de4559322", count: 1 }, x: 1, y: 2, z: 3 },
    ];
    await replaceLiveRecords(handle.db, {
      kind: "map",
      mode: "pvp",
      source: "test",
      now: NOW,
      records: [{ id: CUSTOMS, data: { points }, names: { ru: "Таможня" } }],
    });
    const pvp = await mapDetail(handle.db, CUSTOMS, "pvp");
    expect(pvp?.data.points).toEqual(points);
    expect(pvp?.data.svg?.file).toBe("maps/svg/Customs.svg");
    expect((await mapDetail(handle.db, CUSTOMS, "pve"))?.data.points.some((p) => p.category === "extractions")).toBe(true);
    expect((await mapRecords(handle.db)).find((m) => m.id === CUSTOMS)?.names.ru).toBe("Таможня");
  });

  it("traders of the live source, in the spec's order, Russian names kept", async () => {
    const traders = records2026.traders as PackTrader[];
    await replaceLiveRecords(handle.db, {
      kind: "trader",
      mode: "any",
      source: "test",
      now: NOW,
      records: [...traders].reverse().map((t) => ({ id: t.id, data: t, names: {} })),
    });
    const records = await traderRecords(handle.db);
    expect(records[0]?.name).toBe("Prapor");
    expect(records.find((t) => t.name === "Prapor")?.names.ru).toBe("Прапор");
  });

  it("a pack import leaves the live records alone; a new complete import replaces them whole", async () => {
    await importPack(handle.db, pack, { force: true, now: NOW });
    expect((await questRecords(handle.db)).map((r) => r.uid).sort()).toEqual([DEBUT.id, HELL.id].sort());
    await replaceLiveRecords(handle.db, { kind: "quest", mode: "any", source: "test", now: NOW + 1, records: [{ id: DEBUT.id, data: DEBUT, names: {} }] });
    expect((await questRecords(handle.db)).map((r) => r.uid)).toEqual([DEBUT.id]);
  });
});
