import { RELOAD_GUARD_MS } from "@raidkit/game";

const KEY = "raidkit:chunk-reload-at";

/** True when the error is a failed dynamic import (a new deploy removed an old chunk). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

/** Whether a reload may happen now: at most one per 10-second window (spec §4, §9). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** Spec §8: a chunk-load error triggers one page reload, guarded by a 10-second window. */
export function installChunkErrorReload(): void {
  const handle = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const last = Number(sessionStorage.getItem(KEY)) || null;
    const now = Date.now();
    if (!mayReload(last, now)) return;
    sessionStorage.setItem(KEY, String(now));
    window.location.reload();
  };
  window.addEventListener("error", (event) => handle(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => handle(event.reason));
  window.addEventListener("vite:preloadError", (event) => handle((event as unknown as { payload: unknown }).payload));
}
