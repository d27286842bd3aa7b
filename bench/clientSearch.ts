import { createMarketIndex, fromRows, itemSlug, type MarketRow, queryMarket } from "@raidkit/game";
import { median, percentile } from "./lib.ts";

/**
 * What one keystroke in the market search costs in the browser's code path (queryMarket over the
 * whole cached catalogue, ranked by relevance: marketSearch.ts), typing real item names letter by letter. Baseline: copying every row
 * once, the least any filter over the catalogue must do.
 */
export function benchClientSearch(fields: string[], rows: unknown[][]) {
  const records = fromRows<MarketRow & { url: string | null }>(fields, rows)
    .filter((r) => r.lastPrice !== null || r.traderPrice !== null)
    .map((r) => ({ ...r, url: itemSlug({ uid: r.uid, url: r.url, name: r.name }), localName: r.name, localShortName: r.shortName }));
  const index = createMarketIndex(records);
  // Real names typed letter by letter, and what players also type: the other alphabet, the wrong
  // layout, a typo (each prefix of these runs the conversions, and the typo pass when nothing matches).
  const words = ["salewa first aid", "graphics card", "m4a1 receiver", "5.45x39 bp", "ledx", "bitcoin", "ледх", "пзг", "grapics card"];
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const word of words) {
      for (let i = 1; i <= word.length; i++) {
        const started = performance.now();
        // No chosen sort: the ranked path (relevance), as a player's search runs by default.
        queryMarket(index, { search: word.slice(0, i) });
        times.push(performance.now() - started);
      }
    }
  }
  const baseline: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    records.map((r) => ({ ...r }));
    baseline.push(performance.now() - started);
  }
  return { keystrokes: times.length, items: records.length, medianMs: median(times), p95Ms: percentile(times, 0.95), baselineMs: median(baseline) };
}
