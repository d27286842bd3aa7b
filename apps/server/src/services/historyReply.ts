import type { HistoryRange, HistoryReply } from "@raidkit/api";
import { type Database, HISTORY_FIELDS, latestImport, priceHistory } from "@raidkit/db";
import type { GameMode } from "@raidkit/game";
import type { Kysely } from "kysely";

/** An item's price history of a range, as /api/be/items/{uid}/history and /api/v1/items/{id}/history answer it. */
export async function historyReplyOf(
  db: Kysely<Database>,
  item: { uid: string; updated: number | null },
  mode: GameMode,
  range: HistoryRange,
): Promise<HistoryReply> {
  const [history, imported] = await Promise.all([priceHistory(db, item.uid, mode, range, item.updated), latestImport(db, mode)]);
  return {
    uid: item.uid,
    mode,
    range,
    resolution: history.resolution,
    fields: [...HISTORY_FIELDS],
    rows: history.rows,
    anchor: history.anchor,
    from: history.from,
    to: history.to,
    live: history.live,
    parts: history.parts,
    updated: imported?.updated ?? history.anchor,
    expiration: imported?.expiration ?? null,
  };
}
