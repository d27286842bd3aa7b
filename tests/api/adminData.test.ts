import { type LiveTraderOffer, listCrafts, replaceLiveRecords, replaceLiveTraderOffers, storedWeaponRecords } from "@raidkit/db";
import { type PackBarter, type PackCraft, type PackQuest, questInGameMode } from "@raidkit/game";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/**
 * Issue 19: the admin game-data pages (crafts, barters, quests, trader prices, weapons) and their
 * pack-vs-live pages. The live records below are GENERATED TEST DATA (copies of the pack's records
 * with made-up changes, source "generated test data"), inserted with replaceLiveRecords.
 */
const env = appOnTemplateCopy();
let admin: TestUser;
const SOURCE = "generated test data";

beforeAll(async () => {
  admin = await userWithRole(env.database.db, "admin");
});

function call(user: TestUser, path: string, headers: Record<string, string> = {}) {
  const request = browserRequest(path, { headers });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return env.app.fetch(request);
}

interface Row {
  id: string;
  cells: Record<string, string | number | boolean | null>;
}
interface TableReply {
  kind: string;
  mode: string;
  source: { used: string; liveUpdated: number | null; liveSource: string | null; packHash: string | null };
  columns: { key: string; type: string }[];
  total: number;
  rows: Row[];
}
interface CompareReply {
  hasLive: boolean;
  source: TableReply["source"];
  counts: Record<"pack" | "live" | "added" | "removed" | "changed" | "same", number>;
  total: number;
  entries: { id: string; label: string; change: string; fields: { field: string; before: unknown; after: unknown }[] }[];
}

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const reply = await call(admin, path, headers);
  expect(reply.status, path).toBe(200);
  return (await reply.json()) as T;
}
/** Every row of a kind and mode, read a page (200) at a time. */
async function allRows(kind: string, mode = "pvp"): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await json<TableReply>(`/api/be/admin/data/${kind}?mode=${mode}&limit=200&offset=${offset}`);
    rows.push(...page.rows);
    if (rows.length >= page.total) return rows;
  }
}

const KINDS = ["crafts", "barters", "quests", "traders-prices", "weapons"] as const;
const PAGES = [
  "crafts",
  "crafts-compare",
  "barters",
  "barters-compare",
  "quests",
  "quests-compare",
  "traders-prices",
  "traders-prices-compare",
  "guns-compare",
];

describe("the admin game-data pages and calls (admins only)", () => {
  it("are 404 for visitors, free, Pro and expired Pro users; the pages answer admins", async () => {
    for (const role of ["visitor", "free", "pro", "expiredPro"] as const) {
      const user = await userWithRole(env.database.db, role);
      for (const kind of KINDS) {
        expect((await call(user, `/api/be/admin/data/${kind}`)).status, `${role} ${kind}`).toBe(404);
        expect((await call(user, `/api/be/admin/data/${kind}/compare`)).status, `${role} ${kind} compare`).toBe(404);
      }
      for (const page of PAGES) expect((await call(user, `/admin/${page}`)).status, `${role} /admin/${page}`).toBe(404);
    }
    for (const page of PAGES) {
      const reply = await call(admin, `/admin/${page}`);
      expect(reply.status, page).toBe(200);
      expect(await reply.text()).toContain("admin-data");
    }
  });
});

