import { beforeAll, describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// Real data pack values: Salewa's prices of the 2023 snapshots and of the two tarkov.dev dumps.
const SALEWA = "544fb45d4bdc2dee738b4568";
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
  it("7d ends at the newest point, says so, and holds that point", async () => {
    const { status, body } = await history("7d");
    expect(status).toBe(200);
    expect(body).toMatchObject({ anchor: DEC_10, to: DEC_10, from: DEC_10 - 7 * DAY, live: false });
    expect(body.rows.map((r) => r[body.fields.indexOf("close")])).toEqual([7000]);
  });

  it("1m, 6m, 1y and all hold both 2025 points for a Pro user; all holds the 2023 points", async () => {
    for (const range of ["1m", "6m", "1y", "all"]) {
      const { status, cache, body } = await history(range, proCookie);
      expect(status, range).toBe(200);
      // Pro-only replies are not for shared caches.
      expect(cache, range).toMatch(/^private/);
      const days = new Set(body.rows.map((r) => dayOf(r[0] as number)));
      expect(days.has(dayOf(NOV_22)), `${range} holds 2025-11-22`).toBe(true);
      expect(days.has(dayOf(DEC_10)), `${range} holds 2025-12-10`).toBe(true);
      expect(body.to, range).toBe(DEC_10);
      expect(body.live, range).toBe(false);
      // Every row falls in the window and in a part of the stated resolutions.
      for (const row of body.rows) expect(row[0] as number, range).toBeGreaterThanOrEqual(body.from as number);
      expect(body.parts.length, range).toBeGreaterThan(0);
      expect(body.parts[0]?.from, range).toBe(body.rows[0]?.[0]);
      if (range !== "all") expect(body.from, range).toBeLessThan(NOV_22);
    }
    const all = (await history("all", proCookie)).body;
    expect(all.rows.filter((r) => new Date(r[0] as number).getUTCFullYear() === 2023).length).toBeGreaterThan(5);
    expect(all.parts).toEqual([{ resolution: "day", from: all.rows[0]?.[0] }]);
  });
});
