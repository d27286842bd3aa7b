import { randomBytes } from "node:crypto";
import { LOADOUT_PAGE_SIZE, type LoadoutView } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import {
  createLoadout,
  type Database,
  deleteLoadout,
  getLoadout,
  type Loadout,
  type LoadoutFields,
  likedLoadouts,
  searchLoadouts,
  setLoadoutLike,
  updateLoadout,
  userLoadouts,
} from "@raidkit/db";
import type { BuildProblem, GameMode } from "@raidkit/game";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { LoadoutService } from "../services/loadouts.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { requestAccount } from "./requestState.ts";
import { errorResponse, refuse } from "./validation.ts";

/** The search reads at most this many published loadouts before the price filter and paging. */
const SEARCH_READ_LIMIT = 2000;

const PROBLEM_TEXT: Record<BuildProblem["code"], { en: string; ru: string }> = {
  unknownWeapon: { en: "is not a weapon the builder knows", ru: "— неизвестное оружие" },
  unknownPart: { en: "is not a part the builder knows", ru: "— неизвестный модуль" },
  noSlot: { en: "is on a slot its parent does not have", ru: "стоит в слоте, которого нет у родителя" },
  notAllowed: { en: "does not go in this slot", ru: "не подходит в этот слот" },
  tooManyChambers: { en: "has more chambers than the weapon", ru: "— патронников больше, чем у оружия" },
  ammoNotAccepted: { en: "is not a round this weapon takes", ru: "— патрон не подходит к оружию" },
};

function problemIssues(problems: BuildProblem[], locale: string) {
  const lang = locale === "ru" ? "ru" : "en";
  return problems.map((p) => ({
    path:
      p.code === "unknownWeapon"
        ? "build.weaponId"
        : p.code === "ammoNotAccepted"
          ? `build.ammo.${p.position}`
          : p.code === "tooManyChambers"
            ? "build.ammo"
            : `build.parts.${p.path}`,
    message: PROBLEM_TEXT[p.code][lang],
  }));
}

const newLoadoutId = () => randomBytes(12).toString("base64url");

/**
 * Saved loadouts under /api/be/loadouts (issue 16; spec §5, §6): a logged-in user saves builds the
 * server checks against the game's slots; publishing (public) needs Pro and a build without
 * conflicting parts, checked here; an identical
 * published build is refused with the spec's text; likes are one per user; the search lists
 * published loadouts. Gates and limits are the declarations' (be/loadouts.ts).
 */
export function loadoutRoutes(deps: { db: Kysely<Database>; loadouts: LoadoutService }, register: Register): void {
  const { db, loadouts } = deps;

  const viewsFor = async (c: Context, rows: Loadout[]): Promise<LoadoutView[]> => {
    const info = requestInfo(c.req.raw);
    const uid = requestAccount(c.req.raw)?.user.uid ?? null;
    const liked = uid
      ? await likedLoadouts(
          db,
          uid,
          rows.map((r) => r.id),
        )
      : new Set<string>();
    return loadouts.views(rows, info.locale, info.mode as GameMode, { uid, liked });
  };
  const viewOf = async (c: Context, row: Loadout): Promise<LoadoutView> => (await viewsFor(c, [row]))[0] as LoadoutView;

  register(be.myLoadouts, async (c) => {
    c.header("cache-control", "private, no-store");
    return c.json({ loadouts: await viewsFor(c, await userLoadouts(db, accountOf(c).user.uid)) }, 200);
  });

  register(be.loadoutSearch, async (c) => {
    const q = c.req.valid("query");
    const rows = await searchLoadouts(db, { weaponId: q.weapon, category: q.category, caliber: q.caliber, sort: q.sort, limit: SEARCH_READ_LIMIT });
    const from = (q.page - 1) * LOADOUT_PAGE_SIZE;
    c.header("cache-control", "private, no-cache");
    // Without a price range only the asked page is priced; a range needs every row's price of today.
    if (q.minPrice === undefined && q.maxPrice === undefined) {
      const page = await viewsFor(c, rows.slice(from, from + LOADOUT_PAGE_SIZE));
      return c.json({ loadouts: page, total: rows.length, page: q.page, pageSize: LOADOUT_PAGE_SIZE }, 200);
    }
    const min = q.minPrice ?? 0;
    const max = q.maxPrice ?? Number.POSITIVE_INFINITY;
    const priced = (await viewsFor(c, rows)).filter((v) => v.price !== null && v.price >= min && v.price <= max);
    return c.json({ loadouts: priced.slice(from, from + LOADOUT_PAGE_SIZE), total: priced.length, page: q.page, pageSize: LOADOUT_PAGE_SIZE }, 200);
  });

  register(be.loadoutGet, async (c) => {
    const row = await getLoadout(db, c.req.valid("param").id);
    const uid = requestAccount(c.req.raw)?.user.uid;
    if (!row || (!row.isPublic && row.userUid !== uid)) return errorResponse(c, 404, "loadoutNotFound");
    c.header("cache-control", "private, no-cache");
    return c.json({ loadout: await viewOf(c, row) }, 200);
  });

  /** The checks of a save: publishing is a Pro user's (403), the build fits the weapon (400); the fields to store and whose. */
  const checked = async (c: Context, input: Parameters<LoadoutService["check"]>[0]): Promise<{ fields: LoadoutFields; uid: string }> => {
    const account = accountOf(c);
    if (input.public && !account.pro) refuse(c, 403, "publishNeedsPro");
    const result = await loadouts.check(input);
    if (!result.ok) refuse(c, 400, "buildInvalid", problemIssues(result.problems, requestInfo(c.req.raw).locale));
    // Others would copy a gun that cannot be built in the game (issue 32); the player keeps it privately.
    if (input.public && result.conflicts > 0) refuse(c, 400, "publishConflicts");
    return { fields: result.fields, uid: account.user.uid };
  };

  register(be.loadoutCreate, async (c) => {
    const check = await checked(c, c.req.valid("json"));
    const written = await createLoadout(db, newLoadoutId(), check.uid, check.fields);
    if (!written.ok) return errorResponse(c, 409, written.why === "limit" ? "loadoutLimit" : "loadoutDuplicate");
    return c.json({ loadout: await viewOf(c, written.row) }, 201);
  });

  register(be.loadoutUpdate, async (c) => {
    const check = await checked(c, c.req.valid("json"));
    const written = await updateLoadout(db, c.req.valid("param").id, check.uid, check.fields);
    if (!written.ok) return written.why === "notFound" ? errorResponse(c, 404, "loadoutNotFound") : errorResponse(c, 409, "loadoutDuplicate");
    return c.json({ loadout: await viewOf(c, written.row) }, 200);
  });

  register(be.loadoutDelete, async (c) => {
    if (!(await deleteLoadout(db, c.req.valid("param").id, accountOf(c).user.uid))) return errorResponse(c, 404, "loadoutNotFound");
    return c.json({ ok: true as const }, 200);
  });

  register(be.loadoutLike, async (c) => {
    const { liked } = c.req.valid("json");
    const result = await setLoadoutLike(db, c.req.valid("param").id, accountOf(c).user.uid, liked);
    if (!result) return errorResponse(c, 404, "loadoutNotFound");
    return c.json({ likes: result.likes, liked }, 200);
  });
}
