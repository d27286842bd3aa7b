import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** The calculator pages on the real data pack, server-rendered (issue 5). */
const env = appOnTemplateCopy();

const page = async (path: string, init: { locale?: string; cookie?: string } = {}) => {
  const request = browserRequest(path, init.locale ? { locale: init.locale } : {});
  if (init.cookie) request.headers.set("cookie", [request.headers.get("cookie"), init.cookie].filter(Boolean).join("; "));
  const response = await env.app.fetch(request);
  return { status: response.status, html: await response.text() };
};
const rows = (html: string) => (html.match(/<tr (?:class="[^"]*" )?data-recipe=/g) ?? []).length;

describe("calculator pages", () => {
  it("hideout profit follows the built modules: nothing built, no open craft; Workbench 1 built, its best craft per hour", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const none = await page("/hideout", { cookie: pro.cookie ?? "" });
    expect(none.html).not.toMatch(/<td class="num">[1-9]\d*<\/td><\/tr>/);
    const workbench = (await env.database.db.selectFrom("stations").select("id").where("name", "=", "Workbench").executeTakeFirstOrThrow()).id;
    const changed = await env.app.fetch(
      new Request("http://localhost/api/be/progression/update", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: pro.cookie ?? "" },
        body: JSON.stringify({ add: { modulesBuilt: [`${workbench}-1`] } }),
      }),
    );
    expect(changed.status).toBe(200);
    const built = await page("/hideout", { cookie: pro.cookie ?? "" });
    expect(built.html).toMatch(/<td class="col-source">Workbench<\/td><td class="col-name"><a [^>]*href="\/item\//);
  });

  it("serve /crafts, /barters, /barter, /btc-farm and /time with their titles, in English and Russian", async () => {
    for (const [path, en, ru] of [
      ["/crafts", "Hideout crafts", "Крафты в убежище"],
      ["/barters", "Trader barters", "Бартеры торговцев"],
      ["/barter", "Trader barters", "Бартеры торговцев"],
      ["/btc-farm", "Bitcoin farm", "Биткоин ферма"],
      ["/hideout", "Hideout profit", "Доход убежища"],
      ["/fee", "Flea market fee calculator", "Калькулятор комиссии барахолки"],
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
    const pro = await userWithRole(env.database.db, "pro");
    const full = await page("/barters", { cookie: pro.cookie ?? "" });
    expect(rows(full.html)).toBeGreaterThan(100);
    expect(full.html).not.toContain('<p class="pro-note">');
  });

  it("work out the flea fee of an offer on /fee and on the item page (Salewa: base ₽15,090, price ₽7,000 → ₽824)", async () => {
    const fee = await page("/fee?search=salewa&item=salewa_first_aid_kit");
    expect(fee.html).toContain('href="/fee?search=salewa&amp;item=salewa_first_aid_kit"');
    expect(fee.html).toMatch(/data-testid="fee">₽824/);
    expect((await page("/item/salewa_first_aid_kit")).html).toMatch(/data-testid="fee">₽824/);
    const ru = await page("/fee?item=salewa_first_aid_kit", { locale: "ru" });
    expect(ru.html).toMatch(/data-testid="fee">₽824/);
    expect(ru.html).toContain("<dt>Комиссия</dt>");
  });

  it("price a barter's figures from the data pack with their source in the hover text", async () => {
    const { html } = await page("/barters");
    expect(html).toMatch(/title="1 × [^"]+: (flea \(Last price, \d\d\.\d\d\.\d\d \d\d:\d\d\)|[A-Z][a-z]+) ₽[\d,]+/);
  });
});
