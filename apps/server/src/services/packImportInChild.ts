import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface PackImportJob {
  databaseUrl: string | undefined;
  dataDir: string;
  packDir: string;
  logLevel: string;
}

/**
 * Runs the pack import of a server's start in a child process: reading and parsing the pack's
 * files took ~300 MB that the server kept as resident memory after an in-process import (515
 * against 222 MB after start; a worker thread kept it too); a process gives it all back when it
 * ends (issue 21, finding 12). Its output and log lines go to the server's.
 */
export function runPackImportInChild(job: PackImportJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./packImportProcess.ts", import.meta.url)), [JSON.stringify(job)], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`the data pack import ended with ${signal ?? `code ${code}`}`))));
  });
}
