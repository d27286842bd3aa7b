import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PilotDownloadsReply, PilotManifestFile } from "@raidkit/api";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { FAILURE_FILE, LOCK_FILE } from "../../apps/pilot/scripts/buildFolder.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest, requestAs } from "../helpers/testApp.ts";

/**
 * The pilot's executables served by the site (issue 20, item 1; docs/decisions/030): the files that
 * manifest.json in PILOT_DOWNLOADS_DIR lists, at /downloads/pilot/<file>, and their list at
 * GET /api/be/pilot/downloads. The "executables" here are random bytes with a manifest written as
 * `npm run pilot:build` writes it.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-downloads-"));
const env = appOnTemplateCopy({ pilotDownloadsDir: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let manifestWrites = 0;
function writeManifest(files: unknown[]): void {
  const file = path.join(dir, "manifest.json");
  writeFileSync(file, `${JSON.stringify({ files }, null, 2)}\n`);
  // A later time for each write: the server reads the manifest again when its time or size changes.
  const time = new Date(Date.UTC(2026, 10, 26, 12, 0, ++manifestWrites));
  utimesSync(file, time, time);
}

function writeExecutable(file: string, platform: "linux-x64" | "win-x64", bytes = randomBytes(300_000)): PilotManifestFile {
  writeFileSync(path.join(dir, file), bytes);
  return {
    file,
    platform,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    version: "1.0.0",
    nodeVersion: "24.21.0",
    builtAt: "2026-11-26T07:42:11.941Z",
    origins: ["https://raidkit.example"],
  };
}

const list = async (): Promise<PilotDownloadsReply> => {
  const reply = await env.app.fetch(browserRequest("/api/be/pilot/downloads"));
  expect(reply.status).toBe(200);
  return (await reply.json()) as PilotDownloadsReply;
};
const download = (name: string, init: RequestInit = {}) => env.app.fetch(browserRequest(`/downloads/pilot/${name}`, init));

beforeEach(() => {
  for (const name of ["manifest.json", "raidkit-pilot-linux-x64", "raidkit-pilot-win-x64.exe", LOCK_FILE, FAILURE_FILE])
    rmSync(path.join(dir, name), { force: true });
});

describe("the pilot's downloads", () => {
  it("without a build: an empty list, and every download is 404", async () => {
    expect(await list()).toEqual({ downloads: [], build: { state: "none" } });
    expect((await download("raidkit-pilot-linux-x64")).status).toBe(404);
    // A folder that does not exist at all (PILOT_DOWNLOADS_DIR pointing nowhere) is the same.
    rmSync(dir, { recursive: true, force: true });
    expect(await list()).toEqual({ downloads: [], build: { state: "none" } });
    mkdirSync(dir);
  });

  it("lists the built executables and serves each as an attachment whose bytes hash to the manifest's SHA-256", async () => {
    const linux = writeExecutable("raidkit-pilot-linux-x64", "linux-x64");
    const win = writeExecutable("raidkit-pilot-win-x64.exe", "win-x64");
    writeManifest([linux, win]);
    const listed = await list();
    expect(listed.downloads).toEqual([
      {
        file: linux.file,
        platform: "linux-x64",
        size: linux.size,
        sha256: linux.sha256,
        version: "1.0.0",
        origins: ["https://raidkit.example"],
        url: "/downloads/pilot/raidkit-pilot-linux-x64",
      },
      {
        file: win.file,
        platform: "win-x64",
        size: win.size,
        sha256: win.sha256,
        version: "1.0.0",
        origins: ["https://raidkit.example"],
        url: "/downloads/pilot/raidkit-pilot-win-x64.exe",
      },
    ]);

    for (const [entry, type] of [
      [linux, "application/octet-stream"],
      [win, "application/vnd.microsoft.portable-executable"],
    ] as const) {
      const reply = await download(entry.file);
      expect(reply.status, entry.file).toBe(200);
      expect(reply.headers.get("content-type")).toBe(type);
      expect(reply.headers.get("content-disposition")).toBe(`attachment; filename="${entry.file}"`);
      expect(reply.headers.get("content-length")).toBe(String(entry.size));
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
      expect(reply.headers.get("content-security-policy")).toContain("sandbox");
      expect(reply.headers.get("set-cookie")).toBeNull();
      const bytes = Buffer.from(await reply.arrayBuffer());
      expect(bytes.length).toBe(entry.size);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(entry.sha256);

      // Same name from build to build: browsers revalidate with the hash as ETag.
      const etag = reply.headers.get("etag");
      expect(etag).toBe(`"${entry.sha256}"`);
      expect((await download(entry.file, { headers: { "if-none-match": etag ?? "" } })).status).toBe(304);
      const head = await download(entry.file, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(entry.size));
    }
  });

  it("a file being rebuilt (not the listed size) or gone is neither listed nor served", async () => {
    const linux = writeExecutable("raidkit-pilot-linux-x64", "linux-x64");
    const win = writeExecutable("raidkit-pilot-win-x64.exe", "win-x64");
    writeManifest([linux, win]);
    writeFileSync(path.join(dir, linux.file), randomBytes(1000));
    rmSync(path.join(dir, win.file));
    expect(await list()).toEqual({ downloads: [], build: { state: "none" } });
    expect((await download(linux.file)).status).toBe(404);
    expect((await download(win.file)).status).toBe(404);
  });

  it("serves nothing but the listed files: no other file of the folder, no path out of it (404)", async () => {
    writeManifest([writeExecutable("raidkit-pilot-linux-x64", "linux-x64")]);
    writeFileSync(path.join(dir, "secret.txt"), "not for download");
    for (const name of [
      "manifest.json",
      "secret.txt",
      ".cache",
      "",
      "..%2Fpackage.json",
      "%2e%2e/%2e%2e/package.json",
      "%2e%2e%2f%2e%2e%2fpackage.json",
      "..%5C..%5Cpackage.json",
      "raidkit-pilot-linux-x64/",
      "raidkit-pilot-linux-x64%00",
      "RAIDKIT-PILOT-LINUX-X64",
      "%E0%A4%A",
    ]) {
      const reply = await download(name);
      expect(reply.status, name).toBe(404);
      expect(reply.headers.get("content-disposition"), name).toBeNull();
    }
    rmSync(path.join(dir, "secret.txt"));
  });

  it("a manifest naming a path, or not a manifest at all, offers nothing", async () => {
    const linux = writeExecutable("raidkit-pilot-linux-x64", "linux-x64");
    writeManifest([{ ...linux, file: "../raidkit-pilot-linux-x64" }]);
    expect(await list()).toEqual({ downloads: [], build: { state: "none" } });
    expect((await download("..%2Fraidkit-pilot-linux-x64")).status).toBe(404);
    writeFileSync(path.join(dir, "manifest.json"), "{ not json");
    expect(await list()).toEqual({ downloads: [], build: { state: "none" } });
    // Fixed again: offered again.
    writeManifest([linux]);
    expect((await list()).downloads.map((d) => d.file)).toEqual([linux.file]);
  });

  it("says a build is under way while one holds the folder's lock, and why the last one failed to admins only (decision 059)", async () => {
    // The lock a build writes (apps/pilot/scripts/buildFolder.ts): this process stands for the build.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
    expect(await list()).toEqual({ downloads: [], build: { state: "building" } });
    // A lock older than 30 minutes is a build that died without removing it: no build.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: "2026-01-01T00:00:00.000Z" }));
    expect((await list()).build).toEqual({ state: "none" });
    rmSync(path.join(dir, LOCK_FILE));
    // This instance's own start-up build, before its child process has taken the lock (startServer).
    let finish = () => {};
    env.app.pilotDownloads.trackBuild(new Promise<void>((resolve) => (finish = resolve)));
    expect((await list()).build).toEqual({ state: "building" });
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await list()).build).toEqual({ state: "none" });

    const reason = "the build tools are not installed (the node, postject and rolldown devDependencies: `npm ci` without --omit=dev)";
    writeFileSync(path.join(dir, FAILURE_FILE), JSON.stringify({ at: "2026-11-28T12:00:00.000Z", reason }));
    expect(await list()).toEqual({ downloads: [], build: { state: "failed" } });
    for (const role of ["free", "pro"] as const) {
      const user = await userWithRole(env.database.db, role);
      expect(((await (await env.app.fetch(requestAs(user, "GET", "/api/be/pilot/downloads"))).json()) as PilotDownloadsReply).build, role).toEqual({
        state: "failed",
      });
    }
    const admin = await userWithRole(env.database.db, "admin");
    const reply = await env.app.fetch(requestAs(admin, "GET", "/api/be/pilot/downloads"));
    expect(((await reply.json()) as PilotDownloadsReply).build).toEqual({ state: "failed", reason });
  });
});
