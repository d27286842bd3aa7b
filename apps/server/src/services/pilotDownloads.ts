import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type PilotBuildStatus, type PilotManifestFile, pilotManifest } from "@raidkit/api";
import { readBuildFailure, readBuildLock } from "../../../pilot/scripts/buildFolder.ts";
import type { Logger } from "../logger.ts";

export const PILOT_MANIFEST = "manifest.json";

/**
 * The pilot's executables this server offers (issue 20, item 1; docs/decisions/030): the ones that
 * manifest.json in PILOT_DOWNLOADS_DIR lists (written by `npm run pilot:build`) and that are on disk
 * with the listed size (a build rewriting one is not offered meanwhile). The manifest is parsed again
 * only when its time or size changes; a missing one means none, an invalid one too (logged once).
 */
export class PilotDownloads {
  readonly dir: string;
  private readonly log: Logger;
  private cached: { key: string; files: PilotManifestFile[] } | null = null;
  /** This instance's start-up build is under way (before its child process has taken the folder's lock, too). */
  private ownBuild = false;

  constructor(dir: string, log: Logger) {
    this.dir = path.resolve(dir);
    this.log = log;
  }

  /** The executables on offer, in the manifest's order. */
  list(): PilotManifestFile[] {
    const manifestPath = path.join(this.dir, PILOT_MANIFEST);
    let key: string;
    try {
      const stat = statSync(manifestPath);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      this.cached = null;
      return [];
    }
    if (this.cached?.key !== key) this.cached = { key, files: this.read(manifestPath) };
    return this.cached.files.filter((entry) => this.sizeOnDisk(entry.file) === entry.size);
  }

  /**
   * Whether a build is writing the folder (its lock, taken by this instance's start-up build, another
   * instance's or `npm run pilot:build`), or the last one failed (why: for admins only).
   */
  buildStatus(admin: boolean): PilotBuildStatus {
    if (this.ownBuild || readBuildLock(this.dir) !== null) return { state: "building" };
    const failure = readBuildFailure(this.dir);
    if (failure) return admin ? { state: "failed", reason: failure.reason } : { state: "failed" };
    return { state: "none" };
  }

  /** This instance builds the executables until `done` settles (startServer's start-up build). */
  trackBuild(done: Promise<unknown>): void {
    this.ownBuild = true;
    void done.finally(() => {
      this.ownBuild = false;
    });
  }

  /** The entry and path of a file on offer, by its exact name; null for any other name (no path is ever built from one). */
  find(name: string): { entry: PilotManifestFile; file: string } | null {
    const entry = this.list().find((e) => e.file === name);
    if (!entry) return null;
    const file = path.join(this.dir, entry.file);
    // The manifest's names are plain file names (its schema); this holds even if that changed.
    return path.dirname(file) === this.dir ? { entry, file } : null;
  }

  private read(manifestPath: string): PilotManifestFile[] {
    try {
      const parsed = pilotManifest.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
      if (parsed.success) return parsed.data.files;
      this.log.warn({ manifest: manifestPath, issues: parsed.error.issues.slice(0, 5) }, "pilot downloads: invalid manifest, none offered");
    } catch (error) {
      this.log.warn({ manifest: manifestPath, err: (error as Error).message }, "pilot downloads: unreadable manifest, none offered");
    }
    return [];
  }

  private sizeOnDisk(name: string): number | null {
    try {
      const stat = statSync(path.join(this.dir, name));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }
}
