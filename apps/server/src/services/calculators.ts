import type { CalcItem, CalculatorData, CalculatorPage } from "@raidkit/api";
import {
  type CashOfferRecord,
  currencyRates,
  type Database,
  type GameRules,
  gameRules,
  listBarters,
  listCashOffers,
  listCrafts,
  traderRecords,
} from "@raidkit/db";
import {
  BITCOIN_UID,
  EXPEDITIONARY_FUEL_UID,
  type FleaTax,
  fleaTaxFromPercent,
  type GameMode,
  GPU_UID,
  generatorFuelPerHour,
  itemRecipePrices,
  type Locale,
  METAL_FUEL_UID,
  type RecipeItemPrices,
  recipesMakingInputs,
  textCompare,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RegisteredCache } from "./cacheRegistry.ts";
import type { CatalogueService, LocaleCatalogue } from "./catalogue.ts";
import { type HashedPart, hashedPart } from "./hashedPart.ts";
import { readGlobalSettings } from "./shell.ts";

/**
 * The calculators' data per locale and game mode: crafts, barters, and the prices of every item
 * they use (flea figures and trader offers in roubles), built once per data version.
 */
export class CalculatorService {
  /** Built per locale and mode from one catalogue: a new catalogue (new data, or live prices turned stale) rebuilds it. */
  private readonly built: RegisteredCache<{ catalogue: LocaleCatalogue; data: CalculatorData }>;
  /** Each page's part as sent, by the data it was made from (a new catalogue or setting makes new ones). */
  private readonly parts = new WeakMap<CalculatorData, Map<string, HashedPart<CalculatorData>>>();
  private readonly rules: RegisteredCache<GameRules | null>;
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  constructor(db: Kysely<Database>, catalogue: CatalogueService) {
    this.db = db;
    this.catalogue = catalogue;
    this.built = catalogue.caches.cache("calculators", { bytes: ({ data }) => JSON.stringify(data).length });
    this.rules = catalogue.caches.cache("game-rules", { bytes: (rules) => JSON.stringify(rules).length });
  }

  /** The flea tax rates of a mode: an admin's, else the game data's (the fee on the item and fee pages, without the whole calculator data). */
  async fleaTax(mode: GameMode): Promise<FleaTax | null> {
    const [rules, settings] = await Promise.all([this.rules.get("", () => gameRules(this.db)), readGlobalSettings(this.db)]);
    return settings.fleaTax[mode] ?? (rules ? fleaTaxFromPercent(rules.globals.ragFair) : null);
  }

  /**
   * The data for a locale and mode, with the global settings as they are now (an admin may change
   * fuelBase or the mode's flea tax rates at any time; the data's rates apply until then).
   */
  async get(locale: Locale, mode: GameMode): Promise<CalculatorData> {
    return (await this.withSettings(locale, mode)).data;
  }

  /** The cached data with the global settings as they are now, and the cached data it came from. */
  private async withSettings(locale: Locale, mode: GameMode): Promise<{ base: CalculatorData; data: CalculatorData }> {
    const [base, settings] = await Promise.all([this.cached(locale, mode), readGlobalSettings(this.db)]);
    return { base, data: { ...base, fuelBase: settings.fuelBase ?? base.fuelBase, fleaTax: settings.fleaTax[mode] ?? base.fleaTax } };
  }

  /**
   * One calculator page's part (calculatorPageData) as JSON with its hash: the page names the
   * address, the browser loads it and keeps it until the data or the settings change (decision 024).
   */
  async part(locale: Locale, mode: GameMode, page: CalculatorPage): Promise<HashedPart<CalculatorData>> {
    const { base, data } = await this.withSettings(locale, mode);
    let byPage = this.parts.get(base);
    if (!byPage) {
      byPage = new Map();
      this.parts.set(base, byPage);
    }
    const key = `${page}|${data.fuelBase}|${JSON.stringify(data.fleaTax)}`;
    let part = byPage.get(key);
    if (!part) {
      part = hashedPart(calculatorPageData(data, page));
      byPage.set(key, part);
    }
    return part;
  }

  private async cached(locale: Locale, mode: GameMode): Promise<CalculatorData> {
    const catalogue = await this.catalogue.get(locale, mode);
    const made = async () => ({ catalogue, data: await this.build(locale, mode, catalogue) });
    return (await this.built.get(`${locale}|${mode}`, made, (entry) => entry.catalogue === catalogue)).data;
  }

