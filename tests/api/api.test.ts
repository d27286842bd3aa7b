import { brotliDecompressSync } from "node:zlib";
import { type DatabaseHandle, putSetting, SETTING_KEYS } from "@raidkit/db";
import { fromRows } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

// Real data pack values (data/items.json, tarkov.dev dump of 2025-12-10).
// Salewa's newest PVP scan of the pack (2026-08-22) and the mean of the day before it.
const SALEWA = { uid: "544fb45d4bdc2dee738b4568", url: "salewa_first_aid_kit", lastPrice: 35000, avg24h: 32778 };
const SALEWA_NEWEST = Date.parse("2026-08-22T19:28:01Z");

let database: DatabaseHandle;
let app: ServerApp;

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (path: string, body: string, locale?: string) =>
  app.fetch(browserRequest(path, { method: "POST", body, headers: { "content-type": "application/json" }, ...(locale ? { locale } : {}) }));

describe("POST /api/be/item/by-url", () => {
  it("answers the item with its real price fields", async () => {
    const response = await post("/api/be/item/by-url", JSON.stringify({ url: SALEWA.url }));
    expect(response.status).toBe(200);
    const item = await response.json();
    expect(item.uid).toBe(SALEWA.uid);
    expect(item.name).toBe("Salewa first aid kit");
    expect(item.prices.lastPrice).toBe(SALEWA.lastPrice);
    expect(item.prices.avg24h).toBe(SALEWA.avg24h);
    expect(item.prices.pricePerSlot).toBe(SALEWA.lastPrice / 2);
    expect(item.prices.updated).toBe(SALEWA_NEWEST);
    expect(item.prices.traderName).toBe("Therapist");
  });
  it("gives local names in Russian", async () => {
    const item = await (await post("/api/be/item/by-url", JSON.stringify({ url: SALEWA.url }), "ru")).json();
    expect(item.localName).toBe("Аптечка Salewa First Aid Kit");
    expect(item.prices.traderName).toBe("Терапевт");
  });
  it("answers 404 with the message in the caller's language for an unknown url", async () => {
    const en = await post("/api/be/item/by-url", JSON.stringify({ url: "no-such-item" }));
    expect(en.status).toBe(404);
    expect(await en.json()).toMatchObject({ code: "itemNotFound", error: "Item not found" });
    const ru = await post("/api/be/item/by-url", JSON.stringify({ url: "no-such-item" }), "ru");
    expect((await ru.json()).error).toBe("Предмет не найден");
  });
  it("answers 400 with the reasons for malformed input", async () => {
    const cases: [string, string][] = [
      ["{not json", "(body)"],
      ["", "(body)"],
      [JSON.stringify({ url: "" }), "url"],
      [JSON.stringify({ url: 42 }), "url"],
      [JSON.stringify({ url: "x".repeat(301) }), "url"],
      [JSON.stringify({}), "url"],
      [JSON.stringify({ url: "a", extra: 1 }), "(body)"],
      [JSON.stringify(["salewa"]), "(body)"],
      ["null", "(body)"],
    ];
    for (const [body, path] of cases) {
      const response = await post("/api/be/item/by-url", body);
      expect(response.status, body).toBe(400);
      const reply = await response.json();
      expect(reply.code).toBe("invalidInput");
      expect(reply.error).toMatch(/^Invalid request/);
      expect(reply.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });
  it("explains bad input in Russian for Russian visitors", async () => {
    const reply = await (await post("/api/be/item/by-url", JSON.stringify({ url: 42 }), "ru")).json();
    expect(reply.error).toMatch(/^Неверный запрос: url Неверный ввод/);
    const notJson = await (await post("/api/be/item/by-url", "{", "ru")).json();
    expect(notJson.issues).toEqual([{ path: "(body)", message: "тело запроса должно быть объектом JSON" }]);
  });
  it("never answers 500 to odd input", async () => {
    const bodies = [
      '{"url":{"$gt":""}}',
      '{"url":"\\u0000"}',
      '{"url":"../../etc/passwd"}',
      '{"url":"\'; DROP TABLE items;--"}',
      "1e999",
      '"str"',
      "{".repeat(5000),
    ];
    for (const body of bodies) {
      const response = await post("/api/be/item/by-url", body);
      expect(response.status, body).toBeLessThan(500);
    }
  });
});

describe("POST /api/be/tag/by-url", () => {
  it("answers a handbook category as a tag with its item count", async () => {
    const response = await post("/api/be/tag/by-url", JSON.stringify({ tag: "medkits" }));
    expect(response.status).toBe(200);
    const tag = await response.json();
    expect(tag).toMatchObject({ slug: "medkits", name: "Medkits", path: ["medication", "medkits"] });
    expect(tag.items).toBeGreaterThan(5);
  });
  it("answers 404 for an unknown tag and 400 for bad input", async () => {
    expect((await post("/api/be/tag/by-url", JSON.stringify({ tag: "nope" }))).status).toBe(404);
    expect((await post("/api/be/tag/by-url", JSON.stringify({ tag: ["x"] }))).status).toBe(400);
  });
});

describe("GET /api/be/cache", () => {
  it("returns every item with its price fields, and no rows for an unchanged hash", async () => {
    const first = await app.fetch(browserRequest("/api/be/cache?itemsHash=&questsHash="));
    expect(first.status).toBe(200);
    const payload = await first.json();
    expect(payload.itemsData.needRefresh).toBe(true);
    expect(payload.itemsData.items.length).toBe(5613);
    expect(payload.itemsData.fields).toEqual(
      expect.arrayContaining(["uid", "url", "name", "lastPrice", "avg24h", "avg7d", "change24h", "change7d", "pricePerSlot", "updated"]),
    );
    // The quests of the visitor's game mode (PvP: the 499 quests of the regular dump), with the
    // statuses of each requirement and the fail conditions (spec §3 Quest).
    expect(payload.questsData.quests.length).toBe(499);
    const quests = fromRows<{ name: string; require: { quest: string; status: string[] }[]; failOn: { quest: string }[]; reqLL: { trader: string }[] }>(
      payload.questsData.fields,
      payload.questsData.quests,
    );
    expect(quests.find((q) => q.name === "No Offence")?.require).toEqual([{ quest: "597a171586f77405ba6887d3", status: ["failed"] }]);
    expect(quests.find((q) => q.name === "Chemical - Part 4")?.failOn).toHaveLength(2);
    // Loyalty requirements name the trader as the progress pages do (by nickname), not by id.
    expect(quests.find((q) => q.name === "Shaking Up the Teller")?.reqLL).toEqual([{ trader: "Prapor", level: 2 }]);
    // PVE is Pro data (issue 30, finding 10): a Pro user's session reads it.
    const pro = await userWithRole(database.db, "pro");
    const pve = await (await app.fetch(browserRequest("/api/be/cache?itemsHash=&questsHash=&mode=pve", { headers: { cookie: pro.cookie as string } }))).json();
    expect(pve.questsData.quests.length).toBe(497);
    const items = fromRows<{ uid: string; lastPrice: number | null; url: string | null }>(payload.itemsData.fields, payload.itemsData.items);
    const salewa = items.find((i) => i.uid === SALEWA.uid);
    expect(salewa?.lastPrice).toBe(SALEWA.lastPrice);
    // The slug rule rebuilds urls equal to the name's slug, so the payload sends them as null.
    expect(salewa?.url).toBeNull();

    const again = await app.fetch(browserRequest(`/api/be/cache?itemsHash=${payload.itemsData.hash}&questsHash=${payload.questsData.hash}`));
    const unchanged = await again.text();
    expect(JSON.parse(unchanged)).toMatchObject({ itemsData: { items: [], needRefresh: false }, questsData: { quests: [], needRefresh: false } });
    expect(Buffer.byteLength(unchanged)).toBeLessThan(1024);
  });
  // 300 KB until the 2026 pack (issue 34): 453 more items, and most prices now move (changes and
  // sparklines of a month of scans compress less than the flat 2025 figures): 344 KB in English.
  it("fits the whole catalogue in under 360 KB with brotli", async () => {
    for (const locale of ["en", "ru"]) {
      const response = await app.fetch(browserRequest("/api/be/cache", { locale, headers: { "accept-encoding": "br" } }));
      expect(response.headers.get("content-encoding")).toBe("br");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(360 * 1024);
      expect(JSON.parse(brotliDecompressSync(bytes).toString()).itemsData.items.length).toBe(5613);
    }
  });
  it("adds the locale's name fields", async () => {
    const payload = await (await app.fetch(browserRequest("/api/be/cache", { locale: "ru" }))).json();
    expect(payload.itemsData.fields).toContain("ruName");
    expect(payload.questsData.fields).toContain("ruName");
  });
  it("answers 400 for a malformed hash", async () => {
    const response = await app.fetch(browserRequest("/api/be/cache?itemsHash=%3Cscript%3E"));
    expect(response.status).toBe(400);
  });
});

describe("website alert and weather", () => {
  it("answer empty values when nothing is stored", async () => {
    expect(await (await app.fetch(browserRequest("/api/be/website-alert"))).json()).toEqual({ text: "", html: false });
    expect(await (await app.fetch(browserRequest("/api/be/weather"))).json()).toEqual({ type: null, temperature: null });
  });
  it("sends plain text as text and markup as sanitised HTML", async () => {
    await putSetting(database.db, SETTING_KEYS.websiteAlert, "Servers restart at 10:00");
    expect(await (await app.fetch(browserRequest("/api/be/website-alert"))).json()).toEqual({ text: "Servers restart at 10:00", html: false });
    await putSetting(
      database.db,
      SETTING_KEYS.websiteAlert,
      'New <b>wipe</b> <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    const alert = await (await app.fetch(browserRequest("/api/be/website-alert"))).json();
    expect(alert.html).toBe(true);
    expect(alert.text).toContain("<b>wipe</b>");
    expect(alert.text).not.toMatch(/script|onerror|javascript:|<img/);
  });
  it("reads the stored weather, ignoring unknown types", async () => {
    await putSetting(database.db, SETTING_KEYS.weather, JSON.stringify({ type: "Rain", temperature: 14 }));
    expect(await (await app.fetch(browserRequest("/api/be/weather"))).json()).toEqual({ type: "Rain", temperature: 14 });
    await putSetting(database.db, SETTING_KEYS.weather, JSON.stringify({ type: "Blizzard" }));
    expect((await (await app.fetch(browserRequest("/api/be/weather"))).json()).type).toBeNull();
  });
});

describe("unknown API paths", () => {
  it("answer 404 as JSON", async () => {
    const response = await app.fetch(browserRequest("/api/be/nothing-here"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "notFound", error: "Page Not Found" });
  });
});

describe("GET /api/be/items/{uid}/history", () => {
  it("answers the 7-day series of an item, ending at its newest point", async () => {
    const response = await app.fetch(browserRequest(`/api/be/items/${SALEWA.uid}/history?range=7d`));
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply).toMatchObject({ uid: SALEWA.uid, mode: "pvp", range: "7d", anchor: SALEWA_NEWEST });
    expect(reply.fields).toEqual(["t", "open", "high", "low", "close", "avg", "median", "offers"]);
    expect((reply.rows.at(-1) as number[])[4]).toBe(SALEWA.lastPrice);
    expect(reply.rows.every((r: number[]) => (r[0] as number) >= SALEWA_NEWEST - 7 * 86_400_000)).toBe(true);
  });
  it("refuses longer ranges to visitors without Pro, in their language", async () => {
    for (const range of ["1m", "6m", "1y", "all"]) {
      const response = await app.fetch(browserRequest(`/api/be/items/${SALEWA.uid}/history?range=${range}`));
      expect(response.status, range).toBe(403);
      expect(await response.json()).toMatchObject({ code: "proRequired", error: "Pro status required" });
    }
    const ru = await app.fetch(browserRequest(`/api/be/items/${SALEWA.uid}/history?range=all`, { locale: "ru" }));
    expect((await ru.json()).error).toBe("Требуется статус Pro");
  });
  it("answers 400 for a bad range or mode and 404 for an unknown item", async () => {
    expect((await app.fetch(browserRequest(`/api/be/items/${SALEWA.uid}/history?range=2w`))).status).toBe(400);
    expect((await app.fetch(browserRequest(`/api/be/items/${SALEWA.uid}/history?mode=arena`))).status).toBe(400);
    expect((await app.fetch(browserRequest("/api/be/items/not%20an%20id/history"))).status).toBe(400);
    expect((await app.fetch(browserRequest("/api/be/items/000000000000000000000000/history"))).status).toBe(404);
  });
});

describe("manual price entry", () => {
  it("is not found for anyone but admins", async () => {
    const response = await post("/api/be/admin/prices", JSON.stringify({ uid: SALEWA.uid, mode: "pvp", price: 12345 }));
    expect(response.status).toBe(404);
    const item = await (await post("/api/be/item/by-url", JSON.stringify({ url: SALEWA.url }))).json();
    expect(item.prices.lastPrice).toBe(SALEWA.lastPrice);
  });
});

describe("the cache payload's price fields", () => {
  it("carries the 7-day sparkline and the confidence of every item", async () => {
    const payload = await (await app.fetch(browserRequest("/api/be/cache"))).json();
    expect(payload.itemsData.fields).toEqual(expect.arrayContaining(["spark", "lowConfidence", "offers"]));
    const spark = payload.itemsData.fields.indexOf("spark");
    const salewa = payload.itemsData.items.find((r: unknown[]) => r[0] === SALEWA.uid);
    expect(typeof salewa[spark] === "string" || salewa[spark] === null).toBe(true);
  });
});