describe("the tables hold the data pack's records as the site uses them", () => {
  it("crafts: every craft of the pack, with the station, level, time and product the calculators read", async () => {
    const db = env.database.db;
    const packCount = (
      await db
        .selectFrom("crafts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n;
    const rows = await allRows("crafts");
    expect(rows.length).toBe(Number(packCount));
    const first = await json<TableReply>("/api/be/admin/data/crafts");
    expect(first.source).toMatchObject({ used: "pack", liveUpdated: null, liveSource: null });
    expect(first.source.packHash).toMatch(/\w/);
    expect(first.rows.length).toBe(50);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const site = await listCrafts(db, "pvp");
    expect(site.length).toBeGreaterThan(50);
    for (const craft of site) {
      const row = byId.get(craft.id);
      expect(row, craft.id).toBeDefined();
      expect(row?.cells).toMatchObject({
        station: craft.stationName,
        level: craft.level,
        duration: craft.durationSec,
        outputCount: craft.output.count,
        fuel: craft.needsFuel,
      });
    }
  });

  it("searches, sorts by any column and pages on the server", async () => {
    const sorted = await json<TableReply>("/api/be/admin/data/crafts?sort=duration&dir=desc&limit=20");
    const times = sorted.rows.map((r) => r.cells.duration as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const name = String(sorted.rows[0]?.cells.output);
    const found = await json<TableReply>(`/api/be/admin/data/crafts?q=${encodeURIComponent(name)}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(sorted.total);
    for (const r of found.rows) expect(Object.values(r.cells).some((v) => typeof v === "string" && v.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    const second = await json<TableReply>("/api/be/admin/data/crafts?sort=duration&dir=desc&limit=10&offset=10");
    expect(second.rows.map((r) => r.id)).toEqual(sorted.rows.slice(10, 20).map((r) => r.id));
    // Russian names on a Russian page.
    const ru = await json<TableReply>("/api/be/admin/data/crafts?limit=200", { cookie: "tm_locale=ru" });
    expect(ru.rows.some((r) => /[а-я]/i.test(String(r.cells.output)))).toBe(true);
  });

  it("barters, quests per mode, trader prices and weapons hold every pack record", async () => {
    const db = env.database.db;
    const barters = await db.selectFrom("trader_offers").select("id").where("kind", "=", "barter").execute();
    expect((await json<TableReply>("/api/be/admin/data/barters")).total).toBe(barters.length);

    const quests = (await db.selectFrom("quests").select("data_json").execute()).map((r) => JSON.parse(r.data_json) as PackQuest);
    for (const mode of ["pvp", "pve"] as const) {
      const reply = await json<TableReply>(`/api/be/admin/data/quests?mode=${mode}`);
      expect(reply.total, mode).toBe(quests.filter((q) => questInGameMode(q, mode)).length);
    }

    const cash = await db.selectFrom("trader_offers").select("id").where("kind", "=", "cash").execute();
    const sells = await db.selectFrom("trader_sell_prices").select(["item_uid", "trader"]).where("mode", "=", "any").execute();
    const prices = await json<TableReply>("/api/be/admin/data/traders-prices");
    expect(prices.total).toBe(cash.length + new Set(sells.map((s) => `${s.trader}:${s.item_uid}`)).size);
    const buys = await json<TableReply>("/api/be/admin/data/traders-prices?q=buys&limit=5");
    expect(buys.rows.every((r) => r.cells.deal === "buys" && typeof r.cells.priceRub === "number")).toBe(true);

    const weapons = (await storedWeaponRecords(db))?.weapons ?? [];
    expect(weapons.length).toBeGreaterThan(10);
    expect((await json<TableReply>("/api/be/admin/data/weapons")).total).toBe(weapons.length);
    // The guns compare: the picked weapons, in the order picked, with the builder's stats.
    const [a, b] = [weapons[3], weapons[7]];
    if (!a || !b) throw new Error("no weapons");
    const side = await json<TableReply>(`/api/be/admin/data/weapons?ids=${b.id},${a.id}`);
    expect(side.rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(side.rows[1]?.cells).toMatchObject({ ergonomics: a.ergonomics, recoilVertical: a.recoilVertical, fireRate: a.fireRate, caliber: a.caliber });
  });

  it("compare pages say there is nothing to compare while the live source has no records", async () => {
    for (const kind of KINDS) {
      const reply = await json<CompareReply>(`/api/be/admin/data/${kind}/compare?mode=pve`);
      expect(reply.hasLive, kind).toBe(false);
      expect(reply.counts.pack, kind).toBeGreaterThan(0);
      expect(reply.counts, kind).toMatchObject({ live: 0, added: 0, removed: 0, changed: 0, same: 0 });
      expect(reply.entries).toEqual([]);
    }
  });
});

describe("the pack against the live records (generated test data)", () => {
  it("crafts: added, removed and changed records, with the changed fields before and after, in that mode only", async () => {
    const db = env.database.db;
    const pack = (await db.selectFrom("crafts").select("data_json").orderBy("id").execute()).map((r) => JSON.parse(r.data_json) as PackCraft);
    const [gone, edited, model] = pack;
    if (!gone || !edited || !model) throw new Error("no crafts");
    const live: PackCraft[] = [
      ...pack.slice(2),
      { ...edited, durationSec: edited.durationSec + 600, output: { ...edited.output, count: edited.output.count + 1 } },
      { ...model, id: "generated-test-craft" },
    ];
    await replaceLiveRecords(db, {
      kind: "craft",
      mode: "pvp",
      source: SOURCE,
      now: Date.now(),
      records: live.map((data) => ({ id: data.id, data, names: {} })),
    });

    const reply = await json<CompareReply>("/api/be/admin/data/crafts/compare?mode=pvp");
    expect(reply.hasLive).toBe(true);
    expect(reply.source).toMatchObject({ used: "live", liveSource: SOURCE });
    expect(reply.counts).toEqual({ pack: pack.length, live: live.length, added: 1, removed: 1, changed: 1, same: pack.length - 2 });
    const changed = reply.entries.find((e) => e.change === "changed");
    expect(changed?.id).toBe(edited.id);
    expect(changed?.fields).toEqual([
      { field: "outputCount", before: edited.output.count, after: edited.output.count + 1 },
      { field: "duration", before: edited.durationSec, after: edited.durationSec + 600 },
    ]);
    expect(reply.entries.find((e) => e.change === "added")).toMatchObject({ id: "generated-test-craft" });
    expect(reply.entries.find((e) => e.change === "added")?.fields.find((f) => f.field === "duration")).toEqual({
      field: "duration",
      before: null,
      after: model.durationSec,
    });
    expect(reply.entries.find((e) => e.change === "removed")).toMatchObject({ id: gone.id });
    // Filters: one kind of change at a time.
    const onlyAdded = await json<CompareReply>("/api/be/admin/data/crafts/compare?change=added");
    expect(onlyAdded.entries.map((e) => e.change)).toEqual(["added"]);
    expect(onlyAdded.total).toBe(1);

    // The table now shows the live records (what the calculators read), with the import's date.
    const table = await json<TableReply>("/api/be/admin/data/crafts?mode=pvp&ids=generated-test-craft");
    expect(table.source.used).toBe("live");
    expect(table.source.liveUpdated).toBeGreaterThan(Date.now() - 60_000);
    expect(table.rows).toHaveLength(1);
    expect((await json<TableReply>("/api/be/admin/data/crafts?mode=pvp")).total).toBe(live.length);
    // PVE still stands on the pack.
    expect((await json<CompareReply>("/api/be/admin/data/crafts/compare?mode=pve")).hasLive).toBe(false);
  });

  it("barters, quests, weapons and trader prices report their changes the same way", async () => {
    const db = env.database.db;
    const now = Date.now();

    // Barters (pvp): the pack's barters as live records, one with a new loyalty level.
    const rows = await db.selectFrom("trader_offers").selectAll().where("kind", "=", "barter").orderBy("id").execute();
    const barters: PackBarter[] = rows.map((r) => ({
      id: r.id.replace(/^barter:/, ""),
      assortId: r.id,
      traderId: r.trader_id,
      loyaltyLevel: r.loyalty_level,
      item: { itemId: r.item_uid, itemName: "", count: r.item_count },
      buyRestrictionMax: r.buy_limit,
      questUnlock: r.quest_unlock ? { status: "complete", ...(JSON.parse(r.quest_unlock) as { questId: string; questName: string }) } : null,
      requiredItems: (JSON.parse(r.required_json ?? "[]") as { itemId: string; count: number }[]).map((i) => ({
        itemId: i.itemId,
        itemName: "",
        count: i.count,
      })),
    }));
    const [barter] = barters;
    if (!barter) throw new Error("no barters");
    const editedBarter = { ...barter, loyaltyLevel: barter.loyaltyLevel === 4 ? 1 : barter.loyaltyLevel + 1 };
    await replaceLiveRecords(db, {
      kind: "barter",
      mode: "pvp",
      source: SOURCE,
      now,
      records: [editedBarter, ...barters.slice(1)].map((data) => ({ id: data.id, data, names: {} })),
    });
    const barterDiff = await json<CompareReply>("/api/be/admin/data/barters/compare");
    expect(barterDiff.counts).toMatchObject({ added: 0, removed: 0, changed: 1, same: barters.length - 1 });
    expect(barterDiff.entries[0]).toMatchObject({
      id: barter.id,
      change: "changed",
      fields: [{ field: "level", before: barter.loyaltyLevel, after: editedBarter.loyaltyLevel }],
    });

    // Quests (one record for both modes): a pvp+pve quest with more experience.
    const quests = (await db.selectFrom("quests").select("data_json").orderBy("uid").execute()).map((r) => JSON.parse(r.data_json) as PackQuest);
    const quest = quests.find((q) => questInGameMode(q, "pve") && q.experience !== null && !q.regularMode?.differsFromPve.includes("experience"));
    if (!quest) throw new Error("no quest");
    await replaceLiveRecords(db, {
      kind: "quest",
      mode: "any",
      source: SOURCE,
      now,
      records: quests.map((q) => ({ id: q.id, data: q.id === quest.id ? { ...q, experience: (q.experience ?? 0) + 1000 } : q, names: {} })),
    });
    const questDiff = await json<CompareReply>("/api/be/admin/data/quests/compare?mode=pve");
    expect(questDiff.counts).toMatchObject({ added: 0, removed: 0, changed: 1 });
    expect(questDiff.entries[0]?.fields).toEqual([{ field: "experience", before: quest.experience, after: (quest.experience ?? 0) + 1000 }]);

    // Weapons (one live record "all"): one weapon's ergonomics, one weapon missing.
    const stored = await storedWeaponRecords(db);
    const weapons = stored?.weapons ?? [];
    const [w0, w1] = weapons;
    if (!w0 || !w1) throw new Error("no weapons");
    await replaceLiveRecords(db, {
      kind: "weapons",
      mode: "any",
      source: SOURCE,
      now,
      records: [
        {
          id: "all",
          names: {},
          data: { weapons: [{ ...w0, ergonomics: w0.ergonomics + 5 }, ...weapons.slice(2)], parts: stored?.parts ?? [], ammo: stored?.ammo ?? [] },
        },
      ],
    });
    const gunDiff = await json<CompareReply>("/api/be/admin/data/weapons/compare?mode=pve");
    expect(gunDiff.counts).toMatchObject({ added: 0, removed: 1, changed: 1, same: weapons.length - 2 });
    expect(gunDiff.entries.find((e) => e.change === "changed")?.fields).toEqual([{ field: "ergonomics", before: w0.ergonomics, after: w0.ergonomics + 5 }]);
    expect(gunDiff.entries.find((e) => e.change === "removed")?.id).toBe(w1.id);

    // Trader prices (pvp): one of the pack's cash offers at another price, and one new offer.
    const cash = await db
      .selectFrom("trader_offers")
      .innerJoin("traders", "traders.id", "trader_offers.trader_id")
      .select(["item_uid", "traders.nickname", "loyalty_level", "price", "trader_offers.currency", "buy_limit"])
      .where("kind", "=", "cash")
      .orderBy("trader_offers.id")
      .execute();
    const keyOf = (o: (typeof cash)[number]) => `sell:${o.nickname}:${o.item_uid}:${o.loyalty_level}`;
    const keys = cash.map(keyOf);
    // An offer alone under its deal, trader, item and level (a few items are offered twice, quest-locked or not).
    const offer = cash.find((o) => keys.indexOf(keyOf(o)) === keys.lastIndexOf(keyOf(o)));
    if (!offer) throw new Error("no cash offer");
    const liveOffers: LiveTraderOffer[] = [
      {
        uid: offer.item_uid,
        trader: offer.nickname,
        minLevel: offer.loyalty_level,
        price: Number(offer.price) + 7,
        currency: offer.currency ?? "RUB",
        priceRub: Number(offer.price) + 7,
        buyLimit: offer.buy_limit,
        taskUnlock: null,
      },
      { uid: offer.item_uid, trader: offer.nickname, minLevel: 9, price: 1, currency: "RUB", priceRub: 1, buyLimit: null, taskUnlock: null },
    ];
    await replaceLiveTraderOffers(db, { mode: "pvp", source: SOURCE, t: now, offers: liveOffers });
    const priceDiff = await json<CompareReply>(`/api/be/admin/data/traders-prices/compare?mode=pvp&limit=200&change=changed`);
    const entry = priceDiff.entries.find((e) => e.id === keyOf(offer));
    expect(entry?.fields.find((f) => f.field === "price")).toEqual({ field: "price", before: Number(offer.price), after: Number(offer.price) + 7 });
    const added = await json<CompareReply>("/api/be/admin/data/traders-prices/compare?mode=pvp&change=added");
    expect(added.entries.map((e) => e.id)).toEqual([`sell:${offer.nickname}:${offer.item_uid}:9`]);
    expect(added.counts.live).toBe(2);
  });
});

describe("bad input", () => {
  it("is refused with 400, the field and the reason, in English and Russian", async () => {
    for (const [path, field] of [
      ["/api/be/admin/data/crafts?mode=pc", "mode"],
      ["/api/be/admin/data/crafts?sort=nothing", "sort"],
      ["/api/be/admin/data/crafts?sort=a;drop", "sort"],
      ["/api/be/admin/data/crafts?limit=0", "limit"],
      ["/api/be/admin/data/crafts?limit=201", "limit"],
      ["/api/be/admin/data/crafts?offset=-1", "offset"],
      ["/api/be/admin/data/weapons?ids=a,b,c,d,e", "ids"],
      ["/api/be/admin/data/weapons?ids=a%20b", "ids"],
      ["/api/be/admin/data/crafts?dir=up", "dir"],
      ["/api/be/admin/data/crafts?admin=1", ""],
      ["/api/be/admin/data/crafts/compare?change=moved", "change"],
      [`/api/be/admin/data/crafts/compare?q=${"x".repeat(101)}`, "q"],
      ["/api/be/admin/data/guns", "kind"],
      ["/api/be/admin/data/guns/compare", "kind"],
    ] as const) {
      const reply = await call(admin, path);
      expect(reply.status, path).toBe(400);
      const body = (await reply.json()) as { error: string; issues?: { path: string }[] };
      if (field)
        expect(
          body.issues?.map((i) => i.path),
          path,
        ).toContain(field);
    }
    const ru = await call(admin, "/api/be/admin/data/crafts?sort=nothing", { cookie: "tm_locale=ru" });
    expect(ru.status).toBe(400);
    expect(((await ru.json()) as { error: string }).error).toMatch(/Неверный запрос.*нет такого столбца/);
    const ruMode = await call(admin, "/api/be/admin/data/quests/compare?mode=pc", { cookie: "tm_locale=ru" });
    expect(ruMode.status).toBe(400);
    expect(((await ruMode.json()) as { error: string }).error).toMatch(/[а-я]/i);
  });
});
