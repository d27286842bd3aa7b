import { type FSWatcher, readdirSync, watch } from "node:fs";

export interface ScreenshotWatcherOptions {
  folder: string | null;
  pollMs: number;
  /** A new image file's name (not its path). */
  onScreenshot: (filename: string) => void;
  /** Called after a poll changed `folderFound` or `alive`. */
  onStateChange: () => void;
  log: (line: string) => void;
}

export interface ScreenshotWatcher {
  readonly folderFound: boolean;
  /** Running, and the last poll could list the folder. */
  readonly alive: boolean;
  stop(): void;
}

export function isImageFile(name: string): boolean {
  return /\.(png|jpe?g|bmp)$/i.test(name);
}

/**
 * Lists the screenshots folder for new image files: at once when fs.watch reports a change in it
 * (a screenshot reaches the map within milliseconds), and every 250 ms anyway, because fs.watch
 * is not equally reliable on Windows, Linux and Wine prefixes and a listing costs nothing. Files
 * there at the first listing are old; when the folder is missing at first, everything that
 * appears in it later is new (the game makes the folder with its first screenshot).
 */
export function startScreenshotWatcher(options: ScreenshotWatcherOptions): ScreenshotWatcher {
  let known: Set<string> | null = null;
  let listed = false;
  let running = true;
  let lastError = "";
  let watcher: FSWatcher | null = null;

  const closeWatcher = () => {
    watcher?.close();
    watcher = null;
  };
  // A change in the folder lists it at once; the interval stays as the safety net.
  const ensureWatcher = () => {
    if (watcher || !running || options.folder === null) return;
    try {
      watcher = watch(options.folder, { persistent: false }, () => poll());
      watcher.on("error", closeWatcher);
    } catch {
      watcher = null;
    }
  };

  const poll = () => {
    if (!running) return;
    const before = listed;
    let names: string[] | null = null;
    if (options.folder !== null) {
      try {
        names = readdirSync(options.folder).filter(isImageFile);
        lastError = "";
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const message = code === "ENOENT" ? `screenshots folder ${options.folder} not found (yet)` : (error as Error).message;
        if (message !== lastError) options.log(`screenshot watcher: ${message}`);
        lastError = message;
      }
    }
    listed = names !== null;
    if (listed) ensureWatcher();
    else closeWatcher();
    if (names !== null) {
      if (known !== null) for (const name of names.filter((n) => !known!.has(n)).sort()) options.onScreenshot(name);
      known = new Set(names);
    } else if (known === null) {
      known = new Set();
    }
    if (listed !== before) options.onStateChange();
  };

  const timer = setInterval(poll, options.pollMs);
  poll();
  return {
    get folderFound() {
      return listed;
    },
    get alive() {
      return running && listed;
    },
    stop() {
      running = false;
      clearInterval(timer);
      closeWatcher();
      options.onStateChange();
    },
  };
}
