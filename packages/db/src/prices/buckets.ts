import type { BucketState } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import { bulkWrite } from "../bulk.ts";
import type { Database, PriceBucketTable } from "../schema.ts";

export type BucketTable = "price_hourly" | "price_daily";
type Db = Kysely<Database> | Transaction<Database>;

export function bucketToRow(uid: string, mode: string, state: BucketState): PriceBucketTable {
  return {
    item_uid: uid,
    mode,
    bucket: state.bucket,
    open: state.open,
    open_t: state.openT,
    close: state.close,
    close_t: state.closeT,
    high: state.high,
    low: state.low,
    n: state.n,
    sum: state.sum,
    offers_sum: state.offersSum,
    offers_n: state.offersN,
    median: state.median,
    detail: state.vals ? JSON.stringify(state.vals) : state.parts ? JSON.stringify(state.parts) : null,
  };
}

export function rowToBucket(row: PriceBucketTable, table: BucketTable): BucketState {
  const detail = row.detail ? (JSON.parse(row.detail) as unknown) : null;
  return {
    bucket: row.bucket,
    open: row.open,
    openT: row.open_t,
    close: row.close,
    closeT: row.close_t,
    high: row.high,
    low: row.low,
    n: row.n,
    sum: row.sum,
    offersSum: row.offers_sum,
    offersN: row.offers_n,
    median: row.median,
    vals: table === "price_hourly" && Array.isArray(detail) ? (detail as number[]) : null,
    parts: table === "price_daily" && detail && typeof detail === "object" ? (detail as Record<string, number>) : null,
  };
}

const BUCKET_COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "mode", type: "text" },
  { name: "bucket", type: "bigint" },
  { name: "open", type: "double precision" },
  { name: "open_t", type: "bigint" },
  { name: "close", type: "double precision" },
  { name: "close_t", type: "bigint" },
  { name: "high", type: "double precision" },
  { name: "low", type: "double precision" },
  { name: "n", type: "integer" },
  { name: "sum", type: "double precision" },
  { name: "offers_sum", type: "double precision" },
  { name: "offers_n", type: "integer" },
  { name: "median", type: "double precision" },
  { name: "detail", type: "text" },
] as const;

/** Inserts or replaces bucket rows. */
export async function upsertBuckets(db: Db, table: BucketTable, rows: readonly PriceBucketTable[]): Promise<void> {
  await bulkWrite(db, table, rows as unknown as Record<string, unknown>[], BUCKET_COLUMNS, { keys: ["item_uid", "mode", "bucket"], update: "all" });
}

/** Bucket rows of one bucket time for a mode (all items, or some). */
export async function bucketsAt(db: Db, table: BucketTable, mode: string, bucket: number): Promise<Map<string, BucketState>> {
  const rows = await db.selectFrom(table).selectAll().where("mode", "=", mode).where("bucket", "=", bucket).execute();
  return new Map(rows.map((r) => [r.item_uid, rowToBucket(r, table)]));
}
