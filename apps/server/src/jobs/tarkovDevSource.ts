import type { ItemImageLinks, LiveTraderOffer, SnapshotPoint, SourceCatalogueItem, SourceItemName, TraderRestock, TraderSellPoint } from "@raidkit/db";
import { type GameMode, LOCALES, languageCode, parseResetTime } from "@raidkit/game";
import { z } from "zod";
import { type GraphqlReply, postGraphql, replyString, withoutErred } from "./graphqlClient.ts";
import { type HistoricalPoint, type ItemTextSource, type PriceSource, PriceSourceError, type SourceItemTexts, type SourceSnapshot } from "./priceSource.ts";

/**
 * Every query the importer sends (tests validate each against tests/fixtures/tarkovdev/schema.graphql,
 * our copy of the fields we use of the public schema). The prices of one game mode, page by page.
 */
export const ITEMS_QUERY = `query RaidkitPrices($gameMode: GameMode, $limit: Int, $offset: Int) {
  items(gameMode: $gameMode, limit: $limit, offset: $offset) {
    id lastLowPrice avg24hPrice low24hPrice high24hPrice lastOfferCount updated basePrice
    sellFor { vendor { normalizedName } price currency priceRUB }
    buyFor { vendor { __typename normalizedName ... on TraderOffer { minTraderLevel buyLimit taskUnlock { id } } } price currency priceRUB }
  }
}`;

/** Item names of one language, page by page. */
export const NAMES_QUERY = `query RaidkitItemNames($lang: LanguageCode, $limit: Int, $offset: Int) {
  items(lang: $lang, limit: $limit, offset: $offset) { id name shortName }
}`;

/**
 * English names, the image links (a weapon's default preset picture is its build image, decision 067)
 * and what the catalogue needs of an item the pack lacks (decision 041), page by page.
 */
export const IMAGES_QUERY = `query RaidkitItemImages($limit: Int, $offset: Int) {
  items(lang: en, limit: $limit, offset: $offset) {
    id name shortName iconLink gridImageLink image512pxLink width height types basePrice handbookCategories { id }
    properties { ... on ItemPropertiesWeapon { defaultPreset { image512pxLink } } }
  }
}`;

/** One item's earlier prices (the API keeps up to 30 days). */
export const HISTORY_QUERY = `query RaidkitHistory($id: ID!, $gameMode: GameMode, $days: Int) {
  historicalItemPrices(id: $id, gameMode: $gameMode, days: $days) { price priceMin offerCount timestamp }
}`;

/** Each trader's next restock in one game mode (tarkov-api `Trader.resetTime`, decision 065). */
export const RESTOCKS_QUERY = `query RaidkitRestocks($gameMode: GameMode) {
  traders(gameMode: $gameMode) { id resetTime }
}`;

export const ALL_QUERIES = { ITEMS_QUERY, NAMES_QUERY, IMAGES_QUERY, HISTORY_QUERY, RESTOCKS_QUERY } as const;

/** Days of history asked per item: the API's maximum, so the 1-month range has data too. */
export const HISTORY_DAYS = 30;

const int = z.number().int().nullable();
const price = z.object({ vendor: z.object({ normalizedName: z.string() }), price: int, currency: z.string().nullable(), priceRUB: int });
const buyPrice = price.extend({
  vendor: z.object({
    __typename: z.string(),
    normalizedName: z.string(),
    minTraderLevel: int.optional(),
    buyLimit: int.optional(),
    taskUnlock: z.object({ id: z.string() }).nullable().optional(),
  }),
});
/** Every field must be present (null is fine): a reply missing fields is partial data and refused. */
const itemSchema = z.object({
  id: z.string().min(1),
  lastLowPrice: int,
  avg24hPrice: int,
  low24hPrice: int,
  high24hPrice: int,
  lastOfferCount: int,
  updated: z.string().nullable(),
  basePrice: z.number().int(),
  sellFor: z.array(price).nullable(),
  buyFor: z.array(buyPrice).nullable(),
});
const pageSchema = z.object({ data: z.object({ items: z.array(itemSchema) }) });
const restocksSchema = z.object({ data: z.object({ traders: z.array(z.object({ id: z.string().min(1), resetTime: z.string().nullable() })) }) });
const nameSchema = z.object({ id: z.string().min(1), name: z.string().nullable(), shortName: z.string().nullable() });
const namesPageSchema = z.object({ data: z.object({ items: z.array(nameSchema) }) });
const link = z.string().nullable();
const imagesPageSchema = z.object({
  data: z.object({
    items: z.array(
      nameSchema.extend({
        iconLink: link,
        gridImageLink: link,
        image512pxLink: link,
        width: z.number().int(),
        height: z.number().int(),
        types: z.array(z.string().nullable()),
        basePrice: z.number().int(),
        handbookCategories: z.array(z.object({ id: z.string() }).nullable()),
        // Other items' properties answer {} (the fragment does not apply) or null.
        properties: z.object({ defaultPreset: z.object({ image512pxLink: link }).nullable().optional() }).nullable(),
      }),
    ),
  }),
});
const historySchema = z.object({
  data: z.object({
    historicalItemPrices: z.array(z.object({ price: int, priceMin: int, offerCount: int, timestamp: z.string().nullable() })),
  }),
});

