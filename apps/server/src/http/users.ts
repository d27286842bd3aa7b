import { errorText, type UpdateUserRequest } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import {
  changeCharEntries,
  copyCharEntries,
  createChar,
  type Database,
  deleteChar,
  deleteUserEntries,
  putUserEntries,
  selectChar,
  setUserFlags,
  setUsername,
  updateChar,
} from "@raidkit/db";
import {
  canDeleteChar,
  HIDEOUT_SETTING_KEYS,
  newCharFaction,
  PROGRESS_LISTS,
  PROGRESS_MAPS,
  parseBotAccount,
  parseLevel,
  parseLoyaltyLevel,
  parseSkill,
  skillSettingKey,
} from "@raidkit/game";
import { isReservedName } from "@raidkit/game/names";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { type Account, loadAccount, userReplyOf } from "../services/account.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { requestGlobalSettings } from "./requestState.ts";
import { errorResponse } from "./validation.ts";

export interface UserRoutesDeps {
  db: Kysely<Database>;
  limits: RateLimits;
  known: KnownIdsService;
}

/** Fields a free (logged-in) user may change; every other field needs Pro (spec §5). */
const FREE_FIELDS = new Set(["username", "botAccount"]);

/** Spec §7 user calls: /users/me and the PMC calls under it (declared in packages/api be/account.ts). */
export function userRoutes(deps: UserRoutesDeps, register: Register): void {
  const { db } = deps;

  /** Answers the user as it is now (after the change just made). */
  async function reply(c: Context, uid: string) {
    const account = await loadAccount(db, uid, Date.now(), () => requestGlobalSettings(c.req.raw, db));
    if (!account) return errorResponse(c, 401, "notLoggedIn");
    c.header("cache-control", "no-store");
    return c.json(await userReplyOf(db, account, (await deps.known.get()).traders), 200);
  }

  register(be.me, async (c) => {
    // The account was read for this request already; nothing changed since.
    c.header("cache-control", "no-store");
    return c.json(await userReplyOf(db, accountOf(c), (await deps.known.get()).traders), 200);
  });

  register(be.updateMe, async (c) => {
    const account = accountOf(c);
    const change = c.req.valid("json");
    const fields = Object.keys(change);
    if (change.favList && !account.pro) return errorResponse(c, 403, "proRequired");
    if (fields.some((f) => !FREE_FIELDS.has(f) && f !== "favList") && !account.pro) return errorResponse(c, 403, "needProToEdit");
    const known = await deps.known.get();
    const unknown = [
      ...[...(change.favList?.add ?? []), ...(change.favList?.remove ?? [])].filter((id) => !known.items.has(id)).map((id) => `favList ${id}`),
      ...Object.keys(change.tradersLL ?? {})
        .filter((id) => !known.traders.includes(id))
        .map((id) => `tradersLL ${id}`),
    ];
    if (unknown.length > 0)
      return errorResponse(
        c,
        400,
        "invalidInput",
        unknown.slice(0, 20).map((path) => ({ path, message: "unknown id" })),
      );
    // Spec §3 User "linked chat-bot account": any logged-in user links (or unlinks, null) their own.
    const botAccount = change.botAccount === undefined || change.botAccount === null ? change.botAccount : parseBotAccount(change.botAccount);
    if (botAccount === null && change.botAccount !== null) return errorResponse(c, 400, "invalidBotAccount");
    // Names others read may not pose as the site or its staff (issue 30, finding 15): admins excepted.
    const names = [change.username, change.charName].filter((n): n is string => Boolean(n));
    if (!account.user.admin && names.some(isReservedName)) return errorResponse(c, 400, "nameReserved");
    if (change.username !== undefined) {
      const set = await setUsername(db, account.user.uid, change.username);
      if (set === "taken") return errorResponse(c, 409, "usernameTaken");
      if (set === "lookalike") {
        return errorResponse(c, 409, "usernameTaken", [{ path: "username", message: errorText("usernameLookalike", requestInfo(c.req.raw).locale) }]);
      }
    }
    if (botAccount !== undefined && botAccount !== account.user.botAccount) await setUserFlags(db, account.user.uid, { botAccount });
    await applyUserChange(db, account, change, requestInfo(c.req.raw).locale);
    return reply(c, account.user.uid);
  });

  // Character calls: Pro only (spec §5 "character actions do nothing unless the user is Pro"): the declarations' gate.
  const ownChar = (account: Account, charUid: string) => account.chars.find((ch) => ch.uid === charUid);

  register(be.charSelect, async (c) => {
    const account = accountOf(c);
    const { charUid } = c.req.valid("json");
    if (!ownChar(account, charUid)) return errorResponse(c, 404, "charNotFound");
    await selectChar(db, account.user.uid, charUid);
    return reply(c, account.user.uid);
  });

  register(be.charCreate, async (c) => {
    const account = accountOf(c);
    const created = await createChar(db, account.user.uid, { ...c.req.valid("json"), gameEdition: account.char.gameEdition });
    await selectChar(db, account.user.uid, created.uid);
    return reply(c, account.user.uid);
  });

  register(be.charCopyFrom, async (c) => {
    const account = accountOf(c);
    const { charUid } = c.req.valid("json");
    if (!ownChar(account, charUid)) return errorResponse(c, 404, "charNotFound");
    if (charUid !== account.char.uid) await copyCharEntries(db, charUid, account.char.uid, [...PROGRESS_LISTS, ...PROGRESS_MAPS]);
    return reply(c, account.user.uid);
  });

  register(be.charDelete, async (c) => {
    const account = accountOf(c);
    const { charUid } = c.req.valid("json");
    if (!ownChar(account, charUid)) return errorResponse(c, 404, "charNotFound");
    if (!canDeleteChar(charUid, account.char.uid)) return errorResponse(c, 400, "cannotDeleteSelectedChar");
    await deleteChar(db, account.user.uid, charUid);
    return reply(c, account.user.uid);
  });
}

