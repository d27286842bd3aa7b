import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHAT_SOCKET_PATH, type ChatMessageView, type ChatSocketEvent } from "@raidkit/api";
import { RETRY_DELAYS_MS } from "@raidkit/api/client";
import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { delayAfterClose } from "../../apps/web/app/features/chat/chatClient.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { Client, freePort, Instance, Nginx, RedisProcess, type Reply, sleep } from "../helpers/cluster.ts";
import { ROOT } from "../helpers/paths.ts";

/**
 * Issue 30, findings 1-9 as an operator meets them: three instances started together on an empty
 * PostgreSQL database, one Redis, nginx in front with the repository's own config
 * (deploy/nginx/raidkit.conf), players from addresses of their own: visitors reading pages, Pro
 * players writing progress and chatting, chat pages listening on sockets through nginx. Faults are
 * injected one after another while the traffic runs: every database connection ended by the server,
 * Redis stopped and started, an instance killed (-9), an instance stopped with SIGTERM. Counted per
 * fault: requests, errors (5xx or no reply), recovery (fault to last error), write latency; at the end
 * every acknowledged write must be there (progress ticks, chat messages), and every chat page must
 * hold every acknowledged message once. The figures are printed and written to
 * .tmp/faults-report.json.
 *
 * Needs PostgreSQL (DATABASE_URL: a database of its own is made beside it), redis-server (the test
 * runs its own, to stop it) and nginx (Debian's). CI runs it in `npm run test:multi`.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error("The multi-instance fault suite needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).");
const FAULT_DB = "raidkit_faults";
const faultDbUrl = (() => {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${FAULT_DB}`;
  return url.toString();
})();

const INSTANCES = 3;
const SHUTDOWN_TIMEOUT_MS = 10_000;

interface Sample {
  t: number;
  kind: "page" | "progress" | "chat" | "admin";
  status: number;
  ms: number;
  error?: string;
  /** The start of an error reply's body (which part answered: nginx, an instance). */
  body?: string;
}

interface Listener {
  ws: WebSocket | null;
  ids: Set<number>;
  last: number;
  closes: { code: number; at: number }[];
  opens: number[];
  client: Client;
}

