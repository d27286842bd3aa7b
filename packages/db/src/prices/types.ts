import type { GameMode } from "@raidkit/game";

/** One item's observation in a price snapshot, as a source reports it (roubles). */
export interface SnapshotPoint {
  uid: string;
  /** The lowest flea offer (tarkov.dev lastLowPrice); null when the item has no offer. */
  price: number | null;
  avg24h: number | null;
  low24h: number | null;
  high24h: number | null;
  /** Number of flea offers (tarkov.dev lastOfferCount). */
  offers: number | null;
}

export interface TraderSellPoint {
  uid: string;
  trader: string;
  price: number;
  currency: string;
  priceRub: number;
}

/** A complete snapshot of one source for one game mode at one time. Sources never hand over half of one. */
export interface Snapshot {
  source: string;
  mode: GameMode;
  /** When the prices were observed (the source's `updated`, else the fetch time). */
  t: number;
  points: SnapshotPoint[];
  traderSells?: TraderSellPoint[];
  /** When the next import is due (next run plus a margin), so clients know how long it is fresh. */
  expiration: number;
}
