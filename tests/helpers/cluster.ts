import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer, Socket } from "node:net";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../apps/server/src/nodeFlags.ts";
import { ROOT } from "./paths.ts";

/**
 * Real processes for the multi-instance fault suite (tests/multi/faults.test.ts): server instances
 * started as `npm start`'s main.ts is, a Redis server of the test's own (so it can be stopped and
 * started), nginx from Debian running the repository's config (deploy/nginx/raidkit.conf), and HTTP
 * clients each with an address of its own on the loopback network (127.0.x.y), as players are.
 */

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Node the project runs on (`npm ci` brings Node 24: node_modules/.bin/node), as systemd's unit starts it. */
export const PROJECT_NODE = existsSync(path.join(ROOT, "node_modules/.bin/node")) ? path.join(ROOT, "node_modules/.bin/node") : process.execPath;

export function requireCommand(command: string, install: string): string {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error(`The multi-instance fault suite needs ${command}: ${install}`);
  return found;
}

/** One reply, or the network error in its place. */
export interface Reply {
  status: number;
  text: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

/** An HTTP client from one loopback address with its own keep-alive connections, as one player's browser. */
export class Client {
  readonly address: string;
  readonly agent: http.Agent;
  cookie: string | null = null;
  constructor(address: string) {
    this.address = address;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  }

  request(
    base: { host: string; port: number },
    method: string,
    pathname: string,
    options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Reply> {
    const started = performance.now();
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
      "accept-language": "en-US,en;q=0.9",
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json", origin: `http://${base.host}:${base.port}` } : {}),
      ...options.headers,
    };
    return new Promise((resolve) => {
      const req = http.request({ host: base.host, port: base.port, method, path: pathname, agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started, headers: res.headers }),
        );
        res.on("error", (err) => resolve({ status: 0, text: "", ms: performance.now() - started, headers: {}, error: err.message }));
      });
      req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error("timed out")));
      req.on("error", (err) => resolve({ status: 0, text: "", ms: performance.now() - started, headers: {}, error: err.message }));
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Lines a process printed, the last `keep` of them. */
class Output {
  readonly lines: string[] = [];
  private partial = "";
  private readonly keep: number;
  constructor(keep = 4000) {
    this.keep = keep;
  }
  push(chunk: Buffer): void {
    const parts = (this.partial + chunk.toString("utf8")).split("\n");
    this.partial = parts.pop() ?? "";
    for (const line of parts) {
      this.lines.push(line);
      if (this.lines.length > this.keep) this.lines.shift();
    }
  }
  /** pino lines whose msg matches. */
  messages(pattern: RegExp): { msg: string; [key: string]: unknown }[] {
    const found: { msg: string }[] = [];
    for (const line of this.lines) {
      if (!line.startsWith("{")) continue;
      try {
        const parsed = JSON.parse(line) as { msg?: unknown };
        if (typeof parsed.msg === "string" && pattern.test(parsed.msg)) found.push(parsed as { msg: string });
      } catch {
        // not a log line
      }
    }
    return found;
  }
}

/** A server instance: `node apps/server/src/main.ts` on its port, as systemd's unit runs it. */
export class Instance {
  readonly port: number;
  readonly env: Record<string, string>;
  readonly output = new Output();
  child: ChildProcess | null = null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });
  /** Every start of this instance (a restart after a kill is a new process on the same port). */
  starts = 0;

  constructor(port: number, env: Record<string, string>) {
    this.port = port;
    this.env = env;
  }

  start(): void {
    const child = spawn(PROJECT_NODE, [...SERVER_NODE_FLAGS, path.join(ROOT, "apps/server/src/main.ts")], {
      cwd: ROOT,
      // No pilot build at start-up (decision 059): it would fetch Windows' base from the npm registry.
      env: { ...process.env, PILOT_BUILD: "off", ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (c: Buffer) => this.output.push(c));
    child.stderr?.on("data", (c: Buffer) => this.output.push(c));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    this.child = child;
    this.starts++;
  }

  get alive(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Waits for /readyz to answer 200 on the instance's own port. */
  async ready(timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    const probe = new Client("127.0.0.1");
    try {
      while (performance.now() - started < timeoutMs) {
        if (!this.alive) throw new Error(`instance on ${this.port} exited while starting:\n${this.output.lines.slice(-30).join("\n")}`);
        const reply = await probe.request({ host: "127.0.0.1", port: this.port }, "GET", "/readyz", { timeoutMs: 2000 });
        if (reply.status === 200) return performance.now() - started;
        await sleep(100);
      }
    } finally {
      probe.close();
    }
    throw new Error(`instance on ${this.port} not ready after ${timeoutMs} ms:\n${this.output.lines.slice(-30).join("\n")}`);
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }
}

/** A Redis server of the test's own, in memory, that the test may stop and start on the same port. */
export class RedisProcess {
  readonly port: number;
  private child: ChildProcess | null = null;
  constructor(port: number) {
    this.port = port;
  }
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    const bin = requireCommand("redis-server", "apt-get install -y redis-server");
    const child = spawn(bin, ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    this.child = child;
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = new Socket();
        socket.once("connect", () => {
          socket.end("PING\r\n");
          resolve(true);
        });
        socket.once("error", () => resolve(false));
        socket.connect(this.port, "127.0.0.1");
      });
      if (ok) return;
      await sleep(50);
    }
    throw new Error("redis-server did not start");
  }
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await gone;
    this.child = null;
  }
}

