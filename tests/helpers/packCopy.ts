import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PACK_DIR } from "./paths.ts";

/** A copy of the real data pack in a temporary directory, changed by `mutate` (for import tests). */
export function packCopy(mutate: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), "raidkit-pack-"));
  cpSync(PACK_DIR, dir, { recursive: true });
  mutate(dir);
  return dir;
}

/** Renames one item in a pack copy's items.json. */
export function renameItem(dir: string, uid: string, name: string): void {
  const file = path.join(dir, "items.json");
  const pack = JSON.parse(readFileSync(file, "utf8"));
  const item = pack.items.find((i: { id: string }) => i.id === uid);
  item.name = name;
  writeFileSync(file, JSON.stringify(pack));
}
