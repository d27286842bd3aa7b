import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** Stored site-wide values: the website alert, the weather and the global settings of spec §3. */
export const SETTING_KEYS = {
  websiteAlert: "website_alert",
  weather: "weather",
  globalSettings: "global_settings",
  streamerChallenge: "streamer_challenge",
  /** The key that signs the PVE links Pro users make for widgets and chat bots (decision 038). */
  pveLinkSecret: "pve_link_secret",
} as const;

export async function getSetting(db: Kysely<Database>, key: string): Promise<{ value: string; updatedAt: number } | null> {
  const row = await db.selectFrom("settings").select(["value", "updated_at"]).where("key", "=", key).executeTakeFirst();
  return row ? { value: row.value, updatedAt: row.updated_at } : null;
}

export async function putSetting(db: Kysely<Database>, key: string, value: string, now = Date.now()): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/**
 * The stored value of `key`, storing `value` first when there is none: several instances asking at
 * once all get the one value that was stored first (a generated secret, say).
 */
export async function ensureSetting(db: Kysely<Database>, key: string, value: string, now = Date.now()): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const stored = await getSetting(db, key);
  if (!stored) throw new Error(`setting ${key} was not stored`);
  return stored.value;
}
