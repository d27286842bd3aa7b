import type { Snapshot, SnapshotPoint, TraderSellPoint } from "@raidkit/db";
import { z } from "zod";
import { type HistoricalPoint, type PriceSource, PriceSourceError } from "./priceSource.ts";

/** The items query of a tarkov.dev-compatible GraphQL API, one page at a time. */
export const ITEMS_QUERY = `query RaidkitPrices($gameMode: GameMode, $limit: Int, $offset: Int) {
  items(gameMode: $gameMode, limit: $limit, offset: $offset) {
    id lastLowPrice avg24hPrice low24hPrice high24hPrice lastOfferCount updated basePrice
    sellFor { vendor { normalizedName } price currency priceRUB }
  }
}`;

export const HISTORY_QUERY = `query RaidkitHistory($id: ID!, $gameMode: GameMode, $days: Int) {
  historicalItemPrices(id: $id, gameMode: $gameMode, days: $days) { price priceMin timestamp }
}`;

const int = z.number().int().nullable();
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
  sellFor: z.array(z.object({ vendor: z.object({ normalizedName: z.string() }), price: int, currency: z.string().nullable(), priceRUB: int })).nullable(),
});
const pageSchema = z.object({ data: z.object({ items: z.array(itemSchema) }) });
const historySchema = z.object({
  data: z.object({ historicalItemPrices: z.array(z.object({ price: int, priceMin: int, timestamp: z.string().nullable() })) }),
});

/** tarkov.dev sends times as ISO strings or as epoch milliseconds in a string. */
export function parseSourceTime(value: string | null): number | null {
  if (!value) return null;
  const n = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(n) ? n : null;
}

const TRADERS: Record<string, string> = {
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

export interface TarkovDevOptions {
  url: string;
  mode: "pvp" | "pve";
  pageSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Prices from a tarkov.dev-compatible GraphQL endpoint (`PRICE_SOURCE_URL`): every item page by
 * page, validated field by field. Any failed page, GraphQL error or missing field fails the whole
 * snapshot.
 */
export class TarkovDevSource implements PriceSource {
  readonly name: string;
  readonly mode: "pvp" | "pve";
  private readonly options: Required<Omit<TarkovDevOptions, "fetch">> & { fetch: typeof fetch };

  constructor(options: TarkovDevOptions) {
    this.mode = options.mode;
    this.name = `tarkov.dev:${options.mode}`;
    this.options = { pageSize: 1000, timeoutMs: 20_000, fetch: globalThis.fetch, ...options };
  }

  private async post(query: string, variables: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      response = await this.options.fetch(this.options.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (err) {
      throw new PriceSourceError(timeout.aborted ? `timed out after ${this.options.timeoutMs} ms` : `request failed: ${(err as Error).message}`);
    }
    if (!response.ok) throw new PriceSourceError(`HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PriceSourceError("reply is not JSON");
    }
    const errors = (body as { errors?: { message?: string }[] } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) throw new PriceSourceError(`GraphQL error: ${errors.map((e) => e.message).join("; ")}`);
    return body;
  }

  async fetchSnapshot(options: { signal: AbortSignal; expiration: number }): Promise<Snapshot> {
    const gameMode = this.mode === "pve" ? "pve" : "regular";
    const items: z.infer<typeof itemSchema>[] = [];
    for (let offset = 0; ; offset += this.options.pageSize) {
      const body = await this.post(ITEMS_QUERY, { gameMode, limit: this.options.pageSize, offset }, options.signal);
      const page = pageSchema.safeParse(body);
      if (!page.success) {
        const issue = page.error.issues[0];
        throw new PriceSourceError(`partial or malformed page at offset ${offset}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      items.push(...page.data.data.items);
      if (page.data.data.items.length < this.options.pageSize) break;
    }
    if (items.length === 0) throw new PriceSourceError("no items in the reply");
    const times = items.map((i) => parseSourceTime(i.updated)).filter((t): t is number => t !== null);
    const t = times.length ? Math.max(...times) : Date.now();
    const points: SnapshotPoint[] = items.map((i) => ({
      uid: i.id,
      price: i.lastLowPrice,
      avg24h: i.avg24hPrice,
      low24h: i.low24hPrice,
      high24h: i.high24hPrice,
      offers: i.lastOfferCount,
    }));
    const traderSells: TraderSellPoint[] = items.flatMap((i) =>
      (i.sellFor ?? [])
        .filter((s) => s.vendor.normalizedName in TRADERS && s.price !== null && s.priceRUB !== null)
        .map((s) => ({
          uid: i.id,
          trader: TRADERS[s.vendor.normalizedName] as string,
          price: s.price as number,
          currency: s.currency ?? "RUB",
          priceRub: s.priceRUB as number,
        })),
    );
    return { source: this.name, mode: this.mode, t, points, traderSells, expiration: options.expiration };
  }

  async fetchHistory(uid: string, options: { signal: AbortSignal }): Promise<HistoricalPoint[]> {
    const body = await this.post(HISTORY_QUERY, { id: uid, gameMode: this.mode === "pve" ? "pve" : "regular", days: 30 }, options.signal);
    const parsed = historySchema.safeParse(body);
    if (!parsed.success) throw new PriceSourceError("malformed history reply");
    return parsed.data.data.historicalItemPrices
      .map((p) => ({ t: parseSourceTime(p.timestamp), price: p.price ?? p.priceMin }))
      .filter((p): p is HistoricalPoint => p.t !== null && p.price !== null && p.price > 0);
  }
}
