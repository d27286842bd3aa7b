import type { CalculatorData } from "@raidkit/api";
import { putSetting, SETTING_KEYS } from "@raidkit/db";
import { describe, expect, it } from "vitest";
import { CalculatorService, calculatorPageData } from "../../apps/server/src/services/calculators.ts";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { runFleaTaxCommand } from "../../apps/server/src/services/fleaTaxCommand.ts";
import { readGlobalSettings } from "../../apps/server/src/services/shell.ts";
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
    expect(built.html).toMatch(
      /<td class="col-station"><span class="picture-tile picture-hideout" aria-hidden="true">WO<\/span>Workbench<\/td><td class="col-name"><a [^>]*href="\/item\//,
    );
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

  it("send each calculator page whole in place: no loading state first and no hidden copy swapped in later (issue 22)", async () => {
    for (const path of ["/crafts", "/barters", "/hideout", "/btc-farm"]) {
      const { html } = await page(path);
      // React's marks of a boundary sent as its fallback (<!--$?-->) and of its content sent apart (<div hidden id="S:0">).
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/<div hidden id="S:\d+"/);
      expect(html.match(/<section class="calculator[ "]/g), path).toHaveLength(1);
    }
  });

  it("show visitors and free users the top 20 barters with the Pro hint, and Pro users every open one", async () => {
    const visitor = await page("/barters");
    expect(rows(visitor.html)).toBe(20);
    expect(visitor.html).toMatch(/<p class="pro-note">Showing the top 20 of \d+\./);
    const pro = await userWithRole(env.database.db, "pro");
    const full = await page("/barters", { cookie: pro.cookie ?? "" });
    expect(full.html).not.toContain('<p class="pro-note">');
    // Issue 30, finding 17: the server renders a Pro user's first 40 (SERVER_ROWS of CalculatorView);
    // the page lists the others once it is live, from its data, which holds every barter.
    expect(rows(full.html)).toBe(40);
    const dataUrl = full.html.match(/\/api\/be\/calculators\/data\/en\/pvp\/barters\/[A-Za-z0-9_-]+/)?.[0] ?? "";
    const data = (await (await env.app.fetch(browserRequest(dataUrl, { headers: { cookie: pro.cookie ?? "" } }))).json()) as CalculatorData;
    expect(data.barters.length).toBeGreaterThan(100);
  });

  it("work out the flea fee of an offer on /fee and on the item page (Salewa: base ₽15,090, price ₽35,000 → ₽1,948)", async () => {
    const fee = await page("/fee?search=salewa&item=salewa_first_aid_kit");
    expect(fee.html).toContain('href="/fee?search=salewa&amp;item=salewa_first_aid_kit"');
    expect(fee.html).toMatch(/data-testid="fee">₽1,948/);
    expect((await page("/item/salewa_first_aid_kit")).html).toMatch(/data-testid="fee">₽1,948/);
    const ru = await page("/fee?item=salewa_first_aid_kit", { locale: "ru" });
    expect(ru.html).toMatch(/data-testid="fee">₽1[\s\u00a0\u202f]948</);
    expect(ru.html).toContain("<dt>Комиссия</dt>");
  });

  it("price a barter's figures from the data pack with their source in the hover text", async () => {
    const { html } = await page("/barters");
    expect(html).toMatch(/title="1 × [^"]+: (flea \(Last price, \d\d\.\d\d\.\d\d \d\d:\d\d\)|[A-Z][a-z]+) ₽[\d,]+/);
  });
});

/** A PUT of the user's settings, as the settings dialog sends it. */
const putMe = (cookie: string, body: Record<string, unknown>) =>
  env.app.fetch(
    new Request("http://localhost/api/be/users/me", { method: "PUT", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) }),
  );

/** An admin's `npm run admin -- flea-tax …`, then the running app noticing it (it polls the data version). */
const fleaTax = async (...args: string[]) => {
  const line = await runFleaTaxCommand(env.database.db, args);
  expect(await env.app.watcher.check()).toBe(true);
  return line;
};
const feeOf = (html: string) => html.match(/data-testid="fee">(₽[\d,]+)/)?.[1];
const ratesOf = (html: string) => html.match(/data-testid="fee-rates"[^>]*>([^<]+)</)?.[1];

