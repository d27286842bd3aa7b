import { IDLE_PREFETCH_WAIT_MS } from "@raidkit/game";

/** Spec §4 idle prefetch: wait 1 s (then for an idle moment), unless the connection is very slow. */
export function whenIdle(task: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (connection?.saveData || connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g") return () => {};
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ("requestIdleCallback" in window) idle = window.requestIdleCallback(() => task(), { timeout: 2000 });
    else task();
  }, IDLE_PREFETCH_WAIT_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
