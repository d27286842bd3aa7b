// `npm run bench`: performance figures of the foundation, each beside a baseline measured in the
// same run. Generated load only; the data is the real pack.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { openDatabase } from "@raidkit/db";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { buildIfNeeded } from "../scripts/buildIfNeeded.ts";
import { userWithRole } from "../tests/helpers/accounts.ts";
import { benchChatFanout, type ChatFanoutFigures, formatChatFanout } from "./chatFanout.ts";
import { benchClientSearch } from "./clientSearch.ts";
import { BROWSER, ROOT, startProcess, tempDir, watchRss } from "./lib.ts";
import { benchLoadouts, formatLoadouts, type LoadoutFigures } from "./loadouts.ts";
import { benchMarketAssets, formatMarketAssets, type MarketAssetFigures } from "./marketAssets.ts";
import { benchMixedLoad, formatMixedLoad, type MixedLoadFigures } from "./mixedLoad.ts";
import { benchPageLoads, formatPageLoads, type PageLoad } from "./pageLoad.ts";
import { benchPilotExecutable, existingLinuxBuild, formatPilotExecutable, type PilotExecutableFigures } from "./pilotExecutable.ts";
import { type ApiCallFigures, benchPublicApi, formatPublicApi, proKeys } from "./publicApi.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_PORT moves the four ports (app, static page, static API file) when another run uses these.
const APP_PORT = Number(process.env.BENCH_PORT ?? 3491);
const STATIC_PORT = APP_PORT + 1;
const STATIC_API_PORT = APP_PORT + 3;

