import type * as v1 from "@raidkit/api/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 34, item 5 (display): honest times on the real data pack. A change with no price point at
 * its window's start reads "—", never "0%" (the pack's month of scans has no point a day or a week
 * before the newest one of many rarely listed items, e.g. the STM-9 9x19 upper receiver); a price
 * whose time the source did not give (stored as null) says "time unknown", never "now".
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
const database = copyTemplateDb().open();
let app: ServerApp;
beforeAll(async () => {
  // The source gave no time for Salewa's figures (the live importer stores null then).
  await database.db.updateTable("price_stats").set({ updated: null }).where("item_uid", "=", SALEWA).where("mode", "=", "pvp").execute();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
const page = async (path: string, locale?: string) => (await app.fetch(browserRequest(path, locale ? { locale } : {}))).text();

describe("honest changes and times (issue 34, item 5)", () => {
  it("shows an unknown change as —, never 0%, on the market and the item page (STM-9 9x19 upper receiver)", async () => {
    const market = await page("/market?sort=price&dir=desc");
    expect(market).not.toContain('change unknown">0%');
    expect(market.match(/class="num change unknown">—</g)?.length ?? 0).toBeGreaterThan(10);
    // The STM-9 upper receiver's only PVP scans (₽50,000, 22.08.26 09:18) have no point a day or a week before them.
    const item = await page("/item/stm-9_9x19_upper_receiver");
    expect(item).toContain('<dt>24h change</dt><dd><span class="num change unknown">—</span>');
    expect(item).toContain('<dt>7d change</dt><dd><span class="num change unknown">—</span>');
  });

  it("says the time is unknown when the source gave none, in both languages and through the API", async () => {
    const en = await page("/item/salewa_first_aid_kit");
    expect(en).toMatch(/<dt>Price updated<\/dt><dd><span class="muted time-unknown">time unknown<\/span>/);
    const ru = await page("/item/salewa_first_aid_kit", "ru");
    expect(ru).toContain('<span class="muted time-unknown">время неизвестно</span>');
    const market = await page("/market?search=salewa");
    expect(market).toContain('<td class="col-updated"><span class="muted time-unknown">time unknown</span></td>');
    const reply = (await (await app.fetch(new Request(`http://localhost/api/v1/items/${SALEWA}`), { ip: "10.9.0.1" })).json()) as v1.ApiItem;
    expect(reply.prices.updated).toBeNull();
    // Salewa's newest PVP last price in the pack (its figures stay, only their time is unknown).
    expect(reply.prices.lastPrice).toBe(35_000);
  });
});
