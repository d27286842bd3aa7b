import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** The calculator pages on the real data pack, server-rendered (issue 5). */
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

const page = async (path: string, init: { locale?: string; cookie?: string } = {}) => {
  const request = browserRequest(path, init.locale ? { locale: init.locale } : {});
  if (init.cookie) request.headers.set("cookie", [request.headers.get("cookie"), init.cookie].filter(Boolean).join("; "));
  const response = await app.fetch(request);
  return { status: response.status, html: await response.text() };
};
const rows = (html: string) => (html.match(/<tr (?:class="[^"]*" )?data-recipe=/g) ?? []).length;

describe("calculator pages", () => {
  it("serve /crafts, /barters, /barter, /btc-farm and /time with their titles, in English and Russian", async () => {
    for (const [path, en, ru] of [
      ["/crafts", "Hideout crafts", "Крафты в убежище"],
      ["/barters", "Trader barters", "Бартеры торговцев"],
      ["/barter", "Trader barters", "Бартеры торговцев"],
      ["/btc-farm", "Bitcoin farm", "Биткоин ферма"],
      ["/time", "Servers time", "Время серверов"],
    ] as const) {
      const english = await page(path);
      expect(english.status).toBe(200);
      expect(english.html).toContain(`<title>${en} · Raidkit</title>`);
      expect((await page(path, { locale: "ru" })).html).toContain(`<title>${ru} · Raidkit</title>`);
    }
  });

  it("show visitors and free users the top 20 barters with the Pro hint, and Pro users every open one", async () => {
    const visitor = await page("/barters");
    expect(rows(visitor.html)).toBe(20);
    expect(visitor.html).toMatch(/<p class="pro-note">Showing the top 20 of \d+\./);
    const pro = await userWithRole(database.db, "pro");
    const full = await page("/barters", { cookie: pro.cookie ?? "" });
    expect(rows(full.html)).toBeGreaterThan(100);
    expect(full.html).not.toContain('<p class="pro-note">');
  });

  it("price a barter's figures from the data pack with their source in the hover text", async () => {
    const { html } = await page("/barters");
    expect(html).toMatch(/title="1 × [^"]+: (flea \(Last price, \d\d\.\d\d\.\d\d \d\d:\d\d\)|[A-Z][a-z]+) ₽[\d,]+/);
  });
});
