// Site chat fan-out latency across instances (issue 18; target p95 <= 50 ms): two real server
// processes on one database with a Redis bus; a Pro user sends on instance A (POST), a page's socket
// on instance B hears it. Baseline, measured in the same rounds: the same send heard by a socket on
// instance A itself (no bus hop). Generated messages in the bench's own database (benchmark data).
// Needs Redis: REDIS_URL (skipped without it). Alone: `node bench/chatFanout.ts`; also in `npm run bench`.
import { fileURLToPath } from "node:url";
import { CHAT_SOCKET_PATH } from "@raidkit/api";
import { openDatabase } from "@raidkit/db";
import WebSocket from "ws";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { userWithRole } from "../tests/helpers/accounts.ts";
import { median, percentile, startProcess, tempDir } from "./lib.ts";

const PORTS = [3495, 3496] as const;

export interface ChatFanoutFigures {
  rounds: number;
  /** Send on A, heard on B (through the bus). */
  crossMs: { p50: number; p95: number; max: number };
  /** Baseline: send on A, heard on A. */
  sameMs: { p50: number; p95: number; max: number };
  targetP95Ms: number;
}

const figures = (values: number[]) => ({ p50: median(values), p95: percentile(values, 0.95), max: Math.max(...values) });

async function listener(base: string): Promise<{ ws: WebSocket; heard: Map<string, number> }> {
  const heard = new Map<string, number>();
  const ws = new WebSocket(`ws://${base}${CHAT_SOCKET_PATH}`, { headers: { origin: `http://${base}` } });
  ws.on("message", (data) => {
    const at = performance.now();
    const event = JSON.parse(String(data)) as { type: string; messages?: { text: string }[] };
    for (const m of event.messages ?? []) heard.set(m.text, at);
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return { ws, heard };
}

/** Starts two instances with REDIS_URL, or answers null when it is not set. */
export async function benchChatFanout(options: { rounds?: number; redisUrl?: string | undefined } = {}): Promise<ChatFanoutFigures | null> {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) return null;
  const rounds = options.rounds ?? 200;
  const dataDir = tempDir("raidkit-bench-chat-");
  const env = {
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: redisUrl,
    PRICE_SOURCE_URL: "off",
    PILOT_BUILD: "off",
    SKIP_PACK_IMPORT: "1",
  };
  const servers = [];
  try {
    // One after the other: the first one migrates the new database.
    for (const port of PORTS)
      servers.push(await startProcess("apps/server/src/main.ts", { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/favicon.svg`, SERVER_NODE_FLAGS));
    const [a, b] = PORTS.map((p) => `127.0.0.1:${p}`) as [string, string];
    // Pro users made in the bench's database; each sends well under the chat's limit of 20 a minute.
    const handle = openDatabase({ dataDir });
    const senders = await Promise.all(Array.from({ length: Math.ceil(rounds / 15) }, () => userWithRole(handle.db, "pro")));
    await handle.close();
    const onB = await listener(b);
    const onA = await listener(a);
    const cross: number[] = [];
    const same: number[] = [];
    try {
      for (let i = 0; i < rounds; i++) {
        const user = senders[i % senders.length];
        const text = `bench ${i} ${Date.now()}`;
        const started = performance.now();
        const reply = await fetch(`http://${a}/api/be/chat/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: user?.cookie ?? "", origin: `http://${a}` },
          body: JSON.stringify({ text }),
        });
        if (reply.status !== 201) throw new Error(`send ${i}: ${reply.status} ${await reply.text()}`);
        const deadline = Date.now() + 5000;
        while (!(onB.heard.has(text) && onA.heard.has(text))) {
          if (Date.now() > deadline) throw new Error(`message ${i} was not heard within 5 s`);
          await new Promise((r) => setTimeout(r, 1));
        }
        cross.push((onB.heard.get(text) as number) - started);
        same.push((onA.heard.get(text) as number) - started);
        // Messages a little apart, as people write (a busy chat batches, see ChatHub).
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      onA.ws.close();
      onB.ws.close();
    }
    return { rounds, crossMs: figures(cross), sameMs: figures(same), targetP95Ms: 50 };
  } finally {
    for (const s of servers) s.kill();
  }
}

export function formatChatFanout(f: ChatFanoutFigures | null): string {
  if (!f) return "Chat fan-out across instances: skipped, REDIS_URL is not set (two instances need Redis)";
  const ms = (x: number) => x.toFixed(1);
  return `Chat fan-out, send on A → heard on B  p50 ${ms(f.crossMs.p50)} ms, p95 ${ms(f.crossMs.p95)} ms, max ${ms(f.crossMs.max)} ms over ${f.rounds} messages   (target p95 <= ${f.targetP95Ms} ms)
Baseline: heard on A itself (no bus)    p50 ${ms(f.sameMs.p50)} ms, p95 ${ms(f.sameMs.p95)} ms, max ${ms(f.sameMs.max)} ms`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatChatFanout(await benchChatFanout({ rounds: Number(process.env.BENCH_ROUNDS ?? 200) })));
}