describe("flea tax rates per game mode (global settings, admin CLI)", () => {
  it("the calculators' data carries the game data's rates (3% and 3%) and the bitcoin farm's storage (3, +2 elite)", async () => {
    const data = await new CalculatorService(env.database.db, new CatalogueService(env.database.db, () => null)).get("en", "pve");
    expect(data.fleaTax).toEqual({ ti: 0.03, tr: 0.03 });
    // tarkov.dev 2026: one bitcoin takes 300,000 s with one card (the 2025 SPT data: 145,000 s).
    expect(data.bitcoin).toMatchObject({ baseSeconds: 300_000, storage: 3, eliteExtraStorage: 2 });
  });

  it("the generator's fuel use comes from the game data (4.75 units an hour) until an admin sets fuelBase; the bitcoin farm counts it (issue 32)", async () => {
    const service = () => new CalculatorService(env.database.db, new CatalogueService(env.database.db, () => null));
    expect((await service().get("en", "pvp")).fuelBase).toBeCloseTo(4.75, 10);
    const farm = await page("/btc-farm");
    // A visitor chose no tank: the cheaper one per unit at its price fuels the farm, named.
    expect(farm.html).toMatch(/data-testid="btc-fuel">₽[\d,]+(<!-- -->)?<span class="muted small"> · (<!-- -->)?(Metal|Expeditionary) fuel tank<\/span>/);
    await putSetting(env.database.db, SETTING_KEYS.globalSettings, JSON.stringify({ ...(await readGlobalSettings(env.database.db)), fuelBase: 2 }));
    try {
      expect((await service().get("en", "pvp")).fuelBase).toBe(2);
    } finally {
      await putSetting(env.database.db, SETTING_KEYS.globalSettings, JSON.stringify({ ...(await readGlobalSettings(env.database.db)), fuelBase: null }));
    }
  });

  it("an admin's PVP rates change the fee on /fee and the item page (Salewa, base ₽15,090 at ₽35,000: 0.03/0.03 → ₽1,948; 0.05/0.05 → ₽3,247); PVE has its own", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    expect((await putMe(pro.cookie ?? "", { gameMode: "pve" })).status).toBe(200);
    try {
      const before = await page("/fee?item=salewa_first_aid_kit");
      expect(feeOf(before.html)).toBe("₽1,948");
      expect(ratesOf(before.html)).toBe("3% · 3%");

      expect(await fleaTax("pvp", "0.05", "0.05")).toBe("flea tax for pvp set to Ti 0.05 (5%), Tr 0.05 (5%)");
      expect((await readGlobalSettings(env.database.db)).fleaTax).toEqual({ pvp: { ti: 0.05, tr: 0.05 } });
      const after = await page("/fee?item=salewa_first_aid_kit");
      expect(feeOf(after.html)).toBe("₽3,247");
      expect(ratesOf(after.html)).toBe("5% · 5%");
      expect(feeOf((await page("/item/salewa_first_aid_kit")).html)).toBe("₽3,247");
      // A Pro user's PVE character reads the PVE rates, still the data's, at the pack's PVE price (₽31,026).
      const pve = await page("/item/salewa_first_aid_kit", { cookie: pro.cookie ?? "" });
      expect(feeOf(pve.html)).toBe("₽1,676");
      expect(ratesOf(pve.html)).toBe("3% · 3%");

      // PVE Ti 0.04, Tr 0.06: ₽3,156 at ₽31,026; PVP keeps its 5% and 5%.
      await fleaTax("pve", "0.04", "0.06");
      expect(feeOf((await page("/fee?item=salewa_first_aid_kit", { cookie: pro.cookie ?? "" })).html)).toBe("₽3,156");
      expect(feeOf((await page("/fee?item=salewa_first_aid_kit")).html)).toBe("₽3,247");

      expect(await fleaTax("pvp", "off")).toBe("flea tax for pvp cleared: the game data's rates apply (Ti 0.03 (3%), Tr 0.03 (3%))");
      expect(feeOf((await page("/fee?item=salewa_first_aid_kit")).html)).toBe("₽1,948");
      expect(feeOf((await page("/fee?item=salewa_first_aid_kit", { cookie: pro.cookie ?? "" })).html)).toBe("₽3,156");
    } finally {
      await runFleaTaxCommand(env.database.db, ["pvp", "off"]);
      await runFleaTaxCommand(env.database.db, ["pve", "off"]);
      await env.app.watcher.check();
    }
    expect((await readGlobalSettings(env.database.db)).fleaTax).toEqual({});
  });

  it("the barter calculator reads them too: at 0 and 0 no barter's value has a flea fee, at the data's rates some do", async () => {
    const fees = (html: string) => (html.match(/, flea fee ₽[\d,]+/g) ?? []).length;
    expect(fees((await page("/barters")).html)).toBeGreaterThan(0);
    try {
      await fleaTax("pvp", "0", "0");
      expect(fees((await page("/barters")).html)).toBe(0);
    } finally {
      await fleaTax("pvp", "off");
    }
    expect(fees((await page("/barters")).html)).toBeGreaterThan(0);
  });

  it("refuses bad rates, modes and extra words with the usage, changing nothing", async () => {
    for (const args of [
      ["pvp", "3", "3"],
      ["pvp", "1", "0.03"],
      ["pvp", "-0.01", "0.03"],
      ["pvp", "0.03"],
      ["pvp", "0.03", "abc"],
      ["pvp", "0.03", "0.03", "0.03"],
      ["pvp", "off", "now"],
      ["arena", "0.03", "0.03"],
      [],
    ]) {
      await expect(runFleaTaxCommand(env.database.db, args)).rejects.toThrow(/flea-tax <pvp\|pve> <Ti> <Tr>/);
    }
    expect((await readGlobalSettings(env.database.db)).fleaTax).toEqual({});
  });

  it("reads only usable stored rates: a broken mode counts as unset, the other stays", async () => {
    const broken = { fuelBase: 3, fleaTax: { pvp: { ti: 3, tr: "0.03" }, pve: { ti: 0.04, tr: 0.06 }, arena: { ti: 0.1, tr: 0.1 } } };
    await putSetting(env.database.db, SETTING_KEYS.globalSettings, JSON.stringify(broken));
    try {
      const read = await readGlobalSettings(env.database.db);
      expect(read.fuelBase).toBe(3);
      expect(read.fleaTax).toEqual({ pve: { ti: 0.04, tr: 0.06 } });
      // Clearing a mode keeps the other settings.
      await runFleaTaxCommand(env.database.db, ["pve", "off"]);
      const cleared = await readGlobalSettings(env.database.db);
      expect(cleared.fuelBase).toBe(3);
      expect(cleared.fleaTax).toEqual({});
    } finally {
      await putSetting(env.database.db, SETTING_KEYS.globalSettings, "{}");
      await env.app.watcher.check();
    }
  });
});