/**
 * nginx from Debian running deploy/nginx/raidkit.conf as it is in the repository, but for the
 * upstream's servers and the listen address (the test's ports): each change is checked to have
 * matched, so the file tested is the file shipped.
 */
export class Nginx {
  readonly port: number;
  readonly dir: string;
  private child: ChildProcess | null = null;
  readonly output = new Output();

  constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
  }

  static siteConfig(upstreamPorts: number[], listenPort: number): string {
    const shipped = readFileSync(path.join(ROOT, "deploy/nginx/raidkit.conf"), "utf8");
    const servers = [...shipped.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm)];
    if (servers.length === 0) throw new Error("deploy/nginx/raidkit.conf has no 'server 127.0.0.1:<port> ...;' lines in its upstream");
    const first = servers[0] as RegExpMatchArray;
    const indent = first[1] ?? "    ";
    const options = first[2] ?? "";
    let site = shipped.replace(/^\s*server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm, "");
    site = site.replace(/(upstream raidkit \{\n)/, `$1${upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${options};\n`).join("")}`);
    if (!/^\s*listen 80;$/m.test(site)) throw new Error("deploy/nginx/raidkit.conf has no 'listen 80;' line");
    site = site.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
    return site;
  }

  async start(upstreamPorts: number[]): Promise<void> {
    const bin = requireCommand("nginx", "apt-get install -y nginx (Debian's package)");
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(path.join(this.dir, "raidkit.conf"), Nginx.siteConfig(upstreamPorts, this.port));
    const root = process.getuid?.() === 0;
    writeFileSync(
      path.join(this.dir, "nginx.conf"),
      [
        ...(root ? ["user root;"] : []),
        "worker_processes 1;",
        `pid ${this.dir}/nginx.pid;`,
        `error_log ${this.dir}/error.log warn;`,
        "events { worker_connections 8192; }",
        "http {",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${this.dir}/${kind}_temp;`),
        `  include ${this.dir}/raidkit.conf;`,
        "}",
        "",
      ].join("\n"),
    );
    const check = spawnSync(bin, ["-t", "-p", this.dir, "-c", path.join(this.dir, "nginx.conf"), "-e", path.join(this.dir, "error.log")], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);
    const child = spawn(bin, ["-p", this.dir, "-c", path.join(this.dir, "nginx.conf"), "-e", path.join(this.dir, "error.log"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (c: Buffer) => this.output.push(c));
    child.stderr?.on("data", (c: Buffer) => this.output.push(c));
    this.child = child;
    const probe = new Client("127.0.0.1");
    try {
      for (let i = 0; i < 100; i++) {
        const reply = await probe.request({ host: "127.0.0.1", port: this.port }, "GET", "/healthz", { timeoutMs: 1000 });
        if (reply.status === 200) return;
        await sleep(50);
      }
    } finally {
      probe.close();
    }
    throw new Error(`nginx did not answer:\n${this.output.lines.join("\n")}\n${readFileSync(path.join(this.dir, "error.log"), "utf8")}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGQUIT");
    await gone;
  }

  errorLog(): string {
    try {
      return readFileSync(path.join(this.dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  }
}
