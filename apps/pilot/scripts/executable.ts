// Starting a built pilot executable as a player would, with no Node on the PATH: for its test
// (apps/pilot/src/executable.test.ts) and its bench (bench/pilotExecutable.ts).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** The PATH without any folder that holds a `node` (or node.exe): the executable must not need one. */
export function pathWithoutNode(value: string = process.env.PATH ?? ""): string {
  return value
    .split(path.delimiter)
    .filter((dir) => dir !== "" && !existsSync(path.join(dir, "node")) && !existsSync(path.join(dir, "node.exe")))
    .join(path.delimiter);
}

/** A minimal environment: no Node on the PATH, no NODE_OPTIONS, the config folder given. */
export function playerEnvironment(home: string): NodeJS.ProcessEnv {
  return { PATH: pathWithoutNode(), HOME: home, XDG_CONFIG_HOME: path.join(home, ".config"), LANG: "C.UTF-8" };
}

/** A port free on 127.0.0.1 now. */
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

export interface StartedExecutable {
  child: ChildProcessWithoutNullStreams;
  /** The pairing code as printed (ABCD-EFGH). */
  code: string;
  /** From spawn to the pairing code on stdout. */
  startupMs: number;
  /** Everything printed on stdout so far. */
  stdout(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the executable and waits for its banner's pairing code (rejects on exit or after `timeoutMs`). */
export function startExecutable(executable: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 20_000): Promise<StartedExecutable> {
  const started = performance.now();
  const child = spawn(executable, args, { env, stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  let err = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no pairing code after ${timeoutMs} ms; stdout:\n${out}\nstderr:\n${err}`));
    }, timeoutMs);
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout.on("data", (chunk: Buffer) => {
      const before = out;
      out += chunk.toString();
      const code = /PAIRING CODE:\s+([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(out)?.[1];
      if (code && !/PAIRING CODE:/.test(before)) {
        clearTimeout(timer);
        resolve({ child, code, startupMs: performance.now() - started, stdout: () => out, stop });
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the executable exited with ${code} before printing a pairing code; stdout:\n${out}\nstderr:\n${err}`));
    });
  });
}