describe("bitcoin farm page", () => {
  it("shows the storage and when it fills: 3 bitcoins, full after 3 × 99,337 s = 82h 47m with 50 cards; elite Hideout Management: 5, 137h 58m", async () => {
    const visitor = await page("/btc-farm");
    expect(visitor.html).toMatch(/<dd class="num">3 bitcoins<\/dd>/);
    expect(visitor.html).toMatch(/data-testid="btc-fill">82h 47m</);
    expect(visitor.html).toMatch(/data-testid="btc-per-day">0\.87</);
    expect(visitor.html).toMatch(/data-testid="btc-lost">0 · ₽0</);
    const pro = await userWithRole(env.database.db, "pro");
    expect((await putMe(pro.cookie ?? "", { skill_HideoutManagement: 51 })).status).toBe(200);
    const elite = await page("/btc-farm", { cookie: pro.cookie ?? "", locale: "ru" });
    expect(elite.html).toMatch(/<dd class="num">5 биткоинов<\/dd>/);
    expect(elite.html).toMatch(/data-testid="btc-fill">137ч 58м</);
  });
});

describe("each calculator page gets its part of the data (issue 21, finding 10)", () => {
  it("lists its own recipes, keeps the recipes that price their inputs and only the items of those", async () => {
    const all = await new CalculatorService(env.database.db, new CatalogueService(env.database.db, () => null)).get("en", "pvp");
    const crafts = calculatorPageData(all, "crafts");
    expect(crafts.crafts).toEqual(all.crafts);
    const craftInputs = new Set(all.crafts.flatMap((c) => c.inputs.map((i) => i.uid)));
    // Every barter that can make a craft's input is there ("use barters"), and no other.
    expect(crafts.barters).toEqual(all.barters.filter((b) => craftInputs.has(b.output.uid)));
    expect(crafts.barters.length).toBeGreaterThan(0);
    expect(crafts.barters.length).toBeLessThan(all.barters.length);
    const barters = calculatorPageData(all, "barters");
    expect(barters.barters).toEqual(all.barters);
    const barterInputs = new Set(all.barters.flatMap((b) => b.inputs.map((i) => i.uid)));
    expect(barters.crafts).toEqual(all.crafts.filter((c) => barterInputs.has(c.output.uid)));
    for (const data of [crafts, barters]) {
      const used = new Set([...data.crafts, ...data.barters].flatMap((r) => [...r.inputs, ...("tools" in r ? r.tools : []), r.output].map((p) => p.uid)));
      for (const uid of used) if (all.items[uid]) expect(data.items[uid], uid).toEqual(all.items[uid]);
      expect(Object.keys(data.items).length).toBeLessThan(Object.keys(all.items).length);
    }
    const farm = calculatorPageData(all, "bitcoin");
    expect([farm.crafts, farm.barters]).toEqual([[], []]);
    expect(Object.keys(farm.items).sort()).toEqual([all.bitcoin.bitcoinUid, all.bitcoin.gpuUid, all.fuelTanks.metal, all.fuelTanks.expeditionary].sort());
  });
});