  private async build(locale: Locale, mode: GameMode, cat: LocaleCatalogue): Promise<CalculatorData> {
    const [crafts, barters, offers, rates, traders, rules] = await Promise.all([
      listCrafts(this.db, mode),
      listBarters(this.db, mode),
      listCashOffers(this.db),
      currencyRates(this.db),
      traderRecords(this.db),
      gameRules(this.db),
    ]);
    const traderName = new Map(traders.map((t) => [t.name, t.names[locale] ?? t.name]));
    const buyOffers = traderBuyOffers(offers, rates);
    const used = new Set<string>([BITCOIN_UID, GPU_UID, METAL_FUEL_UID, EXPEDITIONARY_FUEL_UID]);
    for (const r of [...crafts, ...barters]) {
      for (const i of r.inputs) used.add(i.uid);
      used.add(r.output.uid);
    }
    for (const c of crafts) for (const t of c.tools) used.add(t.uid);
    const items: Record<string, CalcItem> = {};
    for (const uid of used) {
      const item = cat.byUid.get(uid);
      if (!item) continue;
      items[uid] = {
        uid,
        url: item.url,
        name: item.localName,
        shortName: item.localShortName,
        updated: item.updated,
        prices: itemRecipePrices(item, buyOffers.get(uid) ?? []),
      };
    }
    const stations = new Map<string, string>();
    const englishNames = new Map<string, string>();
    for (const c of crafts) stations.set(c.stationId, c.stationNames[locale] ?? c.stationName ?? c.stationId);
    const stationImages = new Map<string, string | null>();
    for (const c of crafts) englishNames.set(c.stationId, c.stationNames.en ?? c.stationName ?? c.stationId);
    for (const c of crafts) stationImages.set(c.stationId, c.stationImageLink);
    const bitcoinCraft = crafts.find((c) => c.output.uid === BITCOIN_UID);
    return {
      // The bitcoin farm is a craft too (issue 22): its time is one card's; the pages set the player's cards.
      crafts: crafts.map((c) => ({
        id: c.id,
        stationId: c.stationId,
        stationName: stations.get(c.stationId) ?? c.stationId,
        level: c.level,
        durationSec: c.durationSec,
        needsFuel: c.needsFuel,
        inputs: c.inputs,
        tools: c.tools,
        output: c.output,
        questUnlock: c.questUnlock,
      })),
      barters: barters.map((b) => ({ ...b, traderName: traderName.get(b.trader) ?? b.trader })),
      items,
      stations: [...stations]
        .map(([id, name]) => ({ id, name, englishName: englishNames.get(id) ?? name, imageLink: stationImages.get(id) ?? null }))
        .sort((a, b) => textCompare(locale)(a.name, b.name)),
      traders: traders.filter((t) => barters.some((b) => b.trader === t.name)).map((t) => ({ nickname: t.name, name: traderName.get(t.name) ?? t.name })),
      // The generator's own fuel use (the pack's game data) until an admin sets fuelBase (issue 32).
      fuelBase: generatorFuelPerHour(rules?.globals.hideout?.generatorFuelFlowRate),
      fleaTax: rules ? fleaTaxFromPercent(rules.globals.ragFair) : null,
      bitcoin: {
        baseSeconds: bitcoinCraft?.durationSec ?? null,
        bitcoinUid: BITCOIN_UID,
        gpuUid: GPU_UID,
        storage: bitcoinCraft?.productionLimit ?? null,
        eliteExtraStorage: rules?.globals.hideoutManagementEliteSlots.BitcoinFarm?.Container ?? 0,
      },
      fuelTanks: { metal: METAL_FUEL_UID, expeditionary: EXPEDITIONARY_FUEL_UID },
    };
  }
}

/** Trader cash offers by item, in roubles at the data's currency rates (offers in an unknown currency left out). */
export function traderBuyOffers(offers: readonly CashOfferRecord[], rates: Record<string, number>): Map<string, RecipeItemPrices["traderBuy"]> {
  const byItem = new Map<string, RecipeItemPrices["traderBuy"]>();
  for (const o of offers) {
    const rate = rates[o.currency] ?? 0;
    if (!rate) continue;
    const list = byItem.get(o.itemUid) ?? [];
    list.push({ trader: o.trader, loyaltyLevel: o.loyaltyLevel, priceRub: Math.round(o.price * rate) });
    byItem.set(o.itemUid, list);
  }
  return byItem;
}

/**
 * What one calculator page needs of the data (issue 21, finding 10: the whole of it made every
 * calculator page 120 KB compressed): the recipes it lists, the recipes that can price their inputs
 * ("use crafts" / "use barters"), and the items of those; the bitcoin farm only its items.
 */
export function calculatorPageData(data: CalculatorData, page: CalculatorPage): CalculatorData {
  const listed =
    page === "barters" ? { crafts: [], barters: data.barters } : page === "bitcoin" ? { crafts: [], barters: [] } : { crafts: data.crafts, barters: [] };
  const shown = [...listed.crafts, ...listed.barters];
  const crafts = page === "barters" ? recipesMakingInputs(shown, data.crafts) : listed.crafts;
  const barters = page === "barters" ? listed.barters : recipesMakingInputs(shown, data.barters);
  const uids = new Set<string>([data.bitcoin.bitcoinUid, data.bitcoin.gpuUid, data.fuelTanks.metal, data.fuelTanks.expeditionary]);
  for (const recipe of [...crafts, ...barters]) {
    for (const part of [...recipe.inputs, ...("tools" in recipe ? recipe.tools : []), recipe.output]) uids.add(part.uid);
  }
  const items: CalculatorData["items"] = {};
  for (const uid of uids) {
    const item = data.items[uid];
    if (item) items[uid] = item;
  }
  return { ...data, crafts, barters, items };
}
