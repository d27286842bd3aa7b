import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as m001 from "./migrations/001_initial.ts";
import * as m002 from "./migrations/002_price_history.ts";
import * as m003 from "./migrations/003_hourly_months.ts";
import * as m004 from "./migrations/004_postgres_tuning.ts";
import * as m005 from "./migrations/005_accounts.ts";
import * as m006 from "./migrations/006_wipe_reset_and_shares.ts";
import * as m008 from "./migrations/008_pilot_keys.ts";
import * as m009 from "./migrations/009_item_descriptions.ts";
import * as m010 from "./migrations/010_live_data.ts";
import * as m011 from "./migrations/011_live_game_data.ts";
import * as m012 from "./migrations/012_trader_sells_per_mode.ts";
import * as m013 from "./migrations/013_api_keys.ts";
import * as m014 from "./migrations/014_loadouts.ts";
import * as m015 from "./migrations/015_admin_audit.ts";
import * as m016 from "./migrations/016_item_overrides.ts";
import * as m017 from "./migrations/017_chat.ts";
import * as m018 from "./migrations/018_username_skeleton.ts";
import * as m019 from "./migrations/019_chat_client_id.ts";
import * as m020 from "./migrations/020_bot_account_index.ts";
import * as m021 from "./migrations/021_live_items.ts";
import * as m022 from "./migrations/022_quest_texts.ts";
import * as m026 from "./migrations/026_user_price_times.ts";
import * as m027 from "./migrations/027_craft_runs.ts";
import * as m028 from "./migrations/028_restocks_and_alerts.ts";
import * as m029 from "./migrations/029_item_build_images.ts";
import * as m030 from "./migrations/030_alert_locale.ts";

/** Migrations are listed in code (not read from disk) so they work the same from source and in tests. */
const migrations: Record<string, Migration> = {
  "001_initial": m001,
  "002_price_history": m002,
  "003_hourly_months": m003,
  "004_postgres_tuning": m004,
  "005_accounts": m005,
  "006_wipe_reset_and_shares": m006,
  "008_pilot_keys": m008,
  "009_item_descriptions": m009,
  "010_live_data": m010,
  "011_live_game_data": m011,
  "012_trader_sells_per_mode": m012,
  "013_api_keys": m013,
  "014_loadouts": m014,
  "015_admin_audit": m015,
  "016_item_overrides": m016,
  "017_chat": m017,
  "018_username_skeleton": m018,
  "019_chat_client_id": m019,
  "020_bot_account_index": m020,
  "021_live_items": m021,
  "022_quest_texts": m022,
  "026_user_price_times": m026,
  "027_craft_runs": m027,
  "028_restocks_and_alerts": m028,
  "029_item_build_images": m029,
  "030_alert_locale": m030,
};

/** Names of every migration, in order (a database built with fewer is out of date). */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Brings the schema up to the named migration (tests of a migration's data conversion). */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
