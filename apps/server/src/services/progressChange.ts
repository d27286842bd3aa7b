import type { ProgressionUpdateRequest } from "@raidkit/api";
import { changeCharEntries, type Database } from "@raidkit/db";
import { PROGRESS_LISTS } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { KnownIds } from "./knownIds.ts";

/** Which known ids each progress list takes. */
const LIST_IDS: Record<string, (k: KnownIds) => Set<string>> = {
  questsDone: (k) => k.quests,
  questsHidden: (k) => k.quests,
  questsFailed: (k) => k.quests,
  modulesBuilt: (k) => k.modules,
  itemsFound: (k) => k.items,
};

/**
 * Applies a progress change to a character (POST /api/be/progression/update and PATCH
 * /api/v1/me/progress): every id must be a known quest, module or item, else nothing is changed and
 * the unknown ones are answered (at most 20). A removed id wins over the same id added in one change.
 */
export async function applyProgressChange(
  db: Kysely<Database>,
  known: KnownIds,
  charUid: string,
  change: ProgressionUpdateRequest,
): Promise<{ ok: true } | { ok: false; unknown: { path: string; message: string }[] }> {
  const unknown: string[] = [];
  const check = (list: string, ids: Iterable<string>) => {
    const allowed = LIST_IDS[list]?.(known);
    for (const id of ids) if (!allowed?.has(id)) unknown.push(`${list} ${id}`);
  };
  for (const list of PROGRESS_LISTS) {
    check(list, change.add?.[list] ?? []);
    check(list, change.remove?.[list] ?? []);
  }
  check("itemsFound", Object.keys(change.set?.itemsFound ?? {}));
  if (unknown.length > 0) return { ok: false, unknown: unknown.slice(0, 20).map((path) => ({ path, message: "unknown id" })) };

  const remove: { list: string; key: string }[] = [];
  const put: { list: string; key: string; value: number }[] = [];
  for (const list of PROGRESS_LISTS) {
    const removed = new Set(change.remove?.[list] ?? []);
    for (const key of removed) remove.push({ list, key });
    for (const key of new Set(change.add?.[list] ?? [])) if (!removed.has(key)) put.push({ list, key, value: 1 });
  }
  for (const [key, count] of Object.entries(change.set?.itemsFound ?? {})) {
    if (count > 0) put.push({ list: "itemsFound", key, value: count });
    else remove.push({ list: "itemsFound", key });
  }
  await changeCharEntries(db, charUid, { put, remove });
  return { ok: true };
}
