import { ingestSnapshot } from "@raidkit/db";
import {
  acquisitionCosts,
  type FleaFigure,
  figureVerdict,
  formatPrice,
  inputCost,
  isTrusted,
  type PricedPart,
  type PriceField,
  type ProfitSettings,
  recipeProfit,
  referenceValue,
} from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { CalculatorService } from "../../apps/server/src/services/calculators.ts";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Price quality on the real data pack alone (packages/game priceQuality.ts, decision 020): the
 * server judges the catalogue's figures, no doubted figure reaches a calculator, and the calculator
 * pages give plausible figures.
 */
const env = appOnTemplateCopy();
/** The pack's newest price: the last PVP flea scan of data/price_history/flea_prices_2026.json.gz (22.08.26 20:18 UTC). */
const DATA_DATE = Date.parse("2026-08-22T20:18:01Z");

const page = async (path: string, init: { locale?: string; cookie?: string } = {}) => {
  const request = browserRequest(path, init.locale ? { locale: init.locale } : {});
  if (init.cookie) request.headers.set("cookie", [request.headers.get("cookie"), init.cookie].filter(Boolean).join("; "));
  const response = await env.app.fetch(request);
  return { status: response.status, html: await response.text() };
};
const rubles = (text: string) => Number(text.replace(/[₽,\s]/g, ""));
const services = () => {
  const catalogue = new CatalogueService(env.database.db, () => null);
  return { catalogue, calculators: new CalculatorService(env.database.db, catalogue) };
};

/** The calculator settings a player can pick, crossed (the page's defaults among them). */
function settingsGrid(fleaTax: ProfitSettings["fleaTax"]): ProfitSettings[] {
  const out: ProfitSettings[] = [];
  for (const priceField of ["price", "avg24hPrice", "avg7daysPrice", "historical"] as PriceField[])
    for (const ll of [1, 4])
      for (const historical of [false, true])
        out.push({
          priceField,
          useFlea: true,
          useTradersPrices: true,
          useCrafts: true,
          useBarters: true,
          useHistorical: historical,
          sellToHistorical: historical,
          useFee: ll === 1,
          fleaTax,
          sellToFlea: true,
          sellToTraders: ll === 1,
          fleaOnlyMode: ll === 4,
          tradersLL: { Prapor: ll, Therapist: ll, Skier: ll, Peacekeeper: ll, Mechanic: ll, Ragman: ll, Jaeger: ll, Ref: ll },
          ic3: false,
          hideoutManagement: 0,
          craftingSkill: 0,
          userPrices: {},
          userSellPrices: {},
        });
  return out;
}

const FIGURE_OF: Record<PriceField, FleaFigure> = { price: "lastPrice", avg24hPrice: "avg24h", avg7daysPrice: "avg7d", historical: "avg7d" };