/** tarkov.dev sends times as ISO strings or as epoch milliseconds in a string. */
export function parseSourceTime(value: string | null): number | null {
  if (!value) return null;
  const n = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(n) ? n : null;
}

/** The API's trader names (normalizedName) and the nicknames the data pack stores. */
export const TRADERS: Record<string, string> = {
  prapor: "Prapor",
  therapist: "Therapist",
  fence: "Fence",
  skier: "Skier",
  peacekeeper: "Peacekeeper",
  mechanic: "Mechanic",
  ragman: "Ragman",
  jaeger: "Jaeger",
  ref: "Ref",
  lightkeeper: "Lightkeeper",
};

/** An image link the pages may show: http(s) only (anything else is dropped). */
export function safeLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A list read page by page: its records, and how many records erred and were left out (with the errors in short). */
interface PagedList<T> {
  list: T[];
  erred: number;
  errorSummary: string;
}

export interface TarkovDevOptions {
  url: string;
  mode: GameMode;
  pageSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The source's name in records (default `tarkov.dev:<mode>`). */
  name?: string;
}

/**
 * Prices, names and images from a tarkov.dev-compatible GraphQL endpoint (`PRICE_SOURCE_URL`):
 * every item page by page, validated field by field. Any failed page, GraphQL error, missing
 * field or repeated item fails the whole reply.
 */
export class TarkovDevSource implements PriceSource, ItemTextSource {
  readonly name: string;
  readonly mode: GameMode;
  private readonly options: Required<Omit<TarkovDevOptions, "fetch" | "name">> & { fetch: typeof fetch };

  constructor(options: TarkovDevOptions) {
    this.mode = options.mode;
    this.name = options.name ?? `tarkov.dev:${options.mode}`;
    this.options = { pageSize: 1000, timeoutMs: 20_000, fetch: globalThis.fetch, ...options };
  }

  private get gameMode(): string {
    return this.mode === "pve" ? "pve" : "regular";
  }

  private post(query: string, variables: Record<string, unknown>, signal: AbortSignal): Promise<GraphqlReply> {
    return postGraphql(this.options, query, variables, signal);
  }

