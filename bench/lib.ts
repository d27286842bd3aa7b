import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { median as domainMedian } from "@raidkit/game";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";

/** The median of timings (0 for none), using the domain's median. */
export const median = (values: number[]): number => domainMedian(values) ?? 0;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  "accept-language": "en-US,en;q=0.9",
  cookie: "tm_locale=en",
};

/** Starts a Node script as a child process (in `cwd`, this checkout by default) and waits until `ready` answers. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  nodeFlags: readonly string[] = [],
  cwd = ROOT,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd,
    // The server gets the environment it runs with in production (nodeFlags.ts).
    env: { ...process.env, ...(nodeFlags === SERVER_NODE_FLAGS ? SERVER_ENV : {}), ...env },
    stdio: ["ignore", process.env.BENCH_SERVER_LOGS ? "inherit" : "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(ready);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** A process's resident memory in MB (Linux /proc), or 0 once it has gone. */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 250 ms until stopped: at the start, the peak and at the end. */
export function watchRss(pid: number): { stop(): { startMb: number; peakMb: number; endMb: number } } {
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      const endMb = rssMb(pid);
      return { startMb, peakMb: Math.max(peakMb, endMb), endMb };
    },
  };
}
