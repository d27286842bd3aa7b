import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** Stored site-wide values: the website alert, the weather and the global settings of spec §3. */
export const SETTING_KEYS = {
  websiteAlert: "website_alert",
  weather: "weather",
  globalSettings: "global_settings",
  streamerChallenge: "streamer_challenge",
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
