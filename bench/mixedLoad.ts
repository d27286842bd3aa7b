// Mixed load (issue 30, finding 17): visitors on pages, and logged-in Pro users reading pages and
// writing their progress, at once, on SQLite and, when DATABASE_URL is set, on PostgreSQL. The load
// is open (requests start on a schedule, whatever the replies' time), so a slow server shows as
// latency, not as fewer requests: by default 100 visitor pages a second (256 addresses) and 20
// users, each reading a page every 1.5 s and writing progress every 3 s, for 60 s
// (BENCH_MIXED_SECONDS, _VISITOR_RATE, _USERS, _READ_MS, _WRITE_MS). Each write changes the user's
// progress, so the user's next pages are new renders. Reports visitors', logged-in and write
// p50/p95/p99 (logged-in p95 also per page), errors (network errors and statuses over 399), the
// server's RSS and its CPU time (all threads: steadier than latency on a shared machine).
// Baselines run alongside: the visitors' load alone on the same server (what the logged-in users
// cost them), and with BENCH_BASELINE_DIR another checkout (e.g. main, with its own `npm ci` and
// `npm run build`) under the same load in interleaved rounds (BENCH_MIXED_ROUNDS, default 2; the
// quieter round of each side counts), for before/after figures in the same conditions.
// Users, progress and addresses are made up for the benchmark (on PostgreSQL the users are made in
// DATABASE_URL's database); nothing is shown anywhere. BENCH_SERVER_LOGS=1 shows the servers' logs.
// Alone: `node bench/mixedLoad.ts` (BENCH_MIXED_ENGINES=postgres: PostgreSQL only); also in `npm run bench`.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, openDatabase } from "@raidkit/db";
import type { Kysely } from "kysely";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { userWithRole } from "../tests/helpers/accounts.ts";
import { BROWSER, median, percentile, ROOT, startProcess, tempDir, watchRss } from "./lib.ts";

/** Pages a visitor opens (kept by the page cache once rendered) and the pages a logged-in user reads. */
const VISITOR_PAGES = ["/", "/market", "/crafts", "/barters", "/hideout", "/item/salewa_first_aid_kit", "/maps/customs", "/time"];
const USER_PAGES = ["/", "/market", "/crafts", "/hideout", "/progression/quests", "/item/salewa_first_aid_kit", "/barters"];

export interface LoadSettings {
  seconds: number;
  /** Visitors' page requests per second (each from one of 256 addresses). */
  visitorRate: number;
  /** Logged-in users, each reading a page every `readEveryMs` and writing progress every `writeEveryMs`. */
  users: number;
  readEveryMs: number;
  writeEveryMs: number;
}

export const DEFAULT_LOAD: LoadSettings = {
  seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
  visitorRate: Number(process.env.BENCH_MIXED_VISITOR_RATE ?? 100),
  users: Number(process.env.BENCH_MIXED_USERS ?? 20),
  readEveryMs: Number(process.env.BENCH_MIXED_READ_MS ?? 1500),
  writeEveryMs: Number(process.env.BENCH_MIXED_WRITE_MS ?? 3000),
};

export interface Latencies {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MixedRun {
  visitors: Latencies;
  loggedIn: Latencies;
  /** The logged-in users' p95 per page, in ms. */
  loggedInP95ByPage: Record<string, number>;
  writes: Latencies;
  rss: { startMb: number; peakMb: number; endMb: number };
  /** The server's CPU time over the run (all its threads), in seconds: steadier than latency on a busy machine. */
  cpuSeconds: number;
}

export interface MixedLoadFigures {
  engine: "sqlite" | "postgres";
  load: LoadSettings;
  /** This checkout: the mixed load, and the visitors' load alone (baseline). */
  mixed: MixedRun;
  visitorsAlone: MixedRun;
  /** BENCH_BASELINE_DIR's checkout under the same mixed load, in the same rounds. */
  other: { dir: string; mixed: MixedRun } | null;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request, timed to its last byte (the body as it came over the wire: no decoding on our side). */
function send(url: string, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers, agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    if (init.body) req.write(init.body);
    req.end();
  });
}

/** A process's CPU time so far (user + system, all threads), from Linux's /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function latencies(samples: { status: number; ms: number }[]): Latencies {
  const ms = samples.map((s) => s.ms);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: samples.length,
    errors: samples.filter((s) => s.status === 0 || s.status >= 400).length,
    p50: round(median(ms)),
    p95: round(percentile(ms, 0.95)),
    p99: round(percentile(ms, 0.99)),
  };
}

interface BenchUser {
  cookie: string;
  address: string;
  /** The item whose found count the user's writes change. */
  item: string;
}

/**
 * Pro users with a session and some progress (benchmark data): half of the quests done and a
 * hundred items found, as a player some weeks into a wipe.
 */
