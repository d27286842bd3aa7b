import { fromRows, type Locale, textCompare } from "@raidkit/game";
import { useEffect, useState } from "react";
import { syncCache } from "../../shared/cacheStore.ts";

export interface PoolItem {
  uid: string;
  name: string;
  shortName: string;
  icon: string | null;
  url: string | null;
}

let names: Promise<Map<string, PoolItem>> | null = null;

/** Names of every item, from the offline item cache (large pools are not in the page data). */
function loadNames(locale: Locale): Promise<Map<string, PoolItem>> {
  names ??= syncCache(locale).then(({ items }) => {
    const rows = fromRows<Record<string, unknown>>(items.fields, items.rows);
    const map = new Map<string, PoolItem>();
    for (const r of rows) {
      const uid = String(r.uid);
      map.set(uid, {
        uid,
        name: String(r[`${locale}Name`] ?? r.name ?? uid),
        shortName: String(r[`${locale}ShortName`] ?? r.shortName ?? ""),
        icon: (r.icon as string | null) ?? null,
        url: (r.url as string | null) ?? null,
      });
    }
    return map;
  });
  names.catch(() => {
    names = null;
  });
  return names;
}

/** The items of a pool, named, once `enabled` (the pool is opened). */
export function usePoolItems(uids: readonly string[], locale: Locale, enabled: boolean): PoolItem[] | null {
  const [items, setItems] = useState<PoolItem[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadNames(locale)
      .then((map) => {
        if (live)
          setItems(
            uids.map((uid) => map.get(uid) ?? { uid, name: uid, shortName: "", icon: null, url: null }).sort((a, b) => textCompare(locale)(a.name, b.name)),
          );
      })
      .catch(() => live && setItems(uids.map((uid) => ({ uid, name: uid, shortName: "", icon: null, url: null }))));
    return () => {
      live = false;
    };
  }, [uids, locale, enabled]);
  return items;
}
