// A local tarkov.dev-compatible source for `npm run bench:prices`, in its own process (so the
// importer's memory is measured alone): every one of the pack's 5,160 items as the API would serve
// them, built from the pack's records (tests/fixtures/tarkovdev/packRecords.ts), and the pack's
// whole game data (every quest of both modes, trader, station, craft, barter and map) as the game
// queries answer it (gameRecords.ts). BENCHMARK DATA: PVE figures and the 30 days of history are
// GENERATED (around each item's real 24 h average). Beside them, the RECORDED real records of the
// items the pack lacks (tests/fixtures/tarkovdev/recorded, 2026-07-21: the C-3 keycard…), which the
// import adds to the catalogue.
import { packBarters, packCrafts, packMaps, packStations, packTasks, packTraders } from "../tests/fixtures/tarkovdev/gameRecords.ts";
import { packSourceItems } from "../tests/fixtures/tarkovdev/packRecords.ts";
import { type SourceItem, startLocalGraphql } from "../tests/helpers/localGraphql.ts";
import { recordedItems } from "../tests/helpers/recordedReplies.ts";

const pack = packSourceItems() as SourceItem[];
const inPack = new Set(pack.map((i) => i.id));
const items = [...pack, ...recordedItems().filter((i) => !inPack.has(i.id))];
const byId = new Map(items.map((i) => [i.id, i]));
const now = Date.now();
const history = (id: string) => {
  const base = byId.get(id)?.avg24hPrice ?? byId.get(id)?.lastLowPrice ?? 0;
  if (!base) return [];
  // A point every 20 minutes for 30 days, a slow generated wave around the real average.
  return Array.from({ length: 30 * 72 }, (_, k) => ({ t: now - (k + 1) * 20 * 60_000, price: Math.round(base * (1 + 0.05 * Math.sin(k / 30))) }));
};
const both = <T>(list: T[]) => ({ regular: list, pve: structuredClone(list) });
const game = {
  tasks: { regular: packTasks("regular"), pve: packTasks("pve") },
  traders: both(packTraders()),
  hideoutStations: both(packStations()),
  crafts: both(packCrafts()),
  barters: both(packBarters()),
  maps: both(packMaps()),
};
const server = await startLocalGraphql(items, history, { game });
server.setUpdated(now - 60_000);
process.stdout.write(`${server.url}\n`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
