import type { DatabaseHandle } from "@raidkit/db";
import SQLite from "better-sqlite3";
import { sql } from "kysely";

/**
 * Loads a GENERATED year of price history (benchmark data only): hourly and daily buckets for a
 * year and scans every 10 minutes for the last 7 days, for each given item. SQLite is filled with
 * prepared statements, PostgreSQL with generate_series; prices follow a simple wave per item.
 */
export async function loadSyntheticYear(handle: DatabaseHandle, engine: string, ids: readonly string[], now: number) {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;
  const lastDay = Math.floor(now / DAY) * DAY - DAY;
  const hours = 365 * 24;
  const days = 365;
  const scans = 7 * 24 * 6;
  const firstScan = now - 7 * DAY;
  if (engine === "sqlite") {
    const db = new SQLite(handle.describe);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = OFF");
    const bucket = (table: string) =>
      db.prepare(
        `insert or replace into ${table} (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail) values (?, 'pvp', ?, ?, ?, ?, ?, ?, ?, 12, ?, 120, 12, ?, null)`,
      );
    const hourly = bucket("price_hourly");
    const daily = bucket("price_daily");
    const scan = db.prepare(
      `insert or ignore into price_points (item_uid, mode, t, price, avg24h, low24h, offers, source) values (?, 'pvp', ?, ?, null, null, 10, 'bench-generated')`,
    );
    const price = (i: number, k: number) => 10_000 + i * 3 + Math.round(1000 * Math.sin(k / 24));
    ids.forEach((uid, i) => {
      db.transaction(() => {
        for (let k = 0; k < hours; k++) {
          const t = lastHour - (hours - 1 - k) * HOUR;
          const p = price(i, k);
          hourly.run(uid, t, p, t, p + 10, t + HOUR - 1, p + 50, p - 50, p * 12, p);
        }
        for (let k = 0; k < days; k++) {
          const t = lastDay - (days - 1 - k) * DAY;
          const p = price(i, k * 24);
          daily.run(uid, t, p, t, p + 10, t + DAY - 1, p + 200, p - 200, p * 12, p);
        }
        for (let k = 0; k < scans; k++) scan.run(uid, firstScan + k * 600_000, price(i, k / 6));
      })();
    });
    db.close();
  } else {
    const idList = sql.join(ids.map((id) => sql`${id}`));
    for (const [table, count, step, last] of [
      ["price_hourly", hours, HOUR, lastHour],
      ["price_daily", days, DAY, lastDay],
    ] as const) {
      await sql`insert into ${sql.table(table)} (item_uid, mode, bucket, open, open_t, close, close_t, high, low, n, sum, offers_sum, offers_n, median, detail)
        select id, 'pvp', ${last} - (${count - 1} - k) * ${step}::bigint, p, ${last} - (${count - 1} - k) * ${step}::bigint, p + 10, ${last} - (${count - 1} - k) * ${step}::bigint + ${step - 1},
               p + 50, p - 50, 12, p * 12, 120, 12, p, null
        from (select id, k, 10000 + (row_number() over ())::int % 5000 + (1000 * sin(k / 24.0))::int as p
              from unnest(array[${idList}]::text[]) as id, generate_series(0, ${count - 1}) as k) g
        on conflict (item_uid, mode, bucket) do nothing`.execute(handle.db);
    }
    await sql`insert into price_points (item_uid, mode, t, price, avg24h, low24h, offers, source)
      select id, 'pvp', ${firstScan}::bigint + k * 600000, 10000 + (1000 * sin(k / 144.0))::int, null, null, 10, 'bench-generated'
      from unnest(array[${idList}]::text[]) as id, generate_series(0, ${scans - 1}) as k
      on conflict do nothing`.execute(handle.db);
    await sql`analyze`.execute(handle.db);
  }
  return { items: ids.length, scans: ids.length * scans, hourly: ids.length * hours, daily: ids.length * days };
}
