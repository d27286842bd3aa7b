import { unlink } from "node:fs/promises";
import path from "node:path";
import { parseScreenshotName } from "@raidkit/game";
import { isImageFile } from "./screenshotWatcher.ts";

export interface ScreenshotCleanupOptions {
  /** Wait this long before deleting (the game may still be writing the file); default 2 s. */
  delayMs?: number;
  /** A file the system holds busy (Windows) is tried once more after this long; default 10 s. */
  retryMs?: number;
  log: (line: string) => void;
}

/**
 * Whether the pilot may delete this file after reading it: only an image directly in the
 * screenshots folder whose name carries a position (a raid screenshot); a menu screenshot, any
 * other name or a path is never touched.
 */
export function isRemovableScreenshot(filename: string): boolean {
  return filename === path.basename(filename) && !/[\\/]/.test(filename) && isImageFile(filename) && parseScreenshotName(filename) !== null;
}

/**
 * Deletes a raid screenshot once its position is read (the player's choice, off by default):
 * after a short delay, once more later when the file is busy, and never a file
 * `isRemovableScreenshot` refuses. Returns a function that cancels what is pending.
 */
export function scheduleScreenshotRemoval(folder: string, filename: string, options: ScreenshotCleanupOptions): () => void {
  if (!isRemovableScreenshot(filename)) return () => {};
  const file = path.join(folder, filename);
  let timer: NodeJS.Timeout | null = null;
  const attempt = (retriesLeft: number) => {
    timer = null;
    unlink(file).then(
      () => options.log(`screenshot removed: ${filename}`),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return;
        if (retriesLeft > 0 && (error.code === "EBUSY" || error.code === "EPERM")) {
          timer = setTimeout(() => attempt(retriesLeft - 1), options.retryMs ?? 10_000);
          return;
        }
        options.log(`screenshot not removed: ${filename}: ${error.message}`);
      },
    );
  };
  timer = setTimeout(() => attempt(1), options.delayMs ?? 2_000);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
