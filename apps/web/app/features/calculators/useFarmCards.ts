import { MAX_GPUS, MIN_GPUS } from "@raidkit/game";
import { useBrowserValue } from "../../shared/browserList.ts";

const KEY = "raidkit:btc-farm:gpus";
const parse = (raw: unknown) => (typeof raw === "number" && Number.isFinite(raw) ? Math.min(MAX_GPUS, Math.max(MIN_GPUS, Math.floor(raw))) : MAX_GPUS);

/**
 * The graphics cards in the player's bitcoin farm, kept in this browser: set on /btc-farm, read by
 * the crafts and hideout pages for the farm's craft (its time depends on them). Default: a full farm.
 */
export function useFarmCards(): [number, (gpus: number) => void] {
  const [gpus, update] = useBrowserValue(KEY, parse, MAX_GPUS);
  return [gpus, (next) => update(() => parse(next))];
}
