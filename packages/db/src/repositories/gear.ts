import type { GearRecords } from "@raidkit/game";
import { storedGearRecordsSchema } from "@raidkit/game/pack";
import type { Kysely } from "kysely";
import { jsonColumn } from "../jsonColumn.ts";
import { readMeta } from "../meta.ts";
import type { Database } from "../schema.ts";

/** Where the import keeps the gear builder's records (gear/gearCatalogue.ts), as JSON. */
export const GEAR_RECORDS_KEY = "pack_gear_records";

const gearRecordsColumn = jsonColumn(storedGearRecordsSchema, `meta.${GEAR_RECORDS_KEY}`);

/** The gear records as the last import stored them; null before the first import. */
export async function storedGearRecords(db: Kysely<Database>): Promise<GearRecords | null> {
  const stored = await readMeta(db, GEAR_RECORDS_KEY);
  return stored ? gearRecordsColumn(stored) : null;
}
