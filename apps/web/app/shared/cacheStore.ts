import type { CacheReply } from "@raidkit/api";
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { api } from "./api.ts";

/**
 * Spec §3/§8 offline cache: item and quest rows kept in IndexedDB under keys holding their hash.
 * The server is asked with the hashes we hold; an unchanged hash answers no rows. Any storage
 * failure is logged and ignored (the data is then used from memory only).
 */

export interface CachedTable {
  fields: string[];
  rows: unknown[][];
  hash: string;
}

let store: UseStore | null | undefined;
function idb(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === "undefined" ? null : createStore("raidkit-cache", "tables");
    } catch (error) {
      console.warn("cache unavailable", error);
      store = null;
    }
  }
  return store;
}

async function safe<T>(what: string, run: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  const s = idb();
  if (!s) return undefined;
  try {
    return await run(s);
  } catch (error) {
    console.warn(`cache ${what} failed`, error);
    return undefined;
  }
}

const pointerKey = (kind: string, scope: string) => `${kind}:${scope}:current`;
const rowsKey = (kind: string, hash: string) => `${kind}:${hash}`;

async function storedTable(kind: string, scope: string): Promise<CachedTable | undefined> {
  const hash = await safe("read", (s) => get<string>(pointerKey(kind, scope), s));
  if (!hash) return undefined;
  const table = await safe("read", (s) => get<CachedTable>(rowsKey(kind, hash), s));
  return table?.hash === hash ? table : undefined;
}

async function storeTable(kind: string, scope: string, table: CachedTable, previous: string | undefined): Promise<void> {
  await safe("write", async (s) => {
    await set(rowsKey(kind, table.hash), table, s);
    await set(pointerKey(kind, scope), table.hash, s);
    if (previous && previous !== table.hash) await del(rowsKey(kind, previous), s);
  });
}

/** Brings the items and quests tables up to date for one scope (locale and mode) and returns them. */
export async function syncCache(scope: string): Promise<{ items: CachedTable; quests: CachedTable }> {
  const [items, quests] = await Promise.all([storedTable("items", scope), storedTable("quests", scope)]);
  let reply: CacheReply = await api.cache({ itemsHash: items?.hash ?? "", questsHash: quests?.hash ?? "" });
  if ((!reply.itemsData.needRefresh && !items) || (!reply.questsData.needRefresh && !quests)) {
    reply = await api.cache({});
  }
  const nextItems: CachedTable = reply.itemsData.needRefresh
    ? { fields: reply.itemsData.fields, rows: reply.itemsData.items, hash: reply.itemsData.hash }
    : (items as CachedTable);
  const nextQuests: CachedTable = reply.questsData.needRefresh
    ? { fields: reply.questsData.fields, rows: reply.questsData.quests, hash: reply.questsData.hash }
    : (quests as CachedTable);
  if (reply.itemsData.needRefresh) await storeTable("items", scope, nextItems, items?.hash);
  if (reply.questsData.needRefresh) await storeTable("quests", scope, nextQuests, quests?.hash);
  return { items: nextItems, quests: nextQuests };
}
