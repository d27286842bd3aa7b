import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Files of the data pack read by the import, relative to the pack directory. */
export const PACK_FILES = {
  items: "items.json",
  categories: "handbook_categories.json",
  traders: "traders.json",
  stations: "hideout_stations.json",
  crafts: "crafts.json",
  barters: "barters.json",
  cashOffers: "trader_cash_offers.json",
  quests: "quests_2025.json",
  maps: "maps/maps.json",
  mapSpawns: "maps/spawns.json",
  mapExtracts: "maps/extract_positions_tarkovdev.json",
  mapExits: "maps/exits_and_bosses.json",
  properties: "item_properties_2025.json",
  prices2023: "price_history/flea_price_snapshots_2023.json",
} as const;

export interface DataPack {
  dir: string;
  hash: string;
  read<T = any>(relativePath: string): T;
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

/** Hash of every file in the pack (names and bytes), so any change triggers a re-import. */
export function packHash(dir: string): string {
  const hash = createHash("sha256");
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(dir, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function openPack(dir: string): DataPack {
  const missing = Object.values(PACK_FILES).filter((f) => {
    try {
      return !statSync(path.join(dir, f)).isFile();
    } catch {
      return true;
    }
  });
  if (missing.length > 0) throw new Error(`Data pack at ${dir} is missing: ${missing.join(", ")}`);
  return {
    dir,
    hash: packHash(dir),
    read: (relativePath) => JSON.parse(readFileSync(path.join(dir, relativePath), "utf8")),
  };
}