describe("the server judges the pack's figures with the one rule", () => {
  it("judges the pack at its own newest price (22.08.26 20:18), not at today's date", async () => {
    const cat = await services().catalogue.get("en", "pvp");
    expect(cat.quality).toEqual({ asOf: DATA_DATE, staleAfterMs: 7 * 86_400_000, live: false });
    expect(cat.rebuildAt).toBeNull();
  });

  it("marks Physical Bitcoin stale, M61 and a 60-round magazine suspect and stale, and a 2023 zero as no price", async () => {
    const cat = await services().catalogue.get("en", "pvp");
    const byName = (name: string) => cat.items.find((i) => i.name === name);
    // In no 2026 scan: their newest figures are of 22.11.25, months before the pack's newest price.
    expect(byName("Physical Bitcoin")).toMatchObject({ lastPrice: 8_242_375, quality: "ooos" });
    expect(byName("7.62x51mm M61")).toMatchObject({ lastPrice: 37_175, quality: "vvvs", change24h: null });
    expect(byName("AR-15 5.56x45 SureFire MAG5-60 STANAG 60-round magazine")).toMatchObject({ lastPrice: 1_929_048, quality: "vvvs" });
    // 0 ₽ in 2023 and no price since: no price (null), never 0 ₽; it still has its trader price.
    expect(byName("P226 Hogue G10 Chain Link pistol grip")).toMatchObject({
      lastPrice: null,
      avg24h: null,
      pricePerSlot: null,
      traderPrice: 4732,
      quality: "nnns",
    });
    // Issue 34: a Simple wallet's ₽4,000 is under what Therapist pays (₽6,641); its 24 h average ₽7,333 is
    // trusted, and the price per slot is of it (1 slot).
    expect(byName("Simple wallet")).toMatchObject({ lastPrice: 4000, avg24h: 7333, traderPrice: 6641, quality: "too", pricePerSlot: 7333 });
    // Every figure of LEDX is under Therapist's 2025-12 price (₽611,100): the market agrees with itself, nothing doubted.
    expect(byName("LEDX Skin Transilluminator")).toMatchObject({ lastPrice: 580_000, avg24h: 546_444, traderPrice: 611_100, quality: null });
    expect(byName("Graphics card")).toMatchObject({ lastPrice: 330_000, quality: null });
    // No figure anywhere in the catalogue is zero.
    for (const i of cat.items)
      for (const f of ["lastPrice", "avg24h", "avg7d", "pricePerSlot", "traderPrice"] as const) expect(i[f], `${i.name} ${f}`).not.toBe(0);
  });

  it("with live data, judges at the current time with the stale setting, rebuilding when a price turns stale; an admin's manual price does not count as live", async () => {
    const DAY = 86_400_000;
    const SALEWA = "544fb45d4bdc2dee738b4568";
    const GPU = "57347ca924597744596b4e71";
    const handle = copyTemplateDb().open();
    try {
      let now = Date.parse("2026-11-23T12:00:00Z");
      const catalogue = new CatalogueService(handle.db, () => null, { now: () => now, staleAfterMs: 2 * DAY });
      const point = (uid: string, price: number) => ({ uid, price, avg24h: price, low24h: null, high24h: null, offers: 12 });
      // (Above what Therapist pays for it, ₽9,506: a price the rule accepts.)
      await ingestSnapshot(handle.db, { source: "manual", mode: "pvp", t: now, points: [point(SALEWA, 12_000)], expiration: now + DAY });
      catalogue.caches.clear();
      const manual = await catalogue.get("en", "pvp");
      expect(manual.quality).toEqual({ asOf: DATA_DATE, staleAfterMs: 2 * DAY, live: false });
      expect(manual.byUid.get(SALEWA)?.quality).toBeNull();

      // A live import seen a day ago: everything is judged now; the pack's prices are stale, the live one is fresh for 2 days.
      await ingestSnapshot(handle.db, { source: "tarkov.dev", mode: "pvp", t: now - DAY, points: [point(GPU, 480_000)], expiration: now + DAY });
      catalogue.caches.clear();
      const live = await catalogue.get("en", "pvp");
      expect(live.quality).toEqual({ asOf: now, staleAfterMs: 2 * DAY, live: true });
      expect(live.byUid.get(GPU)).toMatchObject({ lastPrice: 480_000, quality: null });
      expect(live.items.find((i) => i.name === "Can of beef stew (Large)")?.quality).toBe("ooos");
      expect(live.rebuildAt).toBe(now - DAY + 2 * DAY + 1);
      expect(await catalogue.get("en", "pvp")).toBe(live);

      // A day and a half later, with no new data, the catalogue is rebuilt and the live price is stale too.
      now += 1.5 * DAY;
      const later = await catalogue.get("en", "pvp");
      expect(later).not.toBe(live);
      expect(later.byUid.get(GPU)?.quality).toBe("ooos");
      expect(later.byUid.get(SALEWA)?.quality).toBeNull();
    } finally {
      await handle.close();
    }
  });

  it("sends the verdict with the cache payload, so the browser reads the same rule", async () => {
    const reply = (await (await env.app.fetch(browserRequest("/api/be/cache"))).json()) as { itemsData: { fields: string[]; items: unknown[][] } };
    const { fields, items } = reply.itemsData;
    const at = (name: string) => items.find((row) => row[fields.indexOf("name")] === name) as unknown[];
    expect(at("7.62x51mm M61")[fields.indexOf("quality")]).toBe("vvvs");
    expect(at("Simple wallet")[fields.indexOf("quality")]).toBe("too");
    expect(at("Graphics card")[fields.indexOf("quality")]).toBeNull();
  });
});

