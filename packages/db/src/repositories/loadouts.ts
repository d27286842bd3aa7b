import type { WeaponBuild, WeaponRecords } from "@raidkit/game";
import { storedWeaponBuildSchema, storedWeaponRecordsSchema } from "@raidkit/game/pack";
import type { Kysely, Selectable } from "kysely";
import { jsonColumn } from "../jsonColumn.ts";
import { readMeta } from "../meta.ts";
import type { Database, LoadoutsTable } from "../schema.ts";
import { isUniqueViolation } from "./users.ts";

/** Where the import keeps the loadout builder's weapon records (weapons/weaponCatalogue.ts), as JSON. */
export const WEAPON_RECORDS_KEY = "pack_weapon_records";

const weaponRecordsColumn = jsonColumn(storedWeaponRecordsSchema, `meta.${WEAPON_RECORDS_KEY}`);

/** The weapon records as the last import stored them; null before the first import. */
export async function storedWeaponRecords(db: Kysely<Database>): Promise<WeaponRecords | null> {
  const stored = await readMeta(db, WEAPON_RECORDS_KEY);
  return stored ? weaponRecordsColumn(stored) : null;
}

/** At most this many loadouts per user (a new one beyond it is refused). */
export const MAX_LOADOUTS = 200;

type LoadoutRow = Selectable<LoadoutsTable> & { author: string | null };

/** A saved loadout as the repository returns it (the row's figures as numbers, its build parsed). */
export interface Loadout {
  id: string;
  userUid: string;
  /** The owner's username; null when the account is gone. */
  author: string | null;
  title: string;
  isPublic: boolean;
  weaponId: string;
  category: string | null;
  caliber: string;
  build: WeaponBuild;
  buildKey: string;
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  weight: number;
  likes: number;
  createdAt: number;
  updatedAt: number;
}

/** What a save writes: the build and its figures, made by the server from the checked build. */
export interface LoadoutFields {
  title: string;
  isPublic: boolean;
  weaponId: string;
  category: string | null;
  caliber: string;
  build: string;
  buildKey: string;
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  weight: number;
}

const columns = (f: LoadoutFields) => ({
  title: f.title,
  is_public: f.isPublic ? 1 : 0,
  weapon_id: f.weaponId,
  category: f.category,
  caliber: f.caliber,
  build: f.build,
  build_key: f.buildKey,
  ergonomics: f.ergonomics,
  recoil_vertical: f.recoilVertical,
  recoil_horizontal: f.recoilHorizontal,
  weight: f.weight,
});

type Db = Kysely<Database>;

function withAuthor(db: Db) {
  return db.selectFrom("loadouts").leftJoin("users", "users.uid", "loadouts.user_uid").selectAll("loadouts").select("users.username as author");
}

/**
 * A stored build that does not read fails the read (StoredJsonError naming the loadout): the server
 * writes only builds it checked, so one that does not read is a bug to see, not a loadout to hide.
 */
const storedBuild = jsonColumn(storedWeaponBuildSchema, "loadouts.build");

