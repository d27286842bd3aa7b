import type { DatabaseHandle, HistoryRow } from "@raidkit/db";
import { compactBefore, encodeMonthText } from "@raidkit/db";
import { bucketStart, monthStart } from "@raidkit/game";
import SQLite from "better-sqlite3";
import { sql } from "kysely";

/**
 * Loads a GENERATED year of price history (benchmark data only) in the shape the database has in
 * steady state: hourly buckets compacted into one row per item and month (the current month's row up
 * to the compaction boundary), live hourly buckets for the last days (with one day more, for the
 * timed daily compaction to fold in), daily buckets for the year, and scans every 10 minutes for the
 * last 7 days. SQLite is filled with prepared statements, PostgreSQL with generate_series; the
 * compacted months are encoded here (monthCodec.ts) on both.
 */
export async function loadSyntheticYear(handle: DatabaseHandle, engine: string, ids: readonly string[], now: number) {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;
  const firstHour = lastHour - (365 * 24 - 1) * HOUR;
  // Today is the open day (daily buckets end yesterday); one day before the boundary is left live.
  const liveFrom = compactBefore(now, bucketStart(now, "day")) - 24 * HOUR;
  const lastDay = Math.floor(now / DAY) * DAY - DAY;
  const scans = 7 * 24 * 6;
  const firstScan = now - 7 * DAY;
  const price = (i: number, hour: number) => 10_000 + i * 3 + Math.round(1000 * Math.sin(hour / 24));
  /** The compacted months of item `i`: every hour before the live ones, one encoded row per month. */
  const monthsOf = (i: number): [number, string][] => {
    const byMonth = new Map<number, HistoryRow[]>();
    for (let t = firstHour; t < liveFrom && t <= lastHour; t += HOUR) {
      const p = price(i, (t - firstHour) / HOUR);
      const m = monthStart(t);
      const list = byMonth.get(m) ?? [];
      list.push([t, p, p + 50, p - 50, p + 10, p, p, 10]);
      byMonth.set(m, list);
    }
    return [...byMonth].map(([m, list]) => [m, encodeMonthText(list)]);
  };
  let months = 0;
  if (engine === "sqlite") {
    const db = new SQLite(handle.describe);
    db.pragma("synchronous = OFF");
    const hourRow = db.prepare(
      "insert or replace into price_hourly (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail) values (?, 'pvp', ?, ?, ?, ?, ?, ?, ?, 12, ?, 120, 12, ?, null)",
    );
    const dayRow = db.prepare(
      "insert or replace into price_daily (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail) values (?, 'pvp', ?, ?, ?, ?, ?, ?, ?, 288, ?, 2880, 288, ?, null)",
    );
    const monthRow = db.prepare("insert or replace into price_hourly_months (item_uid, mode, month, rows) values (?, 'pvp', ?, ?)");
    const scan = db.prepare(
      "insert or ignore into price_points (item_uid, mode, t, price, avg24h, low24h, offers, source) values (?, 'pvp', ?, ?, null, null, 10, 'bench-generated')",
    );
    const load = db.transaction((batch: readonly string[], offset: number) => {
      batch.forEach((uid, j) => {
        const i = offset + j;
        for (let t = Math.max(firstHour, liveFrom); t <= lastHour; t += HOUR) {
          const p = price(i, (t - firstHour) / HOUR);
          hourRow.run(uid, t, p, t, p + 10, t + HOUR - 1, p + 50, p - 50, p * 12, p);
        }
        for (const [m, text] of monthsOf(i)) {
          monthRow.run(uid, m, text);
          months++;
        }
        for (let k = 0; k < 365; k++) {
          const t = lastDay - (364 - k) * DAY;
          const p = price(i, k * 24);
          dayRow.run(uid, t, p, t, p + 10, t + DAY - 1, p + 200, p - 200, p * 288, p);
        }
        for (let k = 0; k < scans; k++) scan.run(uid, firstScan + k * 600_000, price(i, k / 6));
      });
    });
    for (let i = 0; i < ids.length; i += 100) load(ids.slice(i, i + 100), i);
    db.close();
  } else {
    const idList = sql`array[${sql.join(ids.map((id) => sql`${id}`))}]::text[]`;
    const items = sql`(select id, (row_number() over ())::int as i from unnest(${idList}) as id)`;
    const p = (k: ReturnType<typeof sql>) => sql`(10000 + i * 3 + round(1000 * sin(${k} / 24.0)))`;
    // Item i (1-based, as row_number() numbers them below) gets the same prices as in SQL.
    for (let start = 0; start < ids.length; start += 200) {
      const batch = ids.slice(start, start + 200).flatMap((id, j) => monthsOf(start + j + 1).map(([m, text]) => ({ id, m, text })));
      await sql`insert into price_hourly_months (item_uid, mode, month, rows)
        select id, 'pvp', m, rows from unnest(${batch.map((r) => r.id)}::text[], ${batch.map((r) => r.m)}::bigint[], ${batch.map((r) => r.text)}::text[]) as u(id, m, rows)
        on conflict do nothing`.execute(handle.db);
    }
    await sql`insert into price_hourly (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail)
      select id, 'pvp', t, v, t, v + 10, t + ${HOUR - 1}, v + 50, v - 50, 12, v * 12, 120, 12, v, null
      from (select id, t, ${p(sql`((t - ${firstHour}) / ${HOUR})`)} as v from ${items} it, generate_series(${liveFrom}::bigint, ${lastHour}::bigint, ${HOUR}::bigint) as t) g
      on conflict do nothing`.execute(handle.db);
    await sql`insert into price_daily (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail)
      select id, 'pvp', t, v, t, v + 10, t + ${DAY - 1}, v + 200, v - 200, 288, v * 288, 2880, 288, v, null
      from (select id, t, ${p(sql`((t - ${lastDay - 364 * DAY}) / ${HOUR})`)} as v from ${items} it, generate_series(${lastDay - 364 * DAY}::bigint, ${lastDay}::bigint, ${DAY}::bigint) as t) g
      on conflict do nothing`.execute(handle.db);
    await sql`insert into price_points (item_uid, mode, t, price, avg24h, low24h, offers, source)
      select id, 'pvp', ${firstScan}::bigint + k * 600000, ${p(sql`(k / 6.0)`)}, null, null, 10, 'bench-generated'
      from ${items} it, generate_series(0, ${scans - 1}) as k
      on conflict do nothing`.execute(handle.db);
    // Steady state: the bulk load is vacuumed and analysed before timing (as autovacuum would, later).
    await sql`vacuum analyze`.execute(handle.db);
    const counted = await sql<{
      h: string;
      m: string;
    }>`select (select count(*) from price_hourly) as h, (select count(*) from price_hourly_months) as m`.execute(handle.db);
    months = Number(counted.rows[0]?.m ?? 0);
  }
  const liveHourly = ids.length * ((lastHour - Math.max(firstHour, liveFrom)) / HOUR + 1);
  return { items: ids.length, scans: ids.length * scans, hourly: ids.length * 365 * 24, compactedMonthRows: months, liveHourly, daily: ids.length * 365 };
}