async function makeUsers(db: Kysely<Database>, count: number): Promise<BenchUser[]> {
  const quests = (await db.selectFrom("quests").select("uid").orderBy("uid").execute()).map((q) => q.uid);
  const items = (await db.selectFrom("items").select("uid").orderBy("uid").limit(100).execute()).map((i) => i.uid);
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await userWithRole(db, "pro");
    const char = await db
      .selectFrom("users")
      .select("char_uid")
      .where("uid", "=", user.uid as string)
      .executeTakeFirstOrThrow();
    const rows = [
      ...quests.slice(0, Math.floor(quests.length / 2)).map((uid) => ({ char_uid: char.char_uid as string, list: "questsDone", key: uid, value: 1 })),
      ...items.map((uid, k) => ({ char_uid: char.char_uid as string, list: "itemsFound", key: uid, value: 1 + (k % 5) })),
    ];
    for (let at = 0; at < rows.length; at += 200)
      await db
        .insertInto("char_entries")
        .values(rows.slice(at, at + 200))
        .execute();
    users.push({ cookie: user.cookie as string, address: `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`, item: items[0] as string });
  }
  return users;
}

/** Runs the load against `base` for `seconds`; users are left out when `users` is empty. */
async function runLoad(base: string, pid: number, users: BenchUser[], load: LoadSettings): Promise<MixedRun> {
  const visitorSamples: { status: number; ms: number }[] = [];
  const userSamples: { status: number; ms: number; page?: string }[] = [];
  const writeSamples: { status: number; ms: number }[] = [];
  const pending: Promise<unknown>[] = [];
  const memory = watchRss(pid);
  const cpuAtStart = cpuSeconds(pid);
  const headers = { ...BROWSER, "accept-encoding": "gzip, deflate, br" };
  const timers: NodeJS.Timeout[] = [];
  let visitorCount = 0;
  // Visitors: a steady rate, spread over the pages and 256 addresses.
  timers.push(
    setInterval(() => {
      const n = visitorCount++;
      const page = VISITOR_PAGES[n % VISITOR_PAGES.length] as string;
      pending.push(send(base + page, { headers: { ...headers, "x-forwarded-for": `10.1.0.${n % 256}` } }).then((s) => visitorSamples.push(s)));
    }, 1000 / load.visitorRate),
  );
  // Each logged-in user on a clock of their own, started at a random offset.
  users.forEach((user, index) => {
    const userHeaders = { ...headers, cookie: `${BROWSER.cookie}; ${user.cookie}`, "x-forwarded-for": user.address };
    let reads = 0;
    let writes = 0;
    const offset = Math.random() * load.readEveryMs;
    timers.push(
      setTimeout(() => {
        timers.push(
          setInterval(() => {
            const page = USER_PAGES[(index + reads++) % USER_PAGES.length] as string;
            pending.push(send(base + page, { headers: userHeaders }).then((s) => userSamples.push({ ...s, page })));
          }, load.readEveryMs),
        );
        timers.push(
          setInterval(() => {
            // One found count goes up: the progress is new each time (never a state seen before,
            // whose pages could still be kept), its size stays.
            const change = { set: { itemsFound: { [user.item]: 1000 + writes++ } } };
            pending.push(
              send(`${base}/api/be/progression/update`, {
                method: "POST",
                headers: { ...userHeaders, "content-type": "application/json", origin: base, "sec-fetch-site": "same-origin" },
                body: JSON.stringify(change),
              }).then((s) => writeSamples.push(s)),
            );
          }, load.writeEveryMs),
        );
      }, offset),
    );
  });
  await new Promise((r) => setTimeout(r, load.seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  await Promise.all(pending);
  return {
    visitors: latencies(visitorSamples),
    loggedIn: latencies(userSamples),
    loggedInP95ByPage: Object.fromEntries(USER_PAGES.map((page) => [page, latencies(userSamples.filter((s) => s.page === page)).p95])),
    writes: latencies(writeSamples),
    rss: memory.stop(),
    cpuSeconds: Math.round((cpuSeconds(pid) - cpuAtStart) * 10) / 10,
  };
}

/** A production server of the checkout in `dir` (this one by default) on `port`. */
async function startServer(dir: string, port: number, env: Record<string, string>) {
  return startProcess(
    path.join(dir, "apps/server/src/main.ts"),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      REDIS_URL: "",
      PRICE_SOURCE_URL: "off",
      PILOT_BUILD: "off",
      // Each simulated client has an address of its own (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: "1",
      BUILD_DIR: path.join(dir, "apps/web/build"),
      PACK_DIR: path.join(ROOT, "data"),
      ...env,
    },
    `http://127.0.0.1:${port}/favicon.svg`,
    SERVER_NODE_FLAGS,
    dir,
  );
}

/**
 * Pages rendered once before measuring (a visitor's, and a logged-in user's twice), so what is built
 * once per data version (catalogues, calculator and progress data) and the JIT's warm-up do not count.
 */
async function warmUp(base: string, user: BenchUser | undefined): Promise<void> {
  const headers = { ...BROWSER, "accept-encoding": "br", "x-forwarded-for": "10.9.9.9" };
  for (const page of VISITOR_PAGES) await send(base + page, { headers });
  if (!user) return;
  for (let round = 0; round < 2; round++) {
    for (const page of USER_PAGES)
      await send(base + page, { headers: { ...headers, cookie: `${BROWSER.cookie}; ${user.cookie}`, "x-forwarded-for": user.address } });
  }
}

export async function benchMixedLoad(
  options: { databaseUrl?: string; baselineDir?: string; load?: LoadSettings; port?: number } = {},
): Promise<MixedLoadFigures> {
  const load = options.load ?? DEFAULT_LOAD;
  const engine = options.databaseUrl ? ("postgres" as const) : ("sqlite" as const);
  const port = options.port ?? 3497;
  const started: ReturnType<typeof startServer> extends Promise<infer T> ? T[] : never = [];
  try {
    const dataDir = tempDir("raidkit-bench-mixed-");
    const env = { DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? "" };
    const server = await startServer(ROOT, port, env);
    started.push(server);
    const handle = openDatabase({ dataDir, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) });
    const users = await makeUsers(handle.db, load.users).finally(() => handle.close());
    const base = `http://127.0.0.1:${port}`;
    await warmUp(base, users[0]);
    let other: { dir: string; base: string; pid: number; users: BenchUser[] } | null = null;
    if (options.baselineDir) {
      // On PostgreSQL the other checkout shares the database and the users; on SQLite it has a
      // database of its own, with users of its own made the same way.
      const otherDataDir = tempDir("raidkit-bench-mixed-other-");
      const otherServer = await startServer(options.baselineDir, port + 1, { DATA_DIR: otherDataDir, DATABASE_URL: options.databaseUrl ?? "" });
      started.push(otherServer);
      const otherUsers = options.databaseUrl ? users : await usersIn(otherDataDir, load.users);
      other = { dir: options.baselineDir, base: `http://127.0.0.1:${port + 1}`, pid: otherServer.pid as number, users: otherUsers };
      await warmUp(other.base, other.users[0]);
    }
    // Interleaved: this checkout, the other one, and again, so noise on the machine hits both sides;
    // the run with the lower logged-in p95 of each side counts (the quieter moment).
    const mine: MixedRun[] = [];
    const theirs: MixedRun[] = [];
    const rounds = other ? Number(process.env.BENCH_MIXED_ROUNDS ?? 2) : 1;
    for (let round = 0; round < rounds; round++) {
      mine.push(await runLoad(base, server.pid as number, users, load));
      if (other) theirs.push(await runLoad(other.base, other.pid, other.users, load));
    }
    const visitorsAlone = await runLoad(base, server.pid as number, [], { ...load, seconds: Math.max(10, Math.round(load.seconds / 3)) });
    const best = (runs: MixedRun[]) => [...runs].sort((a, b) => a.loggedIn.p95 - b.loggedIn.p95)[0] as MixedRun;
    return { engine, load, mixed: best(mine), visitorsAlone, other: other ? { dir: other.dir, mixed: best(theirs) } : null };
  } finally {
    for (const s of started) s.kill();
    // Its kept-alive sockets led to the servers just stopped.
    agent.destroy();
  }
}

