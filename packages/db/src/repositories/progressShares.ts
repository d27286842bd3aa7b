import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Share links of a character's progress (spec §4 "Session sharing"): the owner makes a link, one
 * other user accepts it and then reads that character's progress, read-only. The link's secret
 * token is stored as its SHA-256 only; `id` is the public id the viewer's calls name.
 */

/** A link the user made, with its character and its viewer (once accepted). */
export interface ShareMade {
  id: string;
  charUid: string;
  charName: string;
  gameMode: string;
  createdAt: number;
  accepted: boolean;
  viewerName: string | null;
}

/** A share the user accepted as viewer, with the owner's name and the character. */
export interface ShareAccepted {
  id: string;
  ownerName: string | null;
  charName: string;
  gameMode: string;
  fraction: string;
  acceptedAt: number;
}

/** A share as its viewer reads it: the owner's name and the shared character. */
export interface ShareView {
  id: string;
  ownerUid: string;
  ownerName: string | null;
  viewerUid: string | null;
  char: { uid: string; charName: string; fraction: string; level: number; gameMode: string; gameEdition: string; progressSince: number };
}

export async function createProgressShare(
  db: Kysely<Database>,
  share: { id: string; tokenHash: string; ownerUid: string; charUid: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("progress_shares")
    .values({
      id: share.id,
      token_hash: share.tokenHash,
      owner_uid: share.ownerUid,
      char_uid: share.charUid,
      viewer_uid: null,
      created_at: now,
      accepted_at: null,
    })
    .execute();
}

/** A share with its owner and character (inner joins: a share of a deleted character is no share). */
function shareViews(db: Kysely<Database>) {
  return db
    .selectFrom("progress_shares as s")
    .innerJoin("chars as c", "c.uid", "s.char_uid")
    .innerJoin("users as o", "o.uid", "s.owner_uid")
    .select([
      "s.id",
      "s.owner_uid",
      "s.viewer_uid",
      "o.username as owner_name",
      "c.uid as char_uid",
      "c.char_name",
      "c.fraction",
      "c.level",
      "c.game_mode",
      "c.game_edition",
      "c.progress_since",
    ]);
}

type ShareViewRow = {
  id: string;
  owner_uid: string;
  viewer_uid: string | null;
  owner_name: string | null;
  char_uid: string;
  char_name: string;
  fraction: string;
  level: number;
  game_mode: string;
  game_edition: string;
  progress_since: number;
};

function viewOf(row: ShareViewRow): ShareView {
  return {
    id: row.id,
    ownerUid: row.owner_uid,
    ownerName: row.owner_name,
    viewerUid: row.viewer_uid,
    char: {
      uid: row.char_uid,
      charName: row.char_name,
      fraction: row.fraction,
      level: Number(row.level),
      gameMode: row.game_mode,
      gameEdition: row.game_edition,
      progressSince: Number(row.progress_since),
    },
  };
}

export type AcceptResult = { status: "accepted"; share: ShareView } | { status: "invalid" } | { status: "taken" };

/**
 * Accepts the link whose token hashes to `tokenHash` for `viewerUid`. Unknown (or revoked) links
 * and the owner's own link are "invalid"; a link another user accepted is "taken"; accepting again
 * as the same viewer answers "accepted" again. The accept itself is one conditional update
 * (`viewer_uid is null`), so of two users racing exactly one gets the link.
 */
export async function acceptProgressShare(db: Kysely<Database>, tokenHash: string, viewerUid: string, now = Date.now()): Promise<AcceptResult> {
  const found = await db.selectFrom("progress_shares").select(["id", "owner_uid"]).where("token_hash", "=", tokenHash).executeTakeFirst();
  if (!found || found.owner_uid === viewerUid) return { status: "invalid" };
  await db.updateTable("progress_shares").set({ viewer_uid: viewerUid, accepted_at: now }).where("id", "=", found.id).where("viewer_uid", "is", null).execute();
  // Read back whoever holds the link now: this viewer (just now or before), another one, or nobody (revoked meanwhile).
  const share = await shareViews(db).where("s.id", "=", found.id).executeTakeFirst();
  if (!share) return { status: "invalid" };
  if (share.viewer_uid !== viewerUid) return { status: "taken" };
  return { status: "accepted", share: viewOf(share) };
}

/** The share `id` as its viewer reads it; null for anyone but the viewer who accepted it. */
export async function sharedWithViewer(db: Kysely<Database>, id: string, viewerUid: string): Promise<ShareView | null> {
  const row = await shareViews(db).where("s.id", "=", id).where("s.viewer_uid", "=", viewerUid).executeTakeFirst();
  return row ? viewOf(row) : null;
}

/** The links a user made (newest first) and the shares the user accepted as viewer. */
export async function listProgressShares(db: Kysely<Database>, userUid: string): Promise<{ made: ShareMade[]; accepted: ShareAccepted[] }> {
  const [made, accepted] = await Promise.all([
    db
      .selectFrom("progress_shares as s")
      .innerJoin("chars as c", "c.uid", "s.char_uid")
      .leftJoin("users as v", "v.uid", "s.viewer_uid")
      .select(["s.id", "s.char_uid", "c.char_name", "c.game_mode", "s.created_at", "s.viewer_uid", "v.username as viewer_name"])
      .where("s.owner_uid", "=", userUid)
      .orderBy("s.created_at", "desc")
      .orderBy("s.id")
      .execute(),
    db
      .selectFrom("progress_shares as s")
      .innerJoin("chars as c", "c.uid", "s.char_uid")
      .innerJoin("users as o", "o.uid", "s.owner_uid")
      .select(["s.id", "o.username as owner_name", "c.char_name", "c.game_mode", "c.fraction", "s.accepted_at"])
      .where("s.viewer_uid", "=", userUid)
      .orderBy("s.accepted_at", "desc")
      .orderBy("s.id")
      .execute(),
  ]);
  return {
    made: made.map((r) => ({
      id: r.id,
      charUid: r.char_uid,
      charName: r.char_name,
      gameMode: r.game_mode,
      createdAt: Number(r.created_at),
      accepted: r.viewer_uid !== null,
      viewerName: r.viewer_name ?? null,
    })),
    accepted: accepted.map((r) => ({
      id: r.id,
      ownerName: r.owner_name,
      charName: r.char_name,
      gameMode: r.game_mode,
      fraction: r.fraction,
      acceptedAt: Number(r.accepted_at),
    })),
  };
}

/** Deletes the share when `userUid` is its owner (revoking it) or its viewer (dropping it); answers whether it did. */
export async function deleteProgressShare(db: Kysely<Database>, id: string, userUid: string): Promise<boolean> {
  const result = await db
    .deleteFrom("progress_shares")
    .where("id", "=", id)
    .where((eb) => eb.or([eb("owner_uid", "=", userUid), eb("viewer_uid", "=", userUid)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