describe("calculator pages name their data instead of carrying it (issue 21, finding 10)", () => {
  it("render complete, ask for the data in the head, and answer it from an address the browser keeps", async () => {
    const visitor = await page("/barters");
    expect(rows(visitor.html)).toBe(20);
    const url = /\/api\/be\/calculators\/data\/en\/pvp\/barters\/[A-Za-z0-9_-]+/.exec(visitor.html)?.[0] as string;
    expect(visitor.html).toMatch(new RegExp(`<link rel="preload" href="${url}" as="fetch" crossorigin=""`));
    const reply = await env.app.fetch(new Request(`http://localhost${url}`));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const data = (await reply.json()) as CalculatorData;
    expect(data.barters.length).toBeGreaterThan(400);
    // Only the barters the page shows are in it; the others are in the data alone.
    expect(data.barters.filter((b) => visitor.html.includes(b.id)).length).toBe(20);
    // A change of the settings names new data (the flea tax is part of it).
    try {
      await fleaTax("pvp", "0", "0");
      const changed = /\/api\/be\/calculators\/data\/en\/pvp\/barters\/[A-Za-z0-9_-]+/.exec((await page("/barters")).html)?.[0];
      expect(changed).not.toBe(url);
      const old = await env.app.fetch(new Request(`http://localhost${url}`));
      expect(old.headers.get("cache-control")).toBe("private, no-cache");
      expect(((await old.json()) as CalculatorData).fleaTax).toEqual({ ti: 0, tr: 0 });
    } finally {
      await fleaTax("pvp", "off");
    }
    for (const bad of ["/en/pvp/trades/abc", "/xx/pvp/crafts/abc", "/en/pvp/crafts/a.b"]) {
      expect((await env.app.fetch(new Request(`http://localhost/api/be/calculators/data${bad}`))).status, bad).toBe(400);
    }
    expect((await env.app.fetch(new Request(`http://localhost${url.replace("/pvp/", "/pve/")}`))).status).toBe(403);
  });
});
