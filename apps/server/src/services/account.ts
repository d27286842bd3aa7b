import type { CharReply, UserReply } from "@raidkit/api";
import {
  type CharRecord,
  clearCraftRuns,
  type Database,
  findUser,
  listChars,
  readCharEntries,
  readUserEntries,
  resetCharAfterWipe,
  type UserRecord,
} from "@raidkit/db";
import {
  type CharacterProgress,
  craftTimeReduction,
  HIDEOUT_SETTING_DEFAULTS,
  isProActive,
  PROGRESS_LISTS,
  PROGRESS_MAPS,
  parseLoyaltyLevel,
  skillLevelsOf,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import { type GlobalSettings, readGlobalSettings } from "./shell.ts";

/** A logged-in user with characters, the selected one, and whether Pro holds right now. */
export interface Account {
  user: UserRecord;
  chars: CharRecord[];
  char: CharRecord;
  pro: boolean;
}

/**
 * The account of a logged-in user, read once per request. A PVP character whose progress predates
 * the game wipe is reset here first (spec §4), so every call and page sees the progress after it.
 * `globalSettings` is how this request reads the global settings (once per request: see
 * requestGlobalSettings); they are read only for a PVP character.
 */
export async function loadAccount(
  db: Kysely<Database>,
  uid: string,
  now = Date.now(),
  globalSettings: () => Promise<GlobalSettings> = () => readGlobalSettings(db),
): Promise<Account | null> {
  const user = await findUser(db, { uid });
  if (!user) return null;
  let chars = await listChars(db, uid);
  let char = chars.find((c) => c.uid === user.charUid) ?? chars[0];
  if (!char) return null;
  if (await resetAfterWipe(db, char, globalSettings, now)) {
    const selected = char;
    chars = await listChars(db, uid);
    char = chars.find((c) => c.uid === selected.uid) ?? selected;
  }
  return { user, chars, char, pro: isProActive(user, now) };
}

/** What the automatic reset after a game wipe empties: every progress list and map (as the "all" reset). */
const WIPE_LISTS = [...PROGRESS_LISTS, ...PROGRESS_MAPS];

/**
 * Spec §4 "A reset is also done automatically after a game wipe": a PVP character whose progress
 * started before the wipe date (once that date has passed) goes back to level 1 with empty
 * progress. PVE characters are never wiped. The reset is lazy (on the next request) and happens
 * once: the conditional update lets one of several racing requests do it. Answers whether the
 * character was due (reset by this call or a concurrent one), so the caller reads it again.
 */
export async function resetAfterWipe(
  db: Kysely<Database>,
  char: Pick<CharRecord, "uid" | "gameMode" | "progressSince">,
  globalSettings: () => Promise<GlobalSettings>,
  now = Date.now(),
): Promise<boolean> {
  if (char.gameMode !== "pvp") return false;
  const { wipeDate } = await globalSettings();
  if (wipeDate === null || wipeDate > now || char.progressSince >= wipeDate) return false;
  // The PMC's crafts and barters go with its hideout, as with "reset all" (issue 32); by the call that reset.
  if (await resetCharAfterWipe(db, char.uid, wipeDate, WIPE_LISTS, now)) await clearCraftRuns(db, char.uid);
  return true;
}

const charReply = (c: CharRecord): CharReply => ({ uid: c.uid, fraction: c.fraction, level: c.level, charName: c.charName, gameMode: c.gameMode });

function numberMap(map: Map<string, unknown> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of map ?? []) if (typeof value === "number") out[key] = value;
  return out;
}

/** The selected character's progress lists and maps. */
export async function progressOf(db: Kysely<Database>, charUid: string) {
  const entries = await readCharEntries(db, charUid);
  const keys = (list: string) => [...(entries.get(list)?.keys() ?? [])];
  return {
    questsDone: keys("questsDone"),
    questsHidden: keys("questsHidden"),
    questsFailed: keys("questsFailed"),
    modulesBuilt: keys("modulesBuilt"),
    itemsFound: Object.fromEntries(entries.get("itemsFound") ?? []),
    tradersLL: Object.fromEntries(entries.get("tradersLL") ?? []) as Record<string, number>,
  };
}

/**
 * The selected PMC's progress as the recipe locks read it (packages/game recipeLock): the stations
 * built, the loyalty levels, the quests done, and whether progress tracking is on (hideoutUseProgress,
 * a setting of the account: off unless stored as true).
 */
export async function lockProgressOf(db: Kysely<Database>, account: Pick<Account, "user" | "char">): Promise<CharacterProgress> {
  const [lists, progress] = await Promise.all([readUserEntries(db, account.user.uid), progressOf(db, account.char.uid)]);
  return {
    modulesBuilt: progress.modulesBuilt,
    tradersLL: progress.tradersLL,
    questsDone: progress.questsDone,
    useProgress: lists.get("settings")?.get("hideoutUseProgress") === true,
  };
}

/** The user of spec §3 as GET /api/be/users/me answers it. */
export async function userReplyOf(db: Kysely<Database>, account: Account, traderIds: readonly string[]): Promise<UserReply> {
  const { user, chars, char } = account;
  const [lists, progress] = await Promise.all([readUserEntries(db, user.uid), progressOf(db, char.uid)]);
  const stored = Object.fromEntries(lists.get("settings") ?? []);
  const settings = { ...HIDEOUT_SETTING_DEFAULTS };
  for (const key of Object.keys(HIDEOUT_SETTING_DEFAULTS) as (keyof typeof HIDEOUT_SETTING_DEFAULTS)[]) {
    if (typeof stored[key] === typeof HIDEOUT_SETTING_DEFAULTS[key]) (settings as Record<string, unknown>)[key] = stored[key];
  }
  // Spec §9: unset loyalty levels read as 1.
  const tradersLL = Object.fromEntries(traderIds.map((id) => [id, parseLoyaltyLevel(progress.tradersLL[id])]));
  return {
    uid: user.uid,
    username: user.username,
    email: user.email,
    created: user.createdAt,
    proUntil: user.proUntil,
    pro: account.pro,
    admin: user.admin,
    feature_maps: user.featureMaps,
    botAccount: user.botAccount,
    patreonLinked: user.patreonId !== null,
    favList: [...(lists.get("favList")?.keys() ?? [])],
    // The selected PMC's game mode's own prices (decision 060).
    userPricesMap: numberMap(lists.get(char.gameMode === "pve" ? "userPricesMap:pve" : "userPricesMap")),
    userSellPricesMap: numberMap(lists.get(char.gameMode === "pve" ? "userSellPricesMap:pve" : "userSellPricesMap")),
    questsDone: progress.questsDone,
    questsHidden: progress.questsHidden,
    questsFailed: progress.questsFailed,
    modulesBuilt: progress.modulesBuilt,
    itemsFound: progress.itemsFound,
    chars: chars.map(charReply),
    charUid: char.uid,
    charName: char.charName,
    fraction: char.fraction,
    level: char.level,
    gameMode: char.gameMode,
    gameEdition: char.gameEdition,
    tradersLL,
    craftTimeReduction: craftTimeReduction(settings.skill_Crafting),
    skills: skillLevelsOf(stored),
    ...settings,
  };
}
