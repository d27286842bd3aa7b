// Throughput and p95 latency of the public API (/api/v1) for one item, a search and the full item
// list, each beside a baseline measured in the same run: the very bytes of that reply served as a
// static file by bench/staticServer.ts. What counts is the ratio API / static (performance is
// measured as ratios against a baseline run alongside, never asserted with timers in tests).
// Part of `npm run bench`, or alone with its own server: `npm run bench:api`.
import { writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import path from "node:path";
import { createApiKey, openDatabase } from "@raidkit/db";
import autocannon from "autocannon";
import { DEFAULT_RATE_LIMITS } from "../apps/server/src/auth/rateLimits.ts";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { apiKeyHash, newApiKey } from "../apps/server/src/services/apiKeys.ts";
import { buildIfNeeded } from "../scripts/buildIfNeeded.ts";
import { userWithRole } from "../tests/helpers/accounts.ts";
import { median, percentile, startProcess, tempDir, watchRss } from "./lib.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/**
 * Each round loads three calls and their baselines (six runs), so a run here lasts half of
 * BENCH_SECONDS (at least a second): with the defaults the section stays under a minute.
 */
const RUN_SECONDS = Math.max(1, Math.round(DURATION / 2));
/** Sequential calls per side for the latency percentiles, after WARM_UP calls left out. */
const LATENCY_CALLS = Number(process.env.BENCH_API_CALLS ?? 300);
const WARM_UP = 30;

/** As a client asks: brotli accepted (small replies go uncompressed, under 1 KB, whatever is asked). */
const CLIENT = { "user-agent": "raidkit-bench", accept: "application/json", "accept-encoding": "br" };

export const API_CALLS = [
  { name: "item", path: "/api/v1/items/544fb45d4bdc2dee738b4568" },
  { name: "search", path: "/api/v1/items?q=salewa" },
  { name: "list", path: "/api/v1/items" },
] as const;

/** Keys of Pro users, `count` new ones per call (see `benchPublicApi` on why). */
export type KeySource = (count: number) => Promise<string[]>;

/**
 * New keys of Pro users in the bench's own database: benchmark data (made-up users in a temporary
 * data directory, never shown anywhere). The Pro limit counts all of a user's keys together, so
 * each key is its own user's.
 */
export function proKeys(dataDir: string): KeySource {
  return async (count) => {
    const handle = openDatabase({ dataDir });
    try {
      const keys: string[] = [];
      // The Pro limit is per user (all of a user's keys together): one key per benchmark user.
      while (keys.length < count) {
        const pro = await userWithRole(handle.db, "pro");
        const { id, key } = newApiKey();
        if (!(await createApiKey(handle.db, { id, keyHash: apiKeyHash(key), userUid: pro.uid as string, name: "bench" }))) throw new Error("key not made");
        keys.push(key);
      }
      return keys;
    } finally {
      await handle.close();
    }
  };
}

const bearer = (key: string) => ({ ...CLIENT, authorization: `Bearer ${key}` });

// One keep-alive connection, as autocannon and real clients keep theirs. node:http rather than
// fetch: fetch decodes brotli, which the static side (same bytes, no Content-Encoding) would not,
// so the client's decoding would count against the API.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** A GET as sent, the body as it came over the wire, timed to its last byte. */
function get(url: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A reply that is not a Pro 200 would make the figures meaningless: stop at once. */
function expectPro(reply: Reply, url: string): Reply {
  if (reply.status !== 200 || reply.headers["x-api-tier"] !== "pro") throw new Error(`${url}: ${reply.status}, tier ${reply.headers["x-api-tier"]}`);
  return reply;
}

export interface LoadRun {
  rps: number;
  p99ms: number;
  /** Failed connections and non-2xx replies (429s included). */
  errors: number;
  /** 429s alone: must be 0, else the run measured the limiter's refusals, not serving. */
  limited: number;
}

async function load(url: string, requests: { path: string; headers: Record<string, string> }[]): Promise<LoadRun> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: RUN_SECONDS, requests: requests.map((r) => ({ method: "GET", ...r })) });
  return {
    // Completed calls over the run's time, not autocannon's mean of per-second samples: a run of a
    // second can end before its first sample and read 0.
    rps: result.requests.total / result.duration,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    limited: Number(result.statusCodeStats?.["429"]?.count ?? 0),
  };
}

export interface ApiCallFigures {
  name: string;
  path: string;
  /** The JSON's bytes, and the bytes sent to a client that accepts brotli (with their encoding). */
  rawBytes: number;
  sentBytes: number;
  encoding: string;
  /** The median round by ratio, with every round. */
  api: LoadRun;
  static: LoadRun;
  ratio: number;
  /** Each round with the keys its API run went round (see `benchPublicApi`). */
  rounds: { api: LoadRun; static: LoadRun; ratio: number; keys: number }[];
  /** Sequential calls, one at a time, after a warm-up. */
  latency: { calls: number; apiMedianMs: number; apiP95Ms: number; staticMedianMs: number; staticP95Ms: number };
}

/**
 * Measures the three calls against a running server whose database `keys` writes to.
 *
 * The limit (DEFAULT_RATE_LIMITS.apiPro, 1,200 calls a minute per user) is far below what a load run
 * sends, and a run full of 429s measures the limiter's refusals, not serving. So each load run goes
 * round enough fresh keys, each of its own user (autocannon's `requests` cycle through one per key, every connection in
 * turn) that none reaches its limit: the number comes from the static run just before, which serves
 * the same bytes with no work and so bounds the API's rate, with a margin. Each key is used once
 * before the run, so looking its owner up (kept 10 s by ApiKeyService) is not measured either; one
 * lookup per key in 10 s is what a real client costs. 429s are still counted, and reported.
 */
