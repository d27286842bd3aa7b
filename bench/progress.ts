// `node bench/progress.ts`: availability, statuses, next unlocks, ready modules and needed items for
// every quest and module of the real data pack, as the progress pages compute them in the browser
// on each tick (issue 6 budget: under 5 ms). Progress is made up for the benchmark only: a
// character who has done the first N quests in data order (N varies per round). Baseline: one pass
// over the same quests that only counts their hand-overs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { progressOverview } from "@raidkit/game";
import { CatalogueService } from "../apps/server/src/services/catalogue.ts";
import { ProgressDataService } from "../apps/server/src/services/progressData.ts";
import { median, percentile } from "./lib.ts";

const dir = mkdtempSync(path.join(tmpdir(), "raidkit-bench-progress-"));
const handle = openDatabase({ dataDir: dir });
try {
  await migrateToLatest(handle.db);
  await importPack(handle.db, openPack(path.resolve("data")));
  const data = await new ProgressDataService(handle.db, new CatalogueService(handle.db, () => null), () => null).get("en", "pvp");
  const char = { fraction: "USEC", gameEdition: "Standard", gameMode: "pvp" };
  const times: number[] = [];
  const baseline: number[] = [];
  let sink = 0;
  for (let i = 0; i < 300; i++) {
    const doneCount = (i * 7) % data.quests.length;
    const questsDone = new Set(data.quests.slice(0, doneCount).map((q) => q.uid));
    const modulesBuilt = new Set(data.modules.filter((_, k) => k % 3 === i % 3).map((m) => m.id));
    const itemsFound = Object.fromEntries(data.quests.slice(0, 40).flatMap((q) => q.needs.map((n) => [n.uids[0] as string, i % 4])));
    const started = performance.now();
    const o = progressOverview({
      quests: data.quests,
      modules: data.modules,
      editionModules: data.editionModules,
      char,
      progress: { level: 1 + (i % 60), tradersLL: { Prapor: 1 + (i % 4), Mechanic: 2 }, questsDone, useProgress: i % 2 === 0 },
      modulesBuilt,
      itemsFound,
    });
    times.push(performance.now() - started);
    sink += o.needed.length + o.nextUnlocks.length + o.counts.Available;
    const b = performance.now();
    for (const q of data.quests) sink += q.needs.length;
    baseline.push(performance.now() - b);
  }
  if (!Number.isFinite(sink)) throw new Error("sum is not finite");
  const measured = times.slice(20);
  const needs = data.quests.reduce((n, q) => n + q.needs.length, 0);
  const largestPool = Math.max(...data.quests.flatMap((q) => q.needs.map((n) => n.uids.length)));
  console.log(
    `Progress: ${data.quests.length} quests (${needs} hand-overs, largest pool ${largestPool} items), ${data.modules.length} module levels: overview median ${median(measured).toFixed(2)} ms, p95 ${percentile(measured, 0.95).toFixed(2)} ms (goal < 5 ms); baseline (counting hand-overs) ${median(baseline.slice(20)).toFixed(3)} ms`,
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