/** The row as a record (PostgreSQL returns bigints as strings: the figures are made numbers). */
const normal = (r: LoadoutRow): Loadout => ({
  id: r.id,
  userUid: r.user_uid,
  author: r.author,
  title: r.title,
  isPublic: Number(r.is_public) === 1,
  weaponId: r.weapon_id,
  category: r.category,
  caliber: r.caliber,
  build: storedBuild(r.build, r.id),
  buildKey: r.build_key,
  ergonomics: Number(r.ergonomics),
  recoilVertical: Number(r.recoil_vertical),
  recoilHorizontal: Number(r.recoil_horizontal),
  weight: Number(r.weight),
  likes: Number(r.likes),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/** Whether another loadout with this build is published (the spec refuses a second one). */
async function publishedTwin(db: Db, buildKey: string, exceptId: string | null): Promise<boolean> {
  let q = db.selectFrom("loadouts").select("id").where("is_public", "=", 1).where("build_key", "=", buildKey);
  if (exceptId) q = q.where("id", "!=", exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export type LoadoutWrite = { ok: true; row: Loadout } | { ok: false; why: "duplicate" | "limit" | "notFound" };

/** A write that the unique index of published builds refused counts as the duplicate it is. */
async function orDuplicate<T>(write: Promise<T>): Promise<T | "duplicate"> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

export async function createLoadout(db: Db, id: string, userUid: string, f: LoadoutFields, now = Date.now()): Promise<LoadoutWrite> {
  const written = await orDuplicate(
    db.transaction().execute(async (trx) => {
      const held = await trx
        .selectFrom("loadouts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_uid", "=", userUid)
        .executeTakeFirst();
      if (Number(held?.n ?? 0) >= MAX_LOADOUTS) return "limit" as const;
      if (f.isPublic && (await publishedTwin(trx, f.buildKey, null))) return "duplicate" as const;
      await trx
        .insertInto("loadouts")
        .values({ id, user_uid: userUid, ...columns(f), likes: 0, created_at: now, updated_at: now })
        .execute();
      return "ok" as const;
    }),
  );
  if (written !== "ok") return { ok: false, why: written };
  return { ok: true, row: (await getLoadout(db, id)) as Loadout };
}

/** Changes a loadout of the user's own (the same checks as a new one). */
export async function updateLoadout(db: Db, id: string, userUid: string, f: LoadoutFields, now = Date.now()): Promise<LoadoutWrite> {
  const written = await orDuplicate(
    db.transaction().execute(async (trx) => {
      const own = await trx.selectFrom("loadouts").select("id").where("id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
      if (!own) return "notFound" as const;
      if (f.isPublic && (await publishedTwin(trx, f.buildKey, id))) return "duplicate" as const;
      await trx
        .updateTable("loadouts")
        .set({ ...columns(f), updated_at: now })
        .where("id", "=", id)
        .execute();
      return "ok" as const;
    }),
  );
  if (written !== "ok") return { ok: false, why: written };
  return { ok: true, row: (await getLoadout(db, id)) as Loadout };
}

export async function deleteLoadout(db: Db, id: string, userUid: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("loadouts").where("id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom("loadout_likes").where("loadout_id", "=", id).execute();
    return true;
  });
}

export async function getLoadout(db: Db, id: string): Promise<Loadout | null> {
  const row = await withAuthor(db).where("loadouts.id", "=", id).executeTakeFirst();
  return row ? normal(row) : null;
}

export async function userLoadouts(db: Db, userUid: string): Promise<Loadout[]> {
  const rows = await withAuthor(db).where("loadouts.user_uid", "=", userUid).orderBy("loadouts.updated_at", "desc").orderBy("loadouts.id").execute();
  return rows.map(normal);
}

/** Likes or unlikes a public loadout (one like per user); null when there is no such public loadout. */
export async function setLoadoutLike(db: Db, id: string, userUid: string, liked: boolean, now = Date.now()): Promise<{ likes: number } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("loadouts").select("id").where("id", "=", id).where("is_public", "=", 1).executeTakeFirst();
    if (!row) return null;
    // The count moves by one with each like row made or removed: the row's lock orders concurrent
    // likes, so none is lost (a count read inside each transaction could miss one not yet committed).
    if (liked) {
      const made = await trx
        .insertInto("loadout_likes")
        .values({ loadout_id: id, user_uid: userUid, created_at: now })
        .onConflict((oc) => oc.columns(["loadout_id", "user_uid"]).doNothing())
        .executeTakeFirst();
      if (Number(made.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable("loadouts")
          .set((eb) => ({ likes: eb("likes", "+", 1) }))
          .where("id", "=", id)
          .execute();
      }
    } else {
      const gone = await trx.deleteFrom("loadout_likes").where("loadout_id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
      if (Number(gone.numDeletedRows) > 0) {
        await trx
          .updateTable("loadouts")
          .set((eb) => ({ likes: eb("likes", "-", 1) }))
          .where("id", "=", id)
          .execute();
      }
    }
    const after = await trx.selectFrom("loadouts").select("likes").where("id", "=", id).executeTakeFirstOrThrow();
    return { likes: Number(after.likes) };
  });
}

/** Which of these loadouts the user likes. */
export async function likedLoadouts(db: Db, userUid: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("loadout_likes")
    .select("loadout_id")
    .where("user_uid", "=", userUid)
    .where("loadout_id", "in", [...ids])
    .execute();
  return new Set(rows.map((r) => r.loadout_id));
}

export type LoadoutSort = "likes" | "newest" | "ergonomics" | "recoil";

export interface LoadoutFilter {
  weaponId?: string;
  category?: string;
  caliber?: string;
  sort: LoadoutSort;
  /** The most rows read (the caller pages, after filtering by price). */
  limit: number;
}

/** Published loadouts matching the filter, in the sort's order (ties: newest first). */
export async function searchLoadouts(db: Db, f: LoadoutFilter): Promise<Loadout[]> {
  let q = withAuthor(db).where("loadouts.is_public", "=", 1);
  if (f.weaponId) q = q.where("loadouts.weapon_id", "=", f.weaponId);
  if (f.category) q = q.where("loadouts.category", "=", f.category);
  if (f.caliber) q = q.where("loadouts.caliber", "=", f.caliber);
  q =
    f.sort === "likes"
      ? q.orderBy("loadouts.likes", "desc")
      : f.sort === "ergonomics"
        ? q.orderBy("loadouts.ergonomics", "desc")
        : f.sort === "recoil"
          ? q.orderBy("loadouts.recoil_vertical", "asc")
          : q;
  const rows = await q.orderBy("loadouts.created_at", "desc").orderBy("loadouts.id").limit(f.limit).execute();
  return rows.map(normal);
}
