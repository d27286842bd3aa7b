import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isImageFile, type ScreenshotWatcher, startScreenshotWatcher } from "./screenshotWatcher.ts";
import { waitFor } from "./testing.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function watch(folder: string): { watcher: ScreenshotWatcher; seen: string[] } {
  const seen: string[] = [];
  const watcher = startScreenshotWatcher({ folder, pollMs: 15, onScreenshot: (name) => seen.push(name), onStateChange: () => {}, log: () => {} });
  cleanups.push(() => watcher.stop());
  return { watcher, seen };
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-shots-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("isImageFile", () => {
  it("takes png, jpg and bmp in any case", () => {
    expect(["a.png", "a.PNG", "a.jpg", "a.jpeg", "a.bmp"].every(isImageFile)).toBe(true);
    expect(["a.txt", "desktop.ini", "a.png.tmp", "png"].some(isImageFile)).toBe(false);
  });
});

describe("startScreenshotWatcher", () => {
  it("reports new image files once, in name order, and ignores old ones", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "old.png"), "");
    const { watcher, seen } = watch(dir);
    expect(watcher.alive).toBe(true);
    writeFileSync(path.join(dir, "b.png"), "");
    writeFileSync(path.join(dir, "a.jpg"), "");
    writeFileSync(path.join(dir, "c.txt"), "");
    await waitFor(() => seen.length === 2, "two screenshots");
    expect(seen).toEqual(["a.jpg", "b.png"]);
    // A deleted and re-made file is new again.
    unlinkSync(path.join(dir, "old.png"));
    await new Promise((resolve) => setTimeout(resolve, 60));
    writeFileSync(path.join(dir, "old.png"), "");
    await waitFor(() => seen.length === 3, "the re-made file");
  });

  it("takes every file in a folder that appears later as new", async () => {
    const folder = path.join(tempDir(), "Screenshots");
    const { watcher, seen } = watch(folder);
    expect(watcher.folderFound).toBe(false);
    expect(watcher.alive).toBe(false);
    mkdirSync(folder);
    writeFileSync(path.join(folder, "first.png"), "");
    await waitFor(() => seen.length === 1, "the first screenshot");
    expect(watcher.folderFound).toBe(true);
  });
});
