import type { DatabaseHandle } from "@raidkit/db";
import { COMPACT_AFTER_MS } from "@raidkit/db";
import { monthStart } from "@raidkit/game";
import SQLite from "better-sqlite3";
import { sql } from "kysely";

/**
 * Loads a GENERATED year of price history (benchmark data only) in the shape the database has in
 * steady state: hourly buckets of closed months compacted into one row per item and month, live
 * hourly buckets for the recent weeks, daily buckets for the year, and scans every 10 minutes for the
 * last 7 days. SQLite is filled with prepared statements, PostgreSQL with generate_series.
 */
export async function loadSyntheticYear(handle: DatabaseHandle, engine: string, ids: readonly string[], now: number) {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;
  const firstHour = lastHour - (365 * 24 - 1) * HOUR;
  const liveFrom = monthStart(now - COMPACT_AFTER_MS);
  const lastDay = Math.floor(now / DAY) * DAY - DAY;
  const scans = 7 * 24 * 6;
  const firstScan = now - 7 * DAY;
  const price = (i: number, hour: number) => 10_000 + i * 3 + Math.round(1000 * Math.sin(hour / 24));
  let hourly = 0;
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
        const byMonth = new Map<number, unknown[]>();
        for (let t = firstHour; t <= lastHour; t += HOUR) {
          const k = (t - firstHour) / HOUR;
          const p = price(i, k);
          if (t < liveFrom) {
            const m = monthStart(t);
            const list = byMonth.get(m) ?? [];
            list.push([t, p, p + 50, p - 50, p + 10, p, p, 10]);
            byMonth.set(m, list);
          } else {
            hourRow.run(uid, t, p, t, p + 10, t + HOUR - 1, p + 50, p - 50, p * 12, p);
            hourly++;
          }
        }
        for (const [m, list] of byMonth) {
          monthRow.run(uid, m, JSON.stringify(list.flat()));
          months++;
          hourly += list.length;
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
    await sql`insert into price_hourly_months (item_uid, mode, month, rows)
      select id, 'pvp', m, '[' || string_agg(concat_ws(',', t, v, v + 50, v - 50, v + 10, v, v, 10), ',' order by t) || ']'
      from (select id, t, (extract(epoch from date_trunc('month', to_timestamp(t / 1000.0) at time zone 'UTC')) * 1000)::bigint as m, ${p(sql`((t - ${firstHour}) / ${HOUR})`)} as v
            from ${items} it, generate_series(${firstHour}::bigint, ${liveFrom - HOUR}::bigint, ${HOUR}::bigint) as t) g
      group by id, m
      on conflict do nothing`.execute(handle.db);
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
    hourly = ids.length * 365 * 24;
  }
  return { items: ids.length, scans: ids.length * scans, hourly, compactedMonthRows: months, daily: ids.length * 365 };
}