describe("several instances behind nginx, with faults", () => {
  const work = mkdtempSync(path.join(tmpdir(), "raidkit-faults-"));
  let admin: DatabaseHandle;
  let db: DatabaseHandle;
  let redis: RedisProcess;
  let nginx: Nginx;
  const instances: Instance[] = [];
  let base: { host: string; port: number };
  const startedTogether: number[] = [];

  beforeAll(async () => {
    admin = openDatabase({ databaseUrl: DATABASE_URL, dataDir: work, poolSize: 1 });
    await sql`drop database if exists ${sql.id(FAULT_DB)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(FAULT_DB)}`.execute(admin.db);
    redis = new RedisProcess(await freePort());
    await redis.start();
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    nginx = new Nginx(await freePort(), path.join(work, "nginx"));
    base = { host: "127.0.0.1", port: nginx.port };
    for (const [i, port] of ports.entries()) {
      instances.push(
        new Instance(port, {
          DATABASE_URL: faultDbUrl,
          REDIS_URL: redis.url,
          TRUST_PROXY: "1",
          PUBLIC_URL: `http://127.0.0.1:${nginx.port}`,
          PRICE_SOURCE_URL: "off",
          LOG_LEVEL: "info",
          DATA_DIR: path.join(work, `data-${i}`),
          DATA_POLL_MS: "2000",
          SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS}ms`,
          SMTP_URL: "",
          NODE_ENV: "production",
        }),
      );
    }
    // Finding 2: started together on an empty database, every instance comes up.
    for (const instance of instances) instance.start();
    startedTogether.push(...(await Promise.all(instances.map((instance) => instance.ready(180_000)))));
    await nginx.start(ports);
    db = openDatabase({ databaseUrl: faultDbUrl, dataDir: work, poolSize: 2 });
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) instance.kill("SIGKILL");
    await Promise.all(instances.map((instance) => instance.exited));
    await nginx?.stop();
    await redis?.stop();
    await db?.close();
    await sql`drop database if exists ${sql.id(FAULT_DB)} with (force)`.execute(admin.db);
    await admin?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("started together on an empty database, one instance imports the pack while the others wait", () => {
    expect(instances.every((instance) => instance.alive)).toBe(true);
    const imported = instances.flatMap((instance) => instance.output.messages(/^data pack imported$/));
    const skipped = instances.flatMap((instance) => instance.output.messages(/data pack unchanged; import skipped/));
    const waited = instances.flatMap((instance) => instance.output.messages(/another instance is setting up the database/));
    expect(imported).toHaveLength(1);
    expect(skipped).toHaveLength(INSTANCES - 1);
    expect(waited.length).toBeGreaterThanOrEqual(1);
    console.log(`ready after ${startedTogether.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")} (started together on an empty database)`);
  });

  it("shares the rate limits across instances and counts the address nginx saw, not one a client forged", async () => {
    // 75 calls of the public API from one address, round-robin over the 3 instances, each naming a
    // different address of its own in X-Forwarded-For: the free tier's 60 a minute, in all.
    const client = new Client("127.0.2.1");
    const statuses: number[] = [];
    for (let i = 0; i < 75; i++) {
      const forged = `198.51.100.${i % 250}`;
      statuses.push((await client.request(base, "GET", "/api/v1/traders", { headers: { "x-forwarded-for": forged } })).status);
    }
    client.close();
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // Login codes: 10 per address per 10 minutes, whatever instance answers.
    const codes = new Client("127.0.2.2");
    const sent: number[] = [];
    for (let i = 0; i < 14; i++) {
      sent.push((await codes.request(base, "POST", "/api/be/auth/email/send-code", { body: { email: `limit-${i}@example.test` } })).status);
    }
    codes.close();
    expect(sent.filter((s) => s === 200)).toHaveLength(10);
    expect(sent.filter((s) => s === 429)).toHaveLength(4);
  });

  it("keeps serving through a dropped database, Redis stopped, an instance killed and one stopped, losing no acknowledged write", async () => {
    const questUids = (await sql<{ uid: string }>`select uid from quests order by uid`.execute(db.db)).rows.map((r) => r.uid);
    expect(questUids.length).toBeGreaterThan(100);
    const writers = await Promise.all([0, 1, 2, 3].map(async () => userWithRole(db.db, "pro")));
    const posters = await Promise.all([0, 1, 2].map(async () => userWithRole(db.db, "pro")));
    const adminUser = await userWithRole(db.db, "admin");
    const adminClient = new Client("127.0.6.9");
    adminClient.cookie = adminUser.cookie;
    // An admin change, announced to every instance over the bus (finding 5: 4-20 s or 500 with Redis down).
    const adminChange = async (text: string) => record("admin", await adminClient.request(base, "PUT", "/api/be/admin/alert", { body: { text } })).status;
    const adminStatuses: number[] = [];
    const samples: Sample[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const record = (kind: Sample["kind"], reply: Reply) => {
      const failed = reply.status === 0 || reply.status >= 500;
      samples.push({
        t: now() - reply.ms,
        kind,
        status: reply.status,
        ms: reply.ms,
        ...(reply.error ? { error: reply.error } : {}),
        ...(failed ? { body: reply.text.slice(0, 120) } : {}),
      });
      return reply;
    };
    let running = true;
    const loops: Promise<void>[] = [];

    // Visitors on pages and the data call, from addresses of their own.
    const pages = ["/", "/market", "/item/salewa_first_aid_kit", "/api/be/cache", "/crafts", "/hideout"];
    for (let v = 0; v < 4; v++) {
      const client = new Client(`127.0.3.${v + 1}`);
      loops.push(
        (async () => {
          for (let i = v; running; i++) {
            record("page", await client.request(base, "GET", pages[i % pages.length] as string));
            await sleep(40);
          }
          client.close();
        })(),
      );
    }

    // Pro players ticking quests as the page does (a 502/503/504 or a network failure is sent again after
    // 0.5, 1.5 and 4 s: @raidkit/api's withRetries): every acknowledged tick must be there at the end,
    // and no tick may be given up.
    const acknowledged = new Map<string, Set<string>>();
    let ticksGivenUp = 0;
    for (const [w, writer] of writers.entries()) {
      const client = new Client(`127.0.4.${w + 1}`);
      client.cookie = writer.cookie;
      const mine = new Set<string>();
      acknowledged.set(writer.cookie as string, mine);
      loops.push(
        (async () => {
          for (let i = 0; running; i++) {
            const uid = questUids[(w * 131 + i) % questUids.length] as string;
            let status = 0;
            for (const delay of [0, ...RETRY_DELAYS_MS]) {
              if (delay) await sleep(delay);
              status = record("progress", await client.request(base, "POST", "/api/be/progression/update", { body: { add: { questsDone: [uid] } } })).status;
              if (![0, 502, 503, 504].includes(status)) break;
            }
            if (status === 200) mine.add(uid);
            else ticksGivenUp++;
            await sleep(200);
          }
          client.close();
        })(),
      );
    }

    // Chat pages listening through nginx, catching up after each reconnect as the real page does.
    const listeners: Listener[] = [];
    const connect = (listener: Listener) => {
      const ws = new WebSocket(`ws://127.0.0.1:${nginx.port}${CHAT_SOCKET_PATH}`, {
        origin: `http://127.0.0.1:${nginx.port}`,
        localAddress: listener.client.address,
      });
      listener.ws = ws;
      const take = (messages: ChatMessageView[]) => {
        // Repeats are dropped by id, as the page does (mergeMessages).
        for (const m of messages) {
          listener.ids.add(m.id);
          listener.last = Math.max(listener.last, m.id);
        }
      };
      ws.on("open", async () => {
        listener.opens.push(now());
        // What came while the socket was away (chatClient.ts catchUp).
        for (;;) {
          const reply = await listener.client.request(base, "GET", `/api/be/chat/messages?after=${listener.last}`);
          if (reply.status !== 200) break;
          const page = JSON.parse(reply.text) as { messages: ChatMessageView[]; more: boolean };
          take(page.messages);
          if (!page.more) break;
        }
      });
      ws.on("message", (data) => {
        const event = JSON.parse(String(data)) as ChatSocketEvent;
        if (event.type === "messages") take(event.messages);
      });
      ws.on("error", () => {});
      ws.on("close", (code) => {
        listener.closes.push({ code, at: now() });
        listener.ws = null;
        if (running) setTimeout(() => connect(listener), delayAfterClose(code, 0));
      });
    };
    for (let l = 0; l < 12; l++) {
      const listener: Listener = { ws: null, ids: new Set(), last: 0, closes: [], opens: [], client: new Client(`127.0.5.${l + 1}`) };
      listeners.push(listener);
      connect(listener);
    }
    await expect.poll(() => listeners.every((l) => l.ws?.readyState === WebSocket.OPEN), { timeout: 10_000 }).toBe(true);

    // Pro players chatting (17 a minute each, under the chat's 20). A send that failed on the way (no
    // reply, 502-504) is sent again with the same message id, as a player pressing Send again does
    // (finding 5): stored once whatever happened to the first reply.
    const chatAcknowledged = new Set<number>();
    let chatGivenUp = 0;
    for (const [p, poster] of posters.entries()) {
      const client = new Client(`127.0.6.${p + 1}`);
      client.cookie = poster.cookie;
      loops.push(
        (async () => {
          for (let i = 0; running; i++) {
            const body = { text: `fault run ${p}-${i}`, clientId: `faults-${p}-${i}-${t0.toFixed(0)}`.padEnd(16, "0") };
            let reply: Reply | null = null;
            for (const delay of [0, ...RETRY_DELAYS_MS]) {
              if (delay) await sleep(delay);
              reply = record("chat", await client.request(base, "POST", "/api/be/chat/messages", { body }));
              if (![0, 502, 503, 504].includes(reply.status)) break;
            }
            if (reply && (reply.status === 201 || reply.status === 200))
              chatAcknowledged.add((JSON.parse(reply.text) as { message: ChatMessageView }).message.id);
            else chatGivenUp++;
            await sleep(3500);
          }
          client.close();
        })(),
      );
    }

    interface Phase {
      name: string;
      start: number;
      fault: number;
      end: number;
      note?: string;
    }
    const phases: Phase[] = [];
    const phase = async (name: string, inject: () => Promise<string | undefined>, settleMs: number) => {
      const start = now();
      const note = await inject();
      phases.push({ name, start, fault: start, end: start + settleMs, ...(note ? { note } : {}) });
      await sleep(Math.max(0, start + settleMs - now()));
      (phases.at(-1) as Phase).end = now();
    };

    await phase("baseline", async () => undefined, 4000);

    // Finding 1: the database ends every connection of the site.
    await phase(
      "database connections ended",
      async () => {
        const { rows } = await sql<{ ended: boolean }>`
          select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = ${FAULT_DB} and pid <> pg_backend_pid()`.execute(admin.db);
        return `${rows.length} connections ended`;
      },
      6000,
    );
    const aliveAfterDrop = instances.map((instance) => instance.alive);

    // Finding 5: Redis stopped for 5 s, then started again.
    await phase(
      "redis stopped",
      async () => {
        await redis.stop();
        await sleep(500);
        adminStatuses.push(await adminChange("Redis is down: this alert is saved anyway"));
        return undefined;
      },
      5000,
    );
    await phase(
      "redis started again",
      async () => {
        await redis.start();
        return undefined;
      },
      6000,
    );

    // An instance killed with -9, then started again on its port.
    const killed = instances[1] as Instance;
    await phase(
      "instance killed (-9)",
      async () => {
        killed.kill("SIGKILL");
        await killed.exited;
        return undefined;
      },
      5000,
    );
    killed.start();
    const restartMs = await killed.ready();

    // Finding 6: SIGTERM under load.
    const stopped = instances[0] as Instance;
    let drain = { ms: 0, code: null as number | null, signal: null as NodeJS.Signals | null };
    await phase(
      "instance stopped (SIGTERM)",
      async () => {
        const started = now();
        stopped.kill("SIGTERM");
        const end = await stopped.exited;
        drain = { ms: now() - started, code: end.code, signal: end.signal };
        return `exited ${end.code} after ${Math.round(drain.ms)} ms`;
      },
      3000,
    );
    stopped.start();
    await stopped.ready();
    await phase("after restarts", async () => undefined, 3000);

    running = false;
    await Promise.all(loops);
    adminStatuses.push(await adminChange(""));
    adminClient.close();
    // The chat's safety read (5 s) brings what a bus message missed.
    await sleep(6000);

    // Every acknowledged progress tick is stored.
    let lostTicks = 0;
    for (const writer of writers) {
      const client = new Client("127.0.7.1");
      client.cookie = writer.cookie;
      const me = JSON.parse((await client.request(base, "GET", "/api/be/users/me")).text) as { questsDone: string[] };
      client.close();
      const stored = new Set(me.questsDone);
      for (const uid of acknowledged.get(writer.cookie as string) ?? []) if (!stored.has(uid)) lostTicks++;
    }
    // Every acknowledged chat message is stored once and reached every page once.
    const stored = (await sql<{ id: number; text: string }>`select id, text from chat_messages where text like 'fault run %'`.execute(db.db)).rows;
    const storedIds = new Set(stored.map((r) => Number(r.id)));
    const lostChat = [...chatAcknowledged].filter((id) => !storedIds.has(id)).length;
    const doubledChat = stored.length - new Set(stored.map((r) => r.text)).size;
    const undelivered = listeners.map((l) => [...chatAcknowledged].filter((id) => !l.ids.has(id)).length);
    for (const l of listeners) l.ws?.close();
    for (const l of listeners) l.client.close();

    // Figures per fault.
    const report = phases.map((p) => {
      // A request belongs to the phase in which it ended (one cut by a kill ends after the kill).
      const inWindow = samples.filter((s) => s.t + s.ms >= p.start && s.t + s.ms < p.end);
      const errors = inWindow.filter((s) => s.status === 0 || s.status >= 500);
      const writes = inWindow.filter((s) => s.kind !== "page");
      const sorted = writes.map((s) => s.ms).sort((a, b) => a - b);
      return {
        fault: p.name,
        note: p.note ?? "",
        requests: inWindow.length,
        errors: errors.length,
        errorKinds: [...new Set(errors.map((e) => `${e.kind} ${e.status || e.error}`))].join("; "),
        // Recovery: from the fault to the start of the last request that failed (every later one succeeded).
        recoveryMs: errors.length ? Math.max(0, Math.round(Math.max(...errors.map((e) => e.t)) - p.fault)) : 0,
        pageErrors: errors.filter((e) => e.kind === "page").length,
        writeP99Ms: sorted.length ? Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0) : 0,
        writeMaxMs: sorted.length ? Math.round(sorted.at(-1) ?? 0) : 0,
      };
    });
    const sockets = {
      closes1001: listeners.reduce((n, l) => n + l.closes.filter((c) => c.code === 1001).length, 0),
      closes1006: listeners.reduce((n, l) => n + l.closes.filter((c) => c.code === 1006).length, 0),
      worstReconnectMs: Math.round(
        Math.max(
          0,
          ...listeners.flatMap((l) =>
            l.closes.map((c) => {
              const reopened = l.opens.find((o) => o > c.at);
              return reopened === undefined ? Number.POSITIVE_INFINITY : reopened - c.at;
            }),
          ),
        ),
      ),
    };
    const summary = {
      phases: report,
      drain,
      restartMs: Math.round(restartMs),
      lost: {
        progressTicks: lostTicks,
        progressTicksGivenUp: ticksGivenUp,
        chatMessages: lostChat,
        chatMessagesGivenUp: chatGivenUp,
        chatDoubled: doubledChat,
        undeliveredPerPage: undelivered,
      },
      acknowledged: { progressTicks: [...acknowledged.values()].reduce((n, s) => n + s.size, 0), chatMessages: chatAcknowledged.size },
      sockets,
      dbErrorLines: instances.map((i) => i.output.messages(/database connection lost/).length),
      failedReplies: samples.filter((x) => x.status === 0 || x.status >= 500),
      instanceWarnings: instances.map((i) => i.output.lines.filter((line) => /"level":(40|50|60)/.test(line)).slice(-40)),
      nginxErrors: nginx.errorLog().split("\n").slice(-40),
    };
    console.table(report);
    console.log(
      JSON.stringify({
        drain,
        restartMs: summary.restartMs,
        lost: summary.lost,
        acknowledged: summary.acknowledged,
        sockets,
        dbErrorLines: summary.dbErrorLines,
      }),
    );
    writeFileSync(path.join(ROOT, ".tmp/faults-report.json"), `${JSON.stringify(summary, null, 2)}\n`);

    if (summary.failedReplies.length) console.log(JSON.stringify(summary.failedReplies.slice(0, 10)));
    const byName = (name: string) => report.find((r) => r.fault === name) as (typeof report)[number];
    // Finding 1: every instance lived through the dropped connections, logged it once per burst.
    expect(aliveAfterDrop).toEqual([true, true, true]);
    expect(summary.dbErrorLines.every((n) => n >= 1 && n <= 2)).toBe(true);
    // Only requests under way or sent within a moment of the fault may fail, and never a page: nginx
    // passes a GET that met a lost connection (503) to another instance.
    const inFlightWrites = writers.length + posters.length;
    expect(byName("database connections ended").recoveryMs).toBeLessThan(1500);
    expect(byName("database connections ended").pageErrors).toBe(0);
    expect(byName("database connections ended").errors).toBeLessThanOrEqual(inFlightWrites);
    // What a lost connection still fails is "try again" (503), never a server error.
    expect(summary.failedReplies.filter((x) => x.status === 500)).toEqual([]);
    // Finding 5: with Redis down, writes answer fast and never fail.
    expect(byName("redis stopped").errors).toBe(0);
    // Never the 4-20 s of a publish queued for a Redis that is gone: at most what the machine's load gives
    // any write (twice the baseline's slowest, 1.5 s on a quiet machine).
    expect(byName("redis stopped").writeMaxMs).toBeLessThan(Math.max(1500, 2 * byName("baseline").writeMaxMs));
    expect(byName("redis started again").errors).toBe(0);
    expect(adminStatuses).toEqual([200, 200]);
    // An instance killed: nginx sends the next requests elsewhere.
    // Only the writes the killed instance was answering fail (502, never acknowledged); pages go elsewhere.
    expect(byName("instance killed (-9)").pageErrors).toBe(0);
    expect(byName("instance killed (-9)").errors).toBeLessThanOrEqual(inFlightWrites);
    expect(byName("instance killed (-9)").recoveryMs).toBeLessThan(1500);
    // Finding 6: a stopped instance drains: no client error, sockets told 1001, out before its deadline.
    expect(byName("instance stopped (SIGTERM)").errors).toBe(0);
    expect(drain.code).toBe(0);
    expect(drain.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1000);
    expect(sockets.closes1001).toBeGreaterThanOrEqual(1);
    expect(sockets.worstReconnectMs).toBeLessThan(2500);
    expect(byName("baseline").errors).toBe(0);
    expect(byName("after restarts").errors).toBe(0);
    // Nothing acknowledged is lost, doubled or missing from a page.
    expect(summary.acknowledged.progressTicks).toBeGreaterThan(50);
    expect(summary.acknowledged.chatMessages).toBeGreaterThan(10);
    expect(summary.lost).toEqual({
      progressTicks: 0,
      progressTicksGivenUp: 0,
      chatMessages: 0,
      chatMessagesGivenUp: 0,
      chatDoubled: 0,
      undeliveredPerPage: listeners.map(() => 0),
    });
    expect(nginx.errorLog()).not.toMatch(/\[emerg\]/);
  }, 180_000);
});