buildIfNeeded();
const dataDir = tempDir("raidkit-bench-");
const app = await startProcess(
  "apps/server/src/main.ts",
  {
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: "",
    PRICE_SOURCE_URL: "off",
    PILOT_BUILD: "off",
  },
  `http://127.0.0.1:${APP_PORT}/favicon.svg`,
  SERVER_NODE_FLAGS,
);
const results: Record<string, unknown> = {};
// The server's memory through the site's sections (issue 21, finding 12: RSS <= 400 MB); the public
// API's runs are watched apart, below.
const memory = watchRss(app.pid as number);
try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  // A Pro user with a session, made in the bench's database (benchmark data, not shown anywhere).
  const handle = openDatabase({ dataDir });
  const pro = await userWithRole(handle.db, "pro");
  await handle.close();
  const html = await (await fetch(`${base}/`, { headers: BROWSER })).text();
  const rows = (html.match(/class="item-link"/g) ?? []).length;
  const staticFile = path.join(tempDir("raidkit-static-"), "market.html");
  writeFileSync(staticFile, html);
  const staticServer = await startProcess("bench/staticServer.ts", { PORT: String(STATIC_PORT), STATIC_FILE: staticFile }, `http://127.0.0.1:${STATIC_PORT}/`);

  const load = async (url: string, headers: Record<string, string> = BROWSER) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    return { rps: result.requests.average, p99ms: result.latency.p99, errors: result.errors + result.non2xx };
  };
  try {
    // Interleaved rounds, so a burst of noise on the machine hits both sides; the median ratio counts.
    const rounds: { ssr: Awaited<ReturnType<typeof load>>; static: Awaited<ReturnType<typeof load>>; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const staticRun = await load(`http://127.0.0.1:${STATIC_PORT}/`);
      const ssrRun = await load(`${base}/`);
      rounds.push({ ssr: ssrRun, static: staticRun, ratio: ssrRun.rps / staticRun.rps });
    }
    const middle = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)] as (typeof rounds)[number];
    results.marketPage = { rows, htmlBytes: Buffer.byteLength(html), ssr: middle.ssr, static: middle.static, ratio: middle.ratio, rounds };
  } finally {
    staticServer.kill();
  }

  // The market page of a logged-in Pro user beside a visitor's (finding 9: ratio >= 0.5), brotli as
  // browsers ask; interleaved rounds as above.
  {
    const compressed = { ...BROWSER, "accept-encoding": "gzip, deflate, br" };
    const loggedIn = { ...compressed, cookie: `${BROWSER.cookie}; ${pro.cookie}` };
    const rounds: { visitor: Awaited<ReturnType<typeof load>>; pro: Awaited<ReturnType<typeof load>>; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const visitor = await load(`${base}/market`, compressed);
      const proRun = await load(`${base}/market`, loggedIn);
      rounds.push({ visitor, pro: proRun, ratio: proRun.rps / visitor.rps });
    }
    const middle = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)] as (typeof rounds)[number];
    results.loggedInMarket = { visitor: middle.visitor, pro: middle.pro, ratio: middle.ratio, rounds };
  }

  // Render time of pages not yet in the page cache (distinct queries), one at a time.
  const renderMs: number[] = [];
  for (let page = 2; page <= 41; page++) {
    const started = performance.now();
    await (await fetch(`${base}/market?page=${page}&sort=price`, { headers: BROWSER })).text();
    renderMs.push(performance.now() - started);
  }
  renderMs.sort((a, b) => a - b);
  results.uncachedRender = { pages: renderMs.length, medianMs: renderMs[Math.floor(renderMs.length / 2)], p95Ms: renderMs[Math.floor(renderMs.length * 0.95)] };

  // JS and CSS the market page loads (gzip, as browsers receive them): named by its HTML, and all the
  // browser fetches until hydrated (issue 33, item 7).
  results.marketAssets = await benchMarketAssets(base);

  // The whole catalogue in /api/be/cache, and the reply for an unchanged hash.
  for (const locale of ["en", "ru"]) {
    const headers = { ...BROWSER, cookie: `tm_locale=${locale}`, "accept-encoding": "br" };
    // fetch() decodes the body, so the bytes on the wire are read from Content-Length.
    const full = await fetch(`${base}/api/be/cache`, { headers });
    const fullBytes = Number(full.headers.get("content-length"));
    await full.arrayBuffer();
    const payload = await (await fetch(`${base}/api/be/cache`, { headers: { ...headers, "accept-encoding": "identity" } })).json();
    const again = await fetch(`${base}/api/be/cache?itemsHash=${payload.itemsData.hash}&questsHash=${payload.questsData.hash}`, { headers });
    const unchangedBytes = Number(again.headers.get("content-length"));
    await again.arrayBuffer();
    results[`cachePayload_${locale}`] = { items: payload.itemsData.items.length, brotliBytes: fullBytes, unchangedBytes, budgetBytes: 300 * 1024 };
    if (locale === "en") results.clientSearch = benchClientSearch(payload.itemsData.fields, payload.itemsData.items);
  }
  results.loadouts = await benchLoadouts(base);
  results.note = `brotli of the static HTML would be ${brotliCompressSync(Buffer.from(html)).length} bytes`;

  // Every route's HTML (brotli) and LCP on a phone over slow 4G with a 4x slower CPU (finding 10).
  if (process.env.BENCH_PAGES !== "off") results.pageLoads = await benchPageLoads(base, { runs: Number(process.env.BENCH_PAGE_RUNS ?? 3) });

  // The public API: one item, a search and the full list, each beside the same bytes as a static
  // file, with Pro keys made in the bench's database (benchmark data). Its memory is watched apart,
  // so the site's figure above stays comparable with runs from before the API was measured.
  results.serverRss = memory.stop();
  const apiMemory = watchRss(app.pid as number);
  try {
    results.publicApi = await benchPublicApi(base, proKeys(dataDir), { static: STATIC_API_PORT });
  } finally {
    results.publicApiRss = apiMemory.stop();
  }
} finally {
  results.serverRss ??= memory.stop();
  app.kill();
}

// The site chat's fan-out across two instances (issue 18), with Redis; skipped without REDIS_URL.
results.chatFanout = await benchChatFanout();

// Visitors and logged-in users writing progress at once (issue 30, finding 17), on SQLite and, with
// DATABASE_URL, on PostgreSQL; BENCH_BASELINE_DIR adds another checkout under the same load.
if (process.env.BENCH_MIXED !== "off") {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const mixed: MixedLoadFigures[] = [await benchMixedLoad(baselineDir ? { baselineDir } : {})];
  if (process.env.DATABASE_URL) mixed.push(await benchMixedLoad({ databaseUrl: process.env.DATABASE_URL, ...(baselineDir ? { baselineDir } : {}) }));
  results.mixedLoad = mixed;
}

