import { beforeAll, describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// Real data pack values: Salewa's PVP flea scans of 2026-07-22 … 2026-08-22 (stenkoss/sp-flea, data/README.md),
// the two 2025 tarkov.dev dumps and the 2023 snapshots.
const SALEWA = "544fb45d4bdc2dee738b4568";
/** Salewa's newest PVP scan. */
const NEWEST = Date.parse("2026-08-22T19:28:01Z");
const NOV_22 = Date.parse("2025-11-22T18:43:46+01:00");
const DEC_10 = Date.parse("2025-12-10T18:06:11+01:00");
const DAY = 86_400_000;
const dayOf = (t: number) => Math.floor(t / DAY) * DAY;

interface Reply {
  range: string;
  resolution: string;
  fields: string[];
  rows: (number | null)[][];
  anchor: number | null;
  from: number | null;
  to: number | null;
  live: boolean;
  parts: { resolution: string; from: number }[];
}

const test = appOnTemplateCopy();
let proCookie: string;
beforeAll(async () => {
  proCookie = (await userWithRole(test.database.db, "pro")).cookie as string;
});

async function history(range: string, cookie?: string): Promise<{ status: number; cache: string | null; body: Reply }> {
  const response = await test.app.fetch(browserRequest(`/api/be/items/${SALEWA}/history?range=${range}`, cookie ? { headers: { cookie } } : {}));
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as Reply };
}

describe("price history ranges on the real pack (GET /api/be/items/{uid}/history)", () => {
  it("7d ends at the newest point, says so, and holds the week's hourly scans", async () => {
    const { status, body } = await history("7d");
    expect(status).toBe(200);
    expect(body).toMatchObject({ anchor: NEWEST, to: NEWEST, from: NEWEST - 7 * DAY, live: false, resolution: "hour" });
    const close = body.fields.indexOf("close");
    // 80 hours with a scan; the newest hour's lowest offer is 35,000 ₽ (a real scan).
    expect(body.rows.length).toBe(80);
    expect(body.rows.at(-1)?.[close]).toBe(35000);
    expect(new Set(body.rows.map((r) => r[close])).size).toBeGreaterThan(10);
  });

  it("1m, 6m and 1y hold a month of hours for a Pro user; all holds the days of 2023, 2025 and 2026", async () => {
    for (const range of ["1m", "6m", "1y", "all"]) {
      const { status, cache, body } = await history(range, proCookie);
      expect(status, range).toBe(200);
      // Pro-only replies are not for shared caches.
      expect(cache, range).toMatch(/^private/);
      expect(body.to, range).toBe(NEWEST);
      expect(body.live, range).toBe(false);
      // Every row falls in the window and in a part of the stated resolutions.
      for (const row of body.rows) expect(row[0] as number, range).toBeGreaterThanOrEqual(body.from as number);
      expect(body.parts.length, range).toBeGreaterThan(0);
      expect(body.parts[0]?.from, range).toBe(body.rows[0]?.[0]);
      // The scans start on 2026-07-22: every range holds them all.
      expect((body.rows.at(-1)?.[0] as number) - (body.rows[0]?.[0] as number), range).toBeGreaterThan(29 * DAY);
      if (range !== "all") expect(body.resolution, range).toBe("hour");
    }
    const all = (await history("all", proCookie)).body;
    const days = new Set(all.rows.map((r) => dayOf(r[0] as number)));
    expect(days.has(dayOf(NOV_22)), "all holds 2025-11-22").toBe(true);
    expect(days.has(dayOf(DEC_10)), "all holds 2025-12-10").toBe(true);
    expect(all.rows.filter((r) => new Date(r[0] as number).getUTCFullYear() === 2023).length).toBeGreaterThan(5);
    expect(all.rows.filter((r) => (r[0] as number) >= Date.parse("2026-07-22T00:00:00Z")).length).toBe(32);
    expect(all.parts).toEqual([{ resolution: "day", from: all.rows[0]?.[0] }]);
  });
});
