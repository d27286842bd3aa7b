import type { ItemImageLinks, LiveTraderOffer, Snapshot, SourceCatalogueItem, SourceItemName, TraderRestock } from "@raidkit/db";
import type { GameMode } from "@raidkit/game";

/** A historical point of one item, for back-filling its series. */
export interface HistoricalPoint {
  t: number;
  price: number;
}

/** A snapshot as a live source hands it over: the prices plus what else its reply carried. */
export interface SourceSnapshot extends Snapshot {
  /** Trader cash offers (tarkov.dev `buyFor` of traders); undefined when the source has none. */
  traderBuys?: LiveTraderOffer[];
  /** Items in the reply (before any is skipped), for the partial-reply check. */
  itemCount: number;
  /** The source's own time of the reply (its newest item's `updated`); null: the reply did not say (decision 041). */
  updated?: number | null;
  /** Items whose record erred beside the others' data (left out: their last prices stay), with the errors in short. */
  erred?: number;
  errorSummary?: string;
}

/** Names in every locale and image links of the source's items. */
export interface SourceItemTexts {
  names: SourceItemName[];
  images: ItemImageLinks[];
  /** Every item the source lists, with what the catalogue needs of one the pack lacks (decision 041). */
  catalogue?: SourceCatalogueItem[];
  /** Items in the reply (English list). */
  itemCount: number;
  /** Items whose record erred beside the others' data (left out). */
  erred?: number;
}

/**
 * Where prices come from. `fetchSnapshot` answers a complete snapshot or throws (a timeout, a bad
 * reply, partial data): a source never hands over half a snapshot.
 */
export interface PriceSource {
  readonly name: string;
  readonly mode: GameMode;
  fetchSnapshot(options: { signal: AbortSignal; expiration: number }): Promise<SourceSnapshot | Snapshot>;
  /** Earlier points of one item, when the source keeps them. */
  fetchHistory?(uid: string, options: { signal: AbortSignal }): Promise<HistoricalPoint[]>;
  /** Each trader's next restock in this mode, when the source tells it (decision 065). */
  fetchRestocks?(options: { signal: AbortSignal }): Promise<TraderRestock[]>;
}

/** A source of item names and images (mode-independent). */
export interface ItemTextSource {
  readonly name: string;
  fetchItemTexts(options: { signal: AbortSignal }): Promise<SourceItemTexts>;
}

/** A failure of a source, with a short reason for the import log. */
export class PriceSourceError extends Error {
  override readonly name = "PriceSourceError";
}