// The pilot's executable (docs/decisions/030): the build in apps/pilot/dist is measured; none is made here.
const pilotBuild = existingLinuxBuild();
if (pilotBuild) results.pilotExecutable = await benchPilotExecutable(pilotBuild);

mkdirSync(path.join(ROOT, "bench/out"), { recursive: true });
writeFileSync(path.join(ROOT, "bench/out/results.json"), `${JSON.stringify(results, null, 2)}\n`);
const m = results.marketPage as {
  rows: number;
  ssr: { rps: number; p99ms: number };
  static: { rps: number; p99ms: number };
  ratio: number;
  rounds: { ratio: number }[];
};
const s = results.clientSearch as { medianMs: number; p95Ms: number; baselineMs: number };
const r = results.uncachedRender as { medianMs: number; p95Ms: number };
console.log(`
Market page (${m.rows} rows, SSR)   ${m.ssr.rps.toFixed(0)} req/s (p99 ${m.ssr.p99ms} ms)
Same HTML as a static file          ${m.static.rps.toFixed(0)} req/s (p99 ${m.static.p99ms} ms)
Ratio SSR / static                  ${m.ratio.toFixed(2)} median of ${m.rounds.length} interleaved rounds (${m.rounds.map((r) => r.ratio.toFixed(2)).join(", ")})   (goal >= 0.5)
Uncached page render                median ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms
${formatMarketAssets(results.marketAssets as MarketAssetFigures)}
/api/be/cache en (brotli)           ${((results.cachePayload_en as { brotliBytes: number }).brotliBytes / 1024).toFixed(1)} KB, unchanged hash ${(results.cachePayload_en as { unchangedBytes: number }).unchangedBytes} B   (budget 300 KB / 1 KB)
/api/be/cache ru (brotli)           ${((results.cachePayload_ru as { brotliBytes: number }).brotliBytes / 1024).toFixed(1)} KB, unchanged hash ${(results.cachePayload_ru as { unchangedBytes: number }).unchangedBytes} B
Client search per keystroke         median ${s.medianMs.toFixed(2)} ms, p95 ${s.p95Ms.toFixed(2)} ms; baseline (copy of all rows) ${s.baselineMs.toFixed(2)} ms   (budget 8 ms)
Results written to bench/out/results.json`);
const l = results.loggedInMarket as {
  visitor: { rps: number; p99ms: number };
  pro: { rps: number; p99ms: number };
  ratio: number;
  rounds: { ratio: number }[];
};
const rss = results.serverRss as { startMb: number; peakMb: number; endMb: number };
console.log(`Market page, logged-in Pro user    ${l.pro.rps.toFixed(0)} req/s (p99 ${l.pro.p99ms} ms) beside a visitor's ${l.visitor.rps.toFixed(0)} req/s (p99 ${l.visitor.p99ms} ms)
Ratio Pro / visitor                 ${l.ratio.toFixed(2)} median of ${l.rounds.length} interleaved rounds (${l.rounds.map((r) => r.ratio.toFixed(2)).join(", ")})   (goal >= 0.5)
Server RSS                          ${rss.startMb} MB after start, peak ${rss.peakMb} MB, ${rss.endMb} MB at the end   (goal <= 400 MB)`);
console.log(formatLoadouts(results.loadouts as LoadoutFigures));
if (results.pageLoads) console.log(`\n${formatPageLoads(results.pageLoads as PageLoad[])}`);
const apiRss = results.publicApiRss as { startMb: number; peakMb: number; endMb: number };
console.log(`\n${formatPublicApi(results.publicApi as ApiCallFigures[])}
Server RSS during the API runs      ${apiRss.startMb} MB at their start, peak ${apiRss.peakMb} MB, ${apiRss.endMb} MB at the end   (goal <= 400 MB)`);
console.log(`\n${formatChatFanout(results.chatFanout as ChatFanoutFigures | null)}`);
for (const figures of (results.mixedLoad as MixedLoadFigures[] | undefined) ?? []) console.log(`\n${formatMixedLoad(figures)}`);
console.log(
  results.pilotExecutable
    ? `\n${formatPilotExecutable(results.pilotExecutable as PilotExecutableFigures)}`
    : "\nPilot executable: skipped, no Linux build of this version in apps/pilot/dist (npm run pilot:build, or node bench/pilotExecutable.ts builds one)",
);