/**
 * Applies a validated PUT /users/me: each field as its own small write, so a concurrent change of
 * another field (from another tab) is never overwritten with a stale value.
 */
async function applyUserChange(db: Kysely<Database>, account: Account, change: UpdateUserRequest, locale: string): Promise<void> {
  const uid = account.user.uid;
  let char = account.char;
  // Spec §4 "Game mode": switching selects the user's PMC of that mode, creating one when none exists.
  if (change.gameMode && change.gameMode !== char.gameMode) {
    const existing = account.chars.find((ch) => ch.gameMode === change.gameMode);
    char = existing ?? (await createChar(db, uid, { fraction: newCharFaction(locale), gameMode: change.gameMode, gameEdition: char.gameEdition }));
    await selectChar(db, uid, char.uid);
  }
  const level = change.level === undefined ? null : parseLevel(change.level);
  await updateChar(db, uid, char.uid, {
    ...(change.charName !== undefined ? { charName: change.charName } : {}),
    ...(change.fraction ? { fraction: change.fraction } : {}),
    ...(change.gameEdition ? { gameEdition: change.gameEdition } : {}),
    ...(level !== null ? { level } : {}),
  });
  if (change.tradersLL) {
    const put = Object.entries(change.tradersLL).map(([key, value]) => ({ list: "tradersLL", key, value: parseLoyaltyLevel(value) }));
    await changeCharEntries(db, char.uid, { put, remove: [] });
  }
  if (change.favList) {
    const removed = new Set(change.favList.remove ?? []);
    await deleteUserEntries(db, uid, "favList", [...removed]);
    await putUserEntries(db, uid, "favList", Object.fromEntries((change.favList.add ?? []).filter((id) => !removed.has(id)).map((id) => [id, 1])));
  }
  const settings: Record<string, unknown> = {};
  const record = change as Record<string, unknown>;
  for (const key of HIDEOUT_SETTING_KEYS) {
    if (record[key] === undefined) continue;
    if (key.startsWith("skill_")) {
      // Spec §5: non-numeric skills are ignored; values above the cap are lowered to it.
      const skill = parseSkill(record[key]);
      if (skill !== null) settings[key] = skill;
    } else settings[key] = record[key];
  }
  // Every other skill the same way, under skill_<id> (issue 32 item 4).
  for (const [id, value] of Object.entries(change.skills ?? {})) {
    const skill = parseSkill(value);
    if (skill !== null) settings[skillSettingKey(id)] = skill;
  }
  await putUserEntries(db, uid, "settings", settings);
}
