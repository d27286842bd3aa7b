// `node bench/calculators.ts`: recomputing every craft and barter of the real data pack for a settings
// change, the code path the calculator pages run in the browser (V8 as in Chromium). Baseline: one
// pass over the same recipes that only adds up their input counts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { acquisitionCosts, type ProfitSettings, recipeProfit } from "@raidkit/game";
import { CalculatorService } from "../apps/server/src/services/calculators.ts";
import { CatalogueService } from "../apps/server/src/services/catalogue.ts";
import { median, percentile } from "./lib.ts";

const dir = mkdtempSync(path.join(tmpdir(), "raidkit-bench-calc-"));
const handle = openDatabase({ dataDir: dir });
try {
  await migrateToLatest(handle.db);
  await importPack(handle.db, openPack(path.resolve("data")));
  const data = await new CalculatorService(handle.db, new CatalogueService(handle.db, () => null)).get("en", "pvp");
  const recipes = [...data.crafts.map((c) => ({ ...c, kind: "craft" as const })), ...data.barters.map((b) => ({ ...b, kind: "barter" as const }))];
  const lookup = (uid: string) => data.items[uid]?.prices;
  const settingsFor = (i: number): ProfitSettings => ({
    priceField: (["price", "avg24hPrice", "avg7daysPrice"] as const)[i % 3] ?? "price",
    useFlea: true,
    useTradersPrices: true,
    useCrafts: true,
    useBarters: true,
    useFee: i % 2 === 0,
    // The mode's rates as the page reads them (the game data's unless an admin set others).
    fleaTax: data.fleaTax,
    sellToFlea: true,
    sellToTraders: true,
    fleaOnlyMode: false,
    tradersLL: { Prapor: 1 + (i % 4), Therapist: 2, Skier: 3, Mechanic: 4 },
    ic3: i % 5 === 0,
    hideoutManagement: i % 51,
    craftingSkill: i % 51,
    userPrices: {},
    userSellPrices: {},
  });
  const times: number[] = [];
  const baseline: number[] = [];
  let sink = 0;
  for (let i = 0; i < 300; i++) {
    const settings = settingsFor(i);
    const started = performance.now();
    // As the page does: what the open recipes make items for, then every recipe's figures.
    const made = acquisitionCosts(recipes, lookup, settings);
    for (const r of recipes) sink += recipeProfit(r, lookup, settings, 100, made).profit;
    times.push(performance.now() - started);
    const b = performance.now();
    for (const r of recipes) for (const input of r.inputs) sink += input.count;
    baseline.push(performance.now() - b);
  }
  // The sum keeps the work from being optimised away; the first rounds warm the JIT up.
  if (!Number.isFinite(sink)) throw new Error("profit sum is not finite");
  const measured = times.slice(20);
  console.log(
    `Calculators: ${recipes.length} recipes (${data.crafts.length} crafts, ${data.barters.length} barters) recomputed per settings change: median ${median(measured).toFixed(2)} ms, p95 ${percentile(measured, 0.95).toFixed(2)} ms (goal < 10 ms); baseline (summing input counts) ${median(baseline.slice(20)).toFixed(3)} ms`,
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