describe("the pack's worst offenders never reach a calculator's profit", () => {
  it("lists them and finds none of their doubted figures in any recipe, under every price setting", async () => {
    const { catalogue, calculators } = services();
    const [cat, data] = await Promise.all([catalogue.get("en", "pvp"), calculators.get("en", "pvp")]);
    // Offenders: the items the calculators price whose flea figures are furthest above their value and not trusted.
    const offenders = Object.keys(data.items)
      .map((uid) => cat.byUid.get(uid))
      .filter((i) => i !== undefined && i.lastPrice !== null && referenceValue(i) !== null && !isTrusted(i.quality, "lastPrice"))
      .map((i) => ({ item: i as NonNullable<typeof i>, ratio: (i?.lastPrice as number) / (referenceValue(i as NonNullable<typeof i>) as number) }))
      .sort((a, b) => b.ratio - a.ratio);
    expect(offenders.slice(0, 5).map((o) => `${o.item.name}: ${o.item.lastPrice}`)).toEqual([
      "Dogtag USEC: 625067",
      "Dogtag BEAR: 321125",
      "7.62x39mm BP gzh ammo pack (20 pcs): 325000",
      "5.56x45mm MK 318 Mod 0 (SOST) ammo pack (100 pcs): 300000",
      "7.62x51mm M61 ammo pack (20 pcs): 220000",
    ]);
    // (The 2025 data's Workbench craft of M61 rounds makes M80 rounds in tarkov.dev's 2026 data: no recipe prices M61 rounds now.)
    for (const name of ["Physical Bitcoin", "7.62x51mm M61 ammo pack (20 pcs)"]) expect(offenders.map((o) => o.item.name)).toContain(name);
    expect(offenders.length).toBeGreaterThan(100);

    // Their calculator prices carry no doubted figure.
    const doubted = new Map<string, Set<number>>();
    for (const { item } of offenders) {
      const values = new Set<number>();
      for (const f of ["lastPrice", "avg24h", "avg7d"] as const) if (!isTrusted(item.quality, f) && item[f] !== null) values.add(item[f] as number);
      // The pack's 7 d average is its newest point, the last price's value: trusted as one figure, it is no doubted value.
      for (const f of ["lastPrice", "avg24h", "avg7d"] as const) if (isTrusted(item.quality, f)) values.delete(item[f] as number);
      doubted.set(item.uid, values);
      const flea = data.items[item.uid]?.prices.flea;
      for (const v of [flea?.price, flea?.avg24hPrice, flea?.avg7daysPrice, flea?.historical])
        if (v !== null && v !== undefined) expect(values.has(v), item.name).toBe(false);
    }

    // Every recipe, every setting: a flea-priced part uses a trusted figure, and no offender's doubted value appears.
    const recipes = [...data.crafts.map((c) => ({ ...c, kind: "craft" as const })), ...data.barters.map((b) => ({ ...b, kind: "barter" as const }))];
    const lookup = (uid: string) => data.items[uid]?.prices;
    let parts = 0;
    const check = (part: PricedPart) => {
      parts++;
      if (part.unit === null) return;
      expect(doubted.get(part.uid)?.has(part.unit) ?? false, `${part.uid} at ${part.unit}`).toBe(false);
      if (part.source === "flea") {
        const item = cat.byUid.get(part.uid);
        const figure = FIGURE_OF[part.field ?? "price"];
        expect(figureVerdict(item?.quality ?? null, figure), `${item?.name} ${figure}`).toBe("ok");
        expect(item?.[figure]).toBe(part.unit);
      }
    };
    for (const s of settingsGrid(data.fleaTax)) {
      const made = acquisitionCosts(recipes, lookup, s);
      for (const r of recipes) {
        const p = recipeProfit(r, lookup, s, null, made);
        for (const part of [...p.inputs, p.output]) check(part);
      }
      for (const uid of [data.bitcoin.bitcoinUid, data.bitcoin.gpuUid])
        check(inputCost(data.items[uid]?.prices as NonNullable<ReturnType<typeof lookup>>, 1, s));
    }
    expect(parts).toBeGreaterThan(20_000);
  });

  // The real top craft on the 2026 prices: three Labs access keycards (₽130,800 each) from an Intelligence folder, ₽304 k/h without the fee.
  it("the top craft and barter profits are plausible: under 400,000 ₽ an hour and 2,000,000 ₽ a barter (were 2.3 M/h and 24.9 M)", async () => {
    const data = await services().calculators.get("en", "pvp");
    const lookup = (uid: string) => data.items[uid]?.prices;
    for (const s of settingsGrid(data.fleaTax)) {
      const recipes = [...data.crafts.map((c) => ({ ...c, kind: "craft" as const })), ...data.barters.map((b) => ({ ...b, kind: "barter" as const }))];
      const made = acquisitionCosts(recipes, lookup, s);
      const crafts = data.crafts.map((c) => recipeProfit(c, lookup, s, null, made)).filter((p) => p.complete);
      const barters = data.barters.map((b) => recipeProfit(b, lookup, s, null, made)).filter((p) => p.complete);
      expect(Math.max(...crafts.map((p) => p.profitPerHour ?? 0))).toBeLessThan(400_000);
      expect(Math.max(...barters.map((p) => p.profit))).toBeLessThan(2_000_000);
      expect(crafts.length).toBeGreaterThan(100);
    }
  });
});

