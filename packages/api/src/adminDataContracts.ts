import { GAME_MODES } from "@raidkit/game";
import { z } from "zod";

/**
 * The admin game-data pages (issue 19): crafts, barters, quests, trader prices and weapons as the
 * site uses them (the data pack's records, or the live source's where a complete live import
 * stands instead, docs/decisions/022), and what the live records change against the pack's.
 * Admins only (gate "admin"): everyone else gets 404. Read-only.
 */

/** The kinds of game data the admin pages show. */
export const ADMIN_DATA_KINDS = ["crafts", "barters", "quests", "traders-prices", "weapons"] as const;
export type AdminDataKind = (typeof ADMIN_DATA_KINDS)[number];

/** The longest page of rows a call answers. */
export const ADMIN_DATA_PAGE_MAX = 200;
/** At most this many weapons side by side on /admin/guns-compare. */
export const ADMIN_GUNS_MAX = 4;

export const adminDataKindParam = z.object({ kind: z.enum(ADMIN_DATA_KINDS) });

const mode = z.enum(GAME_MODES).default("pvp");
const q = z.string().trim().max(100).default("");
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const limit = z.coerce.number().int().min(1).max(ADMIN_DATA_PAGE_MAX).default(50);
/** A comma-separated list of record ids (the guns compare's picked weapons). */
const ids = z
  .string()
  .max(ADMIN_GUNS_MAX * 64 + ADMIN_GUNS_MAX)
  .regex(/^[\w-]+(,[\w-]+)*$/, "is not a list of ids")
  .transform((s) => [...new Set(s.split(","))])
  .refine((list) => list.length <= ADMIN_GUNS_MAX, `lists more than ${ADMIN_GUNS_MAX} ids`)
  .optional();

/** GET /api/be/admin/data/{kind}: search, sort (a column's key) and a page of the rows. */
export const adminDataQuery = z
  .object({
    mode,
    q,
    sort: z
      .string()
      .regex(/^[a-zA-Z]{1,40}$/, "is not a column")
      .optional(),
    dir: z.enum(["asc", "desc"]).default("asc"),
    offset,
    limit,
    ids,
  })
  .strict();

/** GET /api/be/admin/data/{kind}/compare: the pack's records against the live source's. */
export const adminDataCompareQuery = z
  .object({
    mode,
    q,
    change: z.enum(["all", "added", "removed", "changed"]).default("all"),
    offset,
    limit,
  })
  .strict();

/** A table cell: text, a number, yes/no, or nothing. */
export const adminDataCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const adminDataColumn = z.object({ key: z.string(), type: z.enum(["text", "number", "bool", "money", "duration"]) });
export const adminDataRow = z.object({ id: z.string(), cells: z.record(z.string(), adminDataCell) });

/** Where the rows come from: the data pack, or the live source's complete import (with its date). */
export const adminDataSource = z.object({
  used: z.enum(["pack", "live"]),
  /** The newest live import of this kind and mode (epoch ms), null when none is stored. */
  liveUpdated: z.number().nullable(),
  /** The live source's name as the import stored it. */
  liveSource: z.string().nullable(),
  /** The data pack's hash (the imported pack's version). */
  packHash: z.string().nullable(),
});

export const adminDataReply = z.object({
  kind: z.enum(ADMIN_DATA_KINDS),
  mode: z.enum(GAME_MODES),
  source: adminDataSource,
  columns: z.array(adminDataColumn),
  /** Rows matching the search (before paging). */
  total: z.number().int(),
  rows: z.array(adminDataRow),
});

/** One changed field of a record: its value in the pack and in the live records. */
export const adminFieldChange = z.object({ field: z.string(), before: adminDataCell, after: adminDataCell });

export const adminDataDiffEntry = z.object({
  id: z.string(),
  /** The record's name (item, quest, trader…) to recognise it. */
  label: z.string(),
  change: z.enum(["added", "removed", "changed"]),
  /** Changed: only the fields that differ; added/removed: the record's fields. */
  fields: z.array(adminFieldChange),
});

export const adminDataCompareReply = z.object({
  kind: z.enum(ADMIN_DATA_KINDS),
  mode: z.enum(GAME_MODES),
  source: adminDataSource,
  /** False when the live source has no records of this kind and mode (nothing to compare). */
  hasLive: z.boolean(),
  /** The fields of the records, with their types (as the table's columns). */
  columns: z.array(adminDataColumn),
  counts: z.object({
    pack: z.number().int(),
    live: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
    changed: z.number().int(),
    same: z.number().int(),
  }),
  /** Entries matching the filter and the search (before paging). */
  total: z.number().int(),
  entries: z.array(adminDataDiffEntry),
});

export type AdminDataQuery = z.infer<typeof adminDataQuery>;
export type AdminDataCompareQuery = z.infer<typeof adminDataCompareQuery>;
export type AdminDataCell = z.infer<typeof adminDataCell>;
export type AdminDataColumn = z.infer<typeof adminDataColumn>;
export type AdminDataRow = z.infer<typeof adminDataRow>;
export type AdminDataSource = z.infer<typeof adminDataSource>;
export type AdminDataReply = z.infer<typeof adminDataReply>;
export type AdminFieldChange = z.infer<typeof adminFieldChange>;
export type AdminDataDiffEntry = z.infer<typeof adminDataDiffEntry>;
export type AdminDataCompareReply = z.infer<typeof adminDataCompareReply>;
