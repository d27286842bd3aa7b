import type { Snapshot } from "@raidkit/db";

/** A historical point of one item, for back-filling its series. */
export interface HistoricalPoint {
  t: number;
  price: number;
}

/**
 * Where prices come from. `fetchSnapshot` answers a complete snapshot or throws (a timeout, a bad
 * reply, partial data): a source never hands over half a snapshot.
 */
export interface PriceSource {
  readonly name: string;
  readonly mode: "pvp" | "pve";
  fetchSnapshot(options: { signal: AbortSignal; expiration: number }): Promise<Snapshot>;
  /** Earlier points of one item, when the source keeps them. */
  fetchHistory?(uid: string, options: { signal: AbortSignal }): Promise<HistoricalPoint[]>;
}

/** A failure of a source, with a short reason for the import log. */
export class PriceSourceError extends Error {
  override readonly name = "PriceSourceError";
}