describe("the calculator pages on the pack alone", () => {
  it("/btc-farm sells bitcoins at Therapist's 529,618 ₽ (not the stale 8,242,375 ₽) and pays back in weeks, not hours", async () => {
    for (const locale of ["en", "ru"] as const) {
      const { html } = await page("/btc-farm", { locale });
      const price = html.match(/data-testid="btc-price">(₽[\d,\s]+)/)?.[1] ?? "";
      expect(rubles(price)).toBe(529_618);
      expect(html).toContain(
        `data-testid="btc-price">${formatPrice(529_618, locale)}<span class="muted small"> · <!-- -->${locale === "en" ? "Therapist" : "Терапевт"}</span>`,
      );
      const payback = Number(html.match(/data-testid="btc-payback">([\d.,]+)/)?.[1]?.replace(",", ".") ?? Number.NaN);
      expect(payback).toBeGreaterThan(10);
      expect(payback).toBeLessThan(60);
      const profit = rubles(html.match(/data-testid="btc-profit">(₽[\d,\s]+)/)?.[1] ?? "");
      // 0.87 bitcoins a day (tarkov.dev 2026: 300,000 s a bitcoin with one card) at ₽529,618, less the fuel: the stale
      // flea price would make it millions.
      expect(profit).toBe(300_246);
      // The hover text says the flea price was not used, and why.
      const old = formatPrice(8_242_375, locale);
      expect(html).toContain(
        locale === "en" ? `Last price ${old} not used: older snapshot, 22.11.25 17:43` : `Последняя цена ${old} не использована: старый снимок, 22.11.25 17:43`,
      );
    }
  });

  // Issue 34: with trusted prices (a 24 h average where the last price is one cheap listing) it is ~17.9 M.
  it("/hideout with every station built makes millions a day, not 67 M: between 1 M and 25 M ₽", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const stations = await env.database.db.selectFrom("stations").select(["id", "data_json"]).execute();
    const modules = stations.flatMap((s) => (JSON.parse(s.data_json) as { levels: { level: number }[] }).levels.map((l) => `${s.id}-${l.level}`));
    const changed = await env.app.fetch(
      new Request("http://localhost/api/be/progression/update", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: pro.cookie ?? "" },
        body: JSON.stringify({ add: { modulesBuilt: modules } }),
      }),
    );
    expect(changed.status).toBe(200);
    const { html } = await page("/hideout", { cookie: pro.cookie ?? "" });
    const perDay = rubles(html.match(/class="panel hideout-total">.*?<strong class="num up">(₽[\d,]+)/)?.[1] ?? "");
    expect(perDay).toBeGreaterThan(1_000_000);
    expect(perDay).toBeLessThan(25_000_000);
  });

  it("/crafts ranks no craft above 300,000 ₽ an hour (the small can of beef stew was 886 k/h) and says which prices it skips", async () => {
    const { html } = await page("/crafts");
    const perHour = [...html.matchAll(/<td class="num (?:up|down)">(-?₽[\d,]+)<\/td><td class="num">/g)].map((m) => rubles(m[1] ?? ""));
    expect(perHour.length).toBeGreaterThan(10);
    expect(Math.max(...perHour)).toBeLessThan(300_000);
    expect(Math.max(...perHour)).toBeGreaterThan(10_000);
    expect(html).toContain("Suspect, zero and outdated prices are never used");
    expect(html).not.toContain("Can of beef stew (Small)</a><div");
  });
});