  /** Every page of a paged `items` query, each checked with its schema; repeated ids fail the reply. */
  private async pages<T extends { id: string }>(
    query: string,
    variables: Record<string, unknown>,
    schema: z.ZodType<{ data: { items: T[] } }>,
    signal: AbortSignal,
    what: string,
  ): Promise<PagedList<T>> {
    const items: T[] = [];
    let erred = 0;
    let errorSummary = "";
    const seen = new Set<string>();
    const { pageSize } = this.options;
    for (let offset = 0; ; offset += pageSize) {
      const reply = await this.post(query, { ...variables, limit: pageSize, offset }, signal);
      // Records that erred beside the others' data are left out: their previous data stays (decision 041).
      const { body, served } = withoutErred(reply, "items");
      erred += reply.erred.size;
      errorSummary ||= reply.errorSummary;
      const page = schema.safeParse(body);
      if (!page.success) {
        const issue = page.error.issues[0];
        throw new PriceSourceError(`partial or malformed ${what} page at offset ${offset}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      for (const item of page.data.data.items) {
        if (seen.has(item.id)) throw new PriceSourceError(`${what} reply repeats item ${item.id} (offset ${offset})`);
        // A name the API has in no language comes as its locale key (with a note): no name.
        if (reply.missingKeys.size > 0) {
          const named = item as { name?: string | null; shortName?: string | null };
          if ("name" in named) named.name = replyString(named.name, reply.missingKeys);
          if ("shortName" in named) named.shortName = replyString(named.shortName, reply.missingKeys);
        }
        seen.add(item.id);
        items.push(item);
      }
      // A short page is the last; a page longer than asked means the source does not page (all is here).
      if (served !== pageSize) break;
    }
    if (items.length === 0) throw new PriceSourceError(`no items in the ${what} reply`);
    return { list: items, erred, errorSummary };
  }

  async fetchSnapshot(options: { signal: AbortSignal; expiration: number }): Promise<SourceSnapshot> {
    const { list: items, erred, errorSummary } = await this.pages(ITEMS_QUERY, { gameMode: this.gameMode }, pageSchema, options.signal, "prices");
    // The source's own time (its newest item's); a reply without one leaves it unknown, and the points take the time they were fetched.
    let updated: number | null = null;
    for (const i of items) {
      const time = parseSourceTime(i.updated);
      if (time !== null && (updated === null || time > updated)) updated = time;
    }
    const t = updated ?? Date.now();
    const points: SnapshotPoint[] = items.map((i) => ({
      uid: i.id,
      price: i.lastLowPrice,
      avg24h: i.avg24hPrice,
      low24h: i.low24hPrice,
      high24h: i.high24hPrice,
      offers: i.lastOfferCount,
    }));
    const traderSells: TraderSellPoint[] = [];
    const traderBuys: LiveTraderOffer[] = [];
    for (const i of items) {
      for (const s of i.sellFor ?? []) {
        const trader = TRADERS[s.vendor.normalizedName];
        if (!trader || s.price === null || s.priceRUB === null) continue;
        traderSells.push({ uid: i.id, trader, price: s.price, currency: s.currency ?? "RUB", priceRub: s.priceRUB });
      }
      for (const b of i.buyFor ?? []) {
        const trader = TRADERS[b.vendor.normalizedName];
        if (b.vendor.__typename !== "TraderOffer" || !trader || b.price === null || b.priceRUB === null) continue;
        traderBuys.push({
          uid: i.id,
          trader,
          minLevel: b.vendor.minTraderLevel ?? null,
          price: b.price,
          currency: b.currency ?? "RUB",
          priceRub: b.priceRUB,
          buyLimit: b.vendor.buyLimit ?? null,
          taskUnlock: b.vendor.taskUnlock?.id ?? null,
        });
      }
    }
    return {
      source: this.name,
      mode: this.mode,
      t,
      updated,
      points,
      traderSells,
      traderBuys,
      expiration: options.expiration,
      itemCount: items.length + erred,
      erred,
      errorSummary,
    };
  }

  /** Names in every site locale (one request list per language) and the image links. */
  async fetchItemTexts(options: { signal: AbortSignal }): Promise<SourceItemTexts> {
    const { list: english, erred } = await this.pages(IMAGES_QUERY, {}, imagesPageSchema, options.signal, "names (en)");
    const names: SourceItemName[] = english.map((i) => ({ uid: i.id, locale: "en", name: i.name, shortName: i.shortName }));
    const images: ItemImageLinks[] = english.map((i) => ({
      uid: i.id,
      icon: safeLink(i.iconLink),
      grid: safeLink(i.gridImageLink),
      image512: safeLink(i.image512pxLink),
      build: safeLink(i.properties?.defaultPreset?.image512pxLink ?? null),
    }));
    for (const locale of LOCALES) {
      if (locale === "en") continue;
      const lang = languageCode(locale);
      const { list } = await this.pages(NAMES_QUERY, { lang }, namesPageSchema, options.signal, `names (${lang})`);
      for (const i of list) names.push({ uid: i.id, locale, name: i.name, shortName: i.shortName });
    }
    const catalogue: SourceCatalogueItem[] = english.map((i) => ({
      uid: i.id,
      name: i.name,
      shortName: i.shortName,
      categoryId: i.handbookCategories.find((c) => c !== null)?.id ?? null,
      width: i.width,
      height: i.height,
      types: i.types.filter((t): t is string => t !== null),
      basePrice: i.basePrice,
    }));
    return { names, images, catalogue, itemCount: english.length + erred, erred };
  }

  /** Each trader's next restock in this game mode (null where the source gives none). */
  async fetchRestocks(options: { signal: AbortSignal }): Promise<TraderRestock[]> {
    const { body } = await this.post(RESTOCKS_QUERY, { gameMode: this.gameMode }, options.signal);
    const parsed = restocksSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PriceSourceError(`malformed restocks reply: ${issue?.path.join(".")} ${issue?.message}`);
    }
    return parsed.data.data.traders.map((t) => ({ traderId: t.id, resetAt: parseResetTime(t.resetTime) }));
  }

  async fetchHistory(uid: string, options: { signal: AbortSignal }): Promise<HistoricalPoint[]> {
    const { body } = await this.post(HISTORY_QUERY, { id: uid, gameMode: this.gameMode, days: HISTORY_DAYS }, options.signal);
    const parsed = historySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PriceSourceError(`malformed history reply: ${issue?.path.join(".")} ${issue?.message}`);
    }
    // priceMin is the lowest offer of the scan, what a live snapshot's lastLowPrice is; the average stands in when it is missing.
    return parsed.data.data.historicalItemPrices
      .map((p) => ({ t: parseSourceTime(p.timestamp), price: p.priceMin ?? p.price }))
      .filter((p): p is HistoricalPoint => p.t !== null && p.price !== null && p.price > 0);
  }
}
