// `npm run bench:prices` runs `benchPriceQuality` (the timing); `node bench/priceQuality.ts` also
// prints the verdicts and the pack's figures behind the bounds. The price-quality rule (packages/game priceQuality.ts) over every item
// of the real data pack (5,160), with the catalogue's figures, as the server runs it when it builds a
// catalogue (judgeItem: the rule, the code, zero figures dropped). Median and p95 over repeated runs,
// beside a baseline: one pass reading the same fields. Goal: under 20 ms. Then the verdicts it gives
// and the figures of the pack the bounds were chosen from (docs/decisions/020-price-quality.md).
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { catalogueItems, importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import {
  AVERAGE_FLOOR,
  decodeQuality,
  FLEA_FIGURES,
  figureVerdict,
  HISTORY_FACTOR,
  judgeItem,
  type PackItem,
  TRADER_FLOOR,
  VALUE_ALLOWANCE,
  VALUE_FLOOR,
  VALUE_MULTIPLE,
} from "@raidkit/game";
import { CatalogueService } from "../apps/server/src/services/catalogue.ts";
import { median, percentile, ROOT, tempDir } from "./lib.ts";

const RUNS = 300;
const WARMUP = 30;

export interface PriceQualityFigures {
  items: number;
  medianMs: number;
  p95Ms: number;
  baselineMedianMs: number;
  baselineP95Ms: number;
}

/** Times the rule over every pack item (fresh SQLite database); `report` also prints what it says of the pack. */
export async function benchPriceQuality(report = false): Promise<PriceQualityFigures> {
  const dir = tempDir("raidkit-bench-quality-");
  const handle = openDatabase({ dataDir: dir });
  try {
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(path.join(ROOT, "data")));
    // The catalogue's figures before judging, and the clock the catalogue judges the pack with.
    const raw = await catalogueItems(handle.db, { locale: "en", mode: "pvp" });
    const clock = (await new CatalogueService(handle.db, () => null).get("en", "pvp")).quality;

    const times: number[] = [];
    const baseline: number[] = [];
    let sink = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      for (const item of raw) sink += judgeItem(item, clock).quality?.length ?? 0;
      times.push(performance.now() - started);
      const b = performance.now();
      for (const i of raw)
        sink += (i.lastPrice ?? 0) + (i.avg24h ?? 0) + (i.avg7d ?? 0) + (i.traderPrice ?? 0) + (i.basePrice ?? 0) + (i.handbookPrice ?? 0) + (i.updated ?? 0);
      baseline.push(performance.now() - b);
    }
    if (!Number.isFinite(sink)) throw new Error("sink is not finite");
    const measured = times.slice(WARMUP);
    const figures: PriceQualityFigures = {
      items: raw.length,
      medianMs: Number(median(measured).toFixed(3)),
      p95Ms: Number(percentile(measured, 0.95).toFixed(3)),
      baselineMedianMs: Number(median(baseline.slice(WARMUP)).toFixed(4)),
      baselineP95Ms: Number(percentile(baseline.slice(WARMUP), 0.95).toFixed(4)),
    };
    console.log(
      `Price quality: ${raw.length} items judged per catalogue build: median ${median(measured).toFixed(2)} ms, p95 ${percentile(measured, 0.95).toFixed(2)} ms over ${measured.length} runs (goal < 20 ms); baseline (one pass reading the same fields) median ${median(baseline.slice(WARMUP)).toFixed(3)} ms, p95 ${percentile(baseline.slice(WARMUP), 0.95).toFixed(3)} ms`,
    );

    if (!report) return figures;
    // What the rule says about the pack (at the pack's own newest price).
    const judged = raw.map((i) => judgeItem(i, clock));
    console.log(`\nVerdicts at ${new Date(clock.asOf ?? 0).toISOString()} (stale after ${clock.staleAfterMs / 86_400_000} days):`);
    for (const figure of FLEA_FIGURES) {
      const counts = new Map<string, number>();
      for (const i of raw.map((r, k) => ({ r, j: judged[k] }))) {
        if (i.r[figure] === null) continue; // (zero counts, as "none")
        const v = figureVerdict(i.j?.quality ?? null, figure);
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      console.log(
        `  ${figure.padEnd(9)} ${[...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(", ")}`,
      );
    }
    const withLast = judged.filter((_, k) => (raw[k]?.lastPrice ?? 0) > 0);
    console.log(
      `  items with a last price ${withLast.length}: trusted ${withLast.filter((i) => figureVerdict(i.quality, "lastPrice") === "ok").length}, stale ${withLast.filter((i) => decodeQuality(i.quality).stale).length}, suspect ${withLast.filter((i) => !["ok", "none"].includes(decodeQuality(i.quality).lastPrice)).length}`,
    );

    // Issue 34: the newest snapshot's last prices, under-priced and over-priced.
    const current = judged.filter((i, k) => (raw[k]?.lastPrice ?? 0) > 0 && i.updated === clock.asOf);
    const reasons = new Map<string, number>();
    for (const i of current) {
      const check = decodeQuality(i.quality).lastPrice;
      reasons.set(check, (reasons.get(check) ?? 0) + 1);
    }
    const n = (k: string) => reasons.get(k) ?? 0;
    console.log(
      `  current last prices (newest snapshot) ${current.length}: doubted ${current.length - n("ok")} — under-priced ${n("belowAverage") + n("belowTrader") + n("belowValue")} (under ${AVERAGE_FLOOR * 100} % of the 24 h average ${n("belowAverage")}, under the best trader's price ${n("belowTrader")}, under a tenth of the value ${n("belowValue")}), over-priced ${n("aboveValue")}, far from the other figures ${n("history")}, by an admin ${n("admin")}`,
    );

    // The figures behind the bounds, from data/items.json.
    const items = (JSON.parse(readFileSync(path.join(ROOT, "data/items.json"), "utf8")) as { items: PackItem[] }).items;
    const q = (xs: number[], ps: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return ps.map((p) => `p${p * 100}=${(s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN).toFixed(2)}`).join(" ");
    };
    const value = (i: PackItem) => Math.max(i.basePrice ?? 0, i.handbookPrice ?? 0);
    const trader = (i: PackItem) =>
      Math.max(
        0,
        ...Object.entries(i.sellFor_2025_12_10 ?? {})
          .filter(([k]) => k !== "flea market" && k !== "peacekeeper")
          .map(([, v]) => v),
      );
    const dec = items.filter((i) => (i.sellFor_2025_12_10?.["flea market"] ?? 0) > 0);
    const nov = items.filter((i) => !(i.sellFor_2025_12_10?.["flea market"] ?? 0) && (i.avg24hPrice_2025_11_22 ?? 0) > 0);
    const flea = (i: PackItem) => i.sellFor_2025_12_10?.["flea market"] as number;
    const ceiling = (v: number) => VALUE_MULTIPLE * v + VALUE_ALLOWANCE;
    const P = [0.01, 0.05, 0.5, 0.9, 0.95, 0.99];
    console.log("\nFigures of data/items.json behind the bounds:");
    console.log(
      `  2025-12-10 flea ÷ best trader (${dec.filter((i) => trader(i) > 0).length}): ${q(
        dec.filter((i) => trader(i) > 0).map((i) => flea(i) / trader(i)),
        P,
      )}`,
    );
    console.log(
      `  2025-11-22 avg ÷ best trader, items without a 12-10 price: ${q(
        nov.filter((i) => trader(i) > 0).map((i) => (i.avg24hPrice_2025_11_22 as number) / trader(i)),
        P,
      )}`,
    );
    console.log(
      `  2025-12-10 flea ÷ value: ${q(
        dec.filter((i) => value(i) > 0).map((i) => flea(i) / value(i)),
        P,
      )}`,
    );
    console.log(
      `  2025-11-22 avg ÷ value (no 12-10 price): ${q(
        nov.filter((i) => value(i) > 0).map((i) => (i.avg24hPrice_2025_11_22 as number) / value(i)),
        P,
      )}`,
    );
    const decV = dec.filter((i) => value(i) > 0);
    const novV = nov.filter((i) => value(i) > 0);
    console.log(
      `  value ceiling ${VALUE_MULTIPLE} × value + ${VALUE_ALLOWANCE}: 12-10 flea above ${decV.filter((i) => flea(i) > ceiling(value(i))).length}/${decV.length}, 12-10 24 h avg above ${decV.filter((i) => (i.avg24hPrice_2025_12_10 ?? 0) > ceiling(value(i))).length}/${decV.length}, 11-22-only above ${novV.filter((i) => (i.avg24hPrice_2025_11_22 as number) > ceiling(value(i))).length}/${novV.length}`,
    );
    console.log(
      `  trader floor ${TRADER_FLOOR}: 12-10 flea under it ${dec.filter((i) => trader(i) > 0 && flea(i) < TRADER_FLOOR * trader(i)).length}/${dec.length}`,
    );
    console.log(`  value floor ${VALUE_FLOOR}: 12-10 flea under it ${decV.filter((i) => flea(i) < VALUE_FLOOR * value(i)).length}/${decV.length}`);
    const ratios = dec.filter((i) => (i.avg24hPrice_2025_12_10 ?? 0) > 0).map((i) => (i.avg24hPrice_2025_12_10 as number) / flea(i));
    console.log(
      `  2025-12-10 24 h avg ÷ flea (${ratios.length}): ${q(ratios, P)}; within ${HISTORY_FACTOR}×: ${((100 * ratios.filter((r) => r <= HISTORY_FACTOR && r >= 1 / HISTORY_FACTOR).length) / ratios.length).toFixed(1)} %`,
    );
    for (const [lo, hi] of [
      [0, 1000],
      [1000, 10_000],
      [10_000, 100_000],
      [100_000, Number.POSITIVE_INFINITY],
    ] as const) {
      const band = decV.filter((i) => value(i) >= lo && value(i) < hi);
      console.log(
        `  12-10 flea ÷ value, value ${lo}–${hi} (${band.length}): ${q(
          band.map((i) => flea(i) / value(i)),
          [0.5, 0.9, 0.99],
        )}`,
      );
    }
    return figures;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchPriceQuality(true);