describe("the market and item pages show doubted prices with a warning and their date", () => {
  it("sorts by price with trusted prices first, doubted ones last, and shows no 0 ₽ price", async () => {
    const first = await page("/market?sort=price&dir=desc");
    expect(first.html).not.toMatch(/<[^>]* data-quality=/);
    const firstAsc = await page("/market?sort=price&dir=asc");
    expect(firstAsc.html).not.toMatch(/<[^>]* data-quality=/);
    expect(firstAsc.html).not.toMatch(/<td class="col-price"[^>]*><span class="num">₽0</);
    // The last pages hold the doubted prices, each with its reason and date.
    const pages = Number(first.html.match(/Page 1 of (\d+)/)?.[1] ?? 0);
    expect(pages).toBeGreaterThan(20);
    const last = await page(`/market?sort=price&dir=desc&page=${pages}`);
    expect(last.html).toMatch(/data-quality="(stale|aboveValue)"/);
    const m61 = await page("/market?sort=price&search=M61");
    expect(m61.html).toContain("Suspect price: far above the item&#x27;s value (22.11.25 17:43). Not used for sorting, changes or the calculators.");
    const ru = await page("/market?sort=price&search=M61", { locale: "ru" });
    expect(ru.html).toContain("Сомнительная цена: намного выше ценности предмета (22.11.25 17:43)");
  });

  it("the item page of a suspect item warns, with the figures the rule compared and the date, in English and Russian", async () => {
    const en = await page("/item/7.62x51mm_m61");
    expect(en.html).toContain('data-testid="price-suspect"');
    expect(en.html).toContain("This price looks wrong.");
    expect(en.html).toContain("₽37,175 is more than 20 × the item&#x27;s value (₽1,240) + ₽10,000.");
    expect(en.html).toContain("older snapshot (22.11.25 17:43), more than 7 days before the newest prices (22.08.26 20:18)");
    const ru = await page("/item/7.62x51mm_m61", { locale: "ru" });
    expect(ru.html).toContain("Эта цена выглядит неверной.");
    expect(ru.html).toContain("из старого снимка (22.11.25 17:43)");
    // A fine price has no warning; the zero-priced barrel has no 0 ₽.
    expect((await page("/item/graphics_card")).html).not.toContain('data-testid="price-suspect"');
    const barrel = await page("/item/p226_hogue_g10_chain_link_pistol_grip");
    expect(barrel.html).toContain("No flea price in the data");
    expect(barrel.html).not.toMatch(/big-number"><span class="num">₽0</);
  });

  it("an under-priced last price (issue 34): a Simple wallet's item page heads with its 24 h average, named, and says why the ₽4,000 is not used", async () => {
    const en = (await page("/item/simple_wallet")).html;
    expect(en).toContain('data-testid="trusted-price"><span class="num">₽7,333</span>');
    expect(en).toContain('data-testid="trusted-figure">24 h average<');
    expect(en).toContain("The last price looks wrong.");
    expect(en).toContain("₽4,000 is less than what Therapist pays (₽6,641).");
    expect(en).toContain("The price shown is the 24 h average (₽7,333)");
    const ru = (await page("/item/simple_wallet", { locale: "ru" })).html;
    expect(ru).toContain('data-testid="trusted-figure">средняя за 24 ч<');
    expect(ru).toContain("Последняя цена выглядит неверной.");
    expect(ru).toContain("меньше, чем платит Терапевт");
    // A last price under 60 % of its own 24 h average: an AK-74 6L23 magazine at ₽2,699 against ₽8,577.
    const magazine = (await page("/item/ak-74_5.45x39_6l23_30-round_magazine")).html;
    expect(magazine).toContain("₽2,699 is less than 60 % of the item&#x27;s own 24 h average (₽8,577).");
    // The market lists the wallet at the trusted price, named, the doubted last price in the cell's title.
    const market = (await page("/market?search=simple+wallet")).html;
    expect(market).toMatch(/data-price-figure="avg24h"/);
    expect(market).toMatch(/<td class="col-price" title="Last price ₽4,000 not used: under what a trader pays \(22\.08\.26 19:18\)\.">/);
    expect(market).toContain('<span class="price-figure muted small">24 h average</span>');
  });

  it("the few-offers toggle hides flea prices with few offers only: an unknown count stays, and the page says both (issue 32)", async () => {
    const all = await page("/market");
    const hidden = await page("/market?confident=1");
    const total = (html: string) => Number(html.match(/(\d[\d,]*) items/)?.[1]?.replace(/,/g, "") ?? 0);
    expect(total(hidden.html)).toBeLessThan(total(all.html));
    const note = (hidden.html.match(/data-testid="few-offers-hidden">(.*?)<\/p>/)?.[1] ?? "").replaceAll("<!-- -->", "");
    expect(note).toMatch(/^\d[\d,]* flea prices hidden: fewer than 5 offers\. [\d,]+ prices without a known offer count stay/);
    const count = (text: string | undefined) => Number(text?.replace(/,/g, ""));
    expect(total(hidden.html) + count(note.match(/^(\d[\d,]*)/)?.[1])).toBe(total(all.html));
    // 1,213 of the pack's flea prices are older than its 2026 scans: they stay (counted as few, 4,243 items went down to 408).
    expect(count(note.match(/ ([\d,]+) prices without/)?.[1])).toBeGreaterThan(1000);
    expect(total(hidden.html)).toBeGreaterThan(total(all.html) / 2);
    // What is left: flea prices with enough offers (LEDX: 34 in its last scan) and trader prices; an MP-133
    // barrel with 1 offer in its last scan is hidden.
    expect((await page("/market?confident=1&search=ledx")).html).toMatch(/<td class="col-price"[^>]*><span class="num">₽580,000</);
    expect((await page("/market?search=mp-133+710mm+barrel")).html).toContain("MP-133 12ga 710mm barrel with rib");
    expect((await page("/market?confident=1&search=mp-133+710mm+barrel")).html).not.toContain("MP-133 12ga 710mm barrel with rib");
    const ru = await page("/market?confident=1", { locale: "ru" });
    expect(ru.html.replaceAll("<!-- -->", "")).toMatch(
      /Скрыт[оа] [\d\s ]+ цен[аы]? барахолки: меньше 5 предложений\. [\d\s ]+ цен[аы]? без известного числа предложений остаю?тся/,
    );
  });
});