export async function benchPublicApi(base: string, keys: KeySource, ports = { static: 3494 }): Promise<ApiCallFigures[]> {
  const limit = DEFAULT_RATE_LIMITS.apiPro;
  const perKey = limit.points * Math.max(1, Math.floor(RUN_SECONDS / limit.duration));
  const dir = tempDir("raidkit-static-api-");
  const figures: ApiCallFigures[] = [];
  try {
    for (const [n, call] of API_CALLS.entries()) {
      const [key = ""] = await keys(1);
      const url = base + call.path;
      // The reply as sent becomes the baseline's file, byte for byte.
      const sent = expectPro(await get(url, bearer(key)), url);
      const raw = expectPro(await get(url, { ...bearer(key), "accept-encoding": "identity" }), url);
      const file = path.join(dir, `${call.name}.bin`);
      writeFileSync(file, sent.body);
      const staticPort = ports.static + n;
      const staticBase = `http://127.0.0.1:${staticPort}`;
      const staticServer = await startProcess("bench/staticServer.ts", { PORT: String(staticPort), STATIC_FILE: file }, `${staticBase}/`);
      try {
        // Latency: the two sides call by call in turn, so noise on the machine hits both.
        const apiMs: number[] = [];
        const staticMs: number[] = [];
        for (let i = 0; i < WARM_UP + LATENCY_CALLS; i++) {
          const s = await get(`${staticBase}/`, CLIENT);
          const a = expectPro(await get(url, bearer(key)), url);
          if (i >= WARM_UP) {
            staticMs.push(s.ms);
            apiMs.push(a.ms);
          }
        }
        // Throughput: interleaved rounds as for the market page; the median ratio counts.
        const rounds: ApiCallFigures["rounds"] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const staticRun = await load(`${staticBase}/`, [{ path: "/", headers: CLIENT }]);
          const runKeys = await keys(Math.ceil((staticRun.rps * RUN_SECONDS * 1.5) / perKey) + 1);
          for (const k of runKeys) expectPro(await get(url, bearer(k)), url);
          const apiRun = await load(
            base,
            runKeys.map((k) => ({ path: call.path, headers: bearer(k) })),
          );
          rounds.push({ api: apiRun, static: staticRun, ratio: apiRun.rps / staticRun.rps, keys: runKeys.length });
        }
        const middle = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)] as (typeof rounds)[number];
        figures.push({
          name: call.name,
          path: call.path,
          rawBytes: raw.body.length,
          sentBytes: sent.body.length,
          encoding: String(sent.headers["content-encoding"] ?? "identity"),
          api: middle.api,
          static: middle.static,
          ratio: middle.ratio,
          rounds,
          latency: {
            calls: apiMs.length,
            apiMedianMs: median(apiMs),
            apiP95Ms: percentile(apiMs, 0.95),
            staticMedianMs: median(staticMs),
            staticP95Ms: percentile(staticMs, 0.95),
          },
        });
      } finally {
        staticServer.kill();
      }
    }
  } finally {
    agent.destroy();
  }
  return figures;
}

const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

export function formatPublicApi(figures: ApiCallFigures[]): string {
  const rows = figures.map((f) => {
    const limited = f.rounds.reduce((n, r) => n + r.api.limited, 0);
    return [
      `${`API ${f.name}`.padEnd(12)} ${f.path}   ${kb(f.sentBytes)} sent (${f.encoding}), ${kb(f.rawBytes)} JSON`,
      `  throughput  ${f.api.rps.toFixed(0)} req/s (p99 ${f.api.p99ms} ms, ${f.api.errors} errors) beside static ${f.static.rps.toFixed(0)} req/s (p99 ${f.static.p99ms} ms)`,
      `  ratio       ${f.ratio.toFixed(2)} median of ${f.rounds.length} interleaved rounds (${f.rounds.map((r) => r.ratio.toFixed(2)).join(", ")}), ${f.rounds.map((r) => r.keys).join("/")} keys a run, ${limited} x 429${limited > 0 ? "   NOT CLEAN: the limit was reached" : ""}`,
      `  latency     p95 ${f.latency.apiP95Ms.toFixed(2)} ms (median ${f.latency.apiMedianMs.toFixed(2)}) beside static p95 ${f.latency.staticP95Ms.toFixed(2)} ms (median ${f.latency.staticMedianMs.toFixed(2)}), ${f.latency.calls} calls one at a time`,
    ].join("\n");
  });
  return [`Public API (Pro key, brotli accepted; baseline: the same bytes as a static file)`, ...rows].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Its own server, started as `npm run bench` starts it (on another port, so the two may not meet).
  const port = Number(process.env.BENCH_PORT ?? 3493);
  buildIfNeeded();
  const dataDir = tempDir("raidkit-bench-api-");
  const app = await startProcess(
    "apps/server/src/main.ts",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      PRICE_SOURCE_URL: "off",
      PILOT_BUILD: "off",
    },
    `http://127.0.0.1:${port}/favicon.svg`,
    SERVER_NODE_FLAGS,
  );
  const memory = watchRss(app.pid as number);
  try {
    console.log(formatPublicApi(await benchPublicApi(`http://127.0.0.1:${port}`, proKeys(dataDir), { static: Number(process.env.BENCH_STATIC_PORT ?? 3497) })));
  } finally {
    const rss = memory.stop();
    console.log(`Server RSS during the API runs      ${rss.startMb} MB at their start, peak ${rss.peakMb} MB, ${rss.endMb} MB at the end   (goal <= 400 MB)`);
    app.kill();
  }
}
