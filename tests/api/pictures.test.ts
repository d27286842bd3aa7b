import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

// Hideout station and trader pictures on the content server (spec §3, IMAGE_CDN_URL, decision 067).
const HOST = "https://cdn.example.test";

let database: DatabaseHandle;
let withHost: ServerApp;
let without: ServerApp;

beforeAll(async () => {
  database = copyTemplateDb().open();
  withHost = await createTestApp(database, { imageCdnUrl: HOST });
  without = await createTestApp(database);
});
afterAll(async () => {
  await withHost.close();
  await without.close();
  await database.close();
});

const page = async (app: ServerApp, path: string, locale = "en") => {
  const response = await app.fetch(browserRequest(path, { locale }));
  expect(response.status, path).toBe(200);
  return response.text();
};
const pictures = (html: string, kind: string) => [...html.matchAll(new RegExp(`<img class="picture picture-${kind}" src="([^"]+)"`, "g"))].map((m) => m[1]);
const tiles = (html: string, kind: string) => (html.match(new RegExp(`class="picture-tile picture-${kind}"`, "g")) ?? []).length;

describe("hideout and trader pictures", () => {
  it("/traders shows each trader's picture from the configured host, in both languages", async () => {
    for (const locale of ["en", "ru"]) {
      const html = await page(withHost, "/traders", locale);
      const srcs = pictures(html, "trader");
      expect(srcs).toContain(`${HOST}/images/traders/prapor.png`);
      expect(srcs).toContain(`${HOST}/images/traders/therapist.png`);
      expect(srcs.length).toBeGreaterThanOrEqual(8);
      expect(srcs.every((s) => s?.startsWith(`${HOST}/images/traders/`))).toBe(true);
      expect(tiles(html, "trader")).toBe(0);
    }
  });

  it("/hideout shows each station's picture by its English name with underscores, in both languages", async () => {
    for (const locale of ["en", "ru"]) {
      const html = await page(withHost, "/hideout", locale);
      const srcs = pictures(html, "hideout");
      expect(srcs).toContain(`${HOST}/images/hideout/Workbench.png`);
      expect(srcs).toContain(`${HOST}/images/hideout/Intelligence_Center.png`);
      expect(srcs.every((s) => s && /^https:\/\/cdn\.example\.test\/images\/hideout\/[A-Za-z0-9_]+\.png$/.test(s))).toBe(true);
    }
  });

  it("without a host, no picture address at all: the names' initials instead", async () => {
    for (const locale of ["en", "ru"]) {
      const traders = await page(without, "/traders", locale);
      const hideout = await page(without, "/hideout", locale);
      for (const html of [traders, hideout]) {
        expect(html).not.toContain("/images/traders/");
        expect(html).not.toContain("/images/hideout/");
        expect(html).not.toContain('class="picture ');
      }
      expect(tiles(traders, "trader")).toBeGreaterThanOrEqual(8);
      expect(tiles(hideout, "hideout")).toBeGreaterThanOrEqual(5);
    }
    expect(await page(without, "/traders")).toMatch(/class="picture-tile picture-trader" aria-hidden="true">PR<\/span>Prapor/);
  });
});