async function usersIn(dataDir: string, count: number): Promise<BenchUser[]> {
  const handle = openDatabase({ dataDir });
  try {
    return await makeUsers(handle.db, count);
  } finally {
    await handle.close();
  }
}

const line = (name: string, l: Latencies) =>
  `${name.padEnd(34)} p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms over ${l.requests} requests, ${l.errors} errors`;

export function formatMixedLoad(f: MixedLoadFigures): string {
  const { load } = f;
  const head = `Mixed load on ${f.engine === "postgres" ? "PostgreSQL" : "SQLite"}, ${load.seconds} s: visitors ${load.visitorRate} pages/s, ${load.users} logged-in Pro users each reading a page every ${load.readEveryMs} ms and writing progress every ${load.writeEveryMs} ms`;
  const run = (r: MixedRun, label: string) =>
    [
      line(`${label} visitors' pages`, r.visitors),
      line(`${label} logged-in pages`, r.loggedIn),
      `${`${label}   p95 per page`.padEnd(34)} ${Object.entries(r.loggedInP95ByPage)
        .map(([page, p95]) => `${page} ${p95}`)
        .join(", ")}`,
      line(`${label} progress writes`, r.writes),
      `${`${label} server RSS`.padEnd(34)} ${r.rss.startMb} MB at the start, peak ${r.rss.peakMb} MB, ${r.rss.endMb} MB at the end`,
      `${`${label} server CPU`.padEnd(34)} ${r.cpuSeconds} s over the run`,
    ].join("\n");
  const parts = [head, run(f.mixed, ""), `${line("Baseline: visitors alone", f.visitorsAlone.visitors)}; server CPU ${f.visitorsAlone.cpuSeconds} s`];
  if (f.other) parts.push(`Same load on ${f.other.dir}:`, run(f.other.mixed, "  "));
  parts.push("(target: logged-in p95 <= 200 ms)");
  return parts.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  if (process.env.BENCH_MIXED_ENGINES !== "postgres") console.log(formatMixedLoad(await benchMixedLoad(baselineDir ? { baselineDir } : {})));
  if (process.env.DATABASE_URL) {
    console.log(formatMixedLoad(await benchMixedLoad({ databaseUrl: process.env.DATABASE_URL, ...(baselineDir ? { baselineDir } : {}) })));
  }
}
