import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Database, ensureSetting, findUser, findUsersByBotAccount, SETTING_KEYS } from "@raidkit/db";
import { canReadPve, PVE_LINK_TOKEN_PATTERN } from "@raidkit/game";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Account } from "./account.ts";
import type { ApiCaller } from "./apiKeys.ts";

/**
 * Who may read PVE figures (spec §4: Pro data), on every surface alike (issue 30, finding 10;
 * docs/decisions/038). A request stands for the accounts behind whatever credential it carries:
 *
 * - a session (the site's pages and calls, the try-it boxes);
 * - a public API key (its owner);
 * - a widget address or chat-bot command made on /streamers by a Pro user: it carries a token,
 *   the maker's id signed with a key kept in the database (settings), so every instance checks it
 *   without a query for a forged one;
 * - a Discord user, through the chat-bot account linked on /account (`discord:<id>`).
 *
 * It reads PVE when one of those accounts is Pro at request time (`canReadPve` of packages/game):
 * a link keeps working while its maker stays Pro and stops when Pro ends. Accounts found by a
 * token or a Discord id are kept 10 s in memory (a Pro change shows within that).
 */
export interface PveAsker {
  account?: Account | null;
  apiCaller?: ApiCaller | null;
  linkToken?: string | null | undefined;
  discordUserId?: string | null | undefined;
}

type ProState = { pro: boolean; proUntil: number | null };

const KEEP_MS = 10_000;
const MAX_KEPT = 10_000;
/** The signature in a token: 128 bits of HMAC-SHA256 (22 base64url characters). */
const SIGNATURE_BYTES = 16;

const signatureOf = (secret: string, uid: string) =>
  createHmac("sha256", secret).update(`pve-link\0${uid}`).digest().subarray(0, SIGNATURE_BYTES).toString("base64url");

/** The link token of an account: its id (base64url) and the signature of it. */
export function signPveLink(secret: string, uid: string): string {
  return `${Buffer.from(uid, "utf8").toString("base64url")}.${signatureOf(secret, uid)}`;
}

/** The id of the account that made a link token, or null for a malformed or forged one (no lookup). */
export function pveLinkMaker(secret: string, token: string): string | null {
  if (!PVE_LINK_TOKEN_PATTERN.test(token)) return null;
  const [encoded = "", signature = ""] = token.split(".");
  const uid = Buffer.from(encoded, "base64url").toString("utf8");
  if (Buffer.from(uid, "utf8").toString("base64url") !== encoded) return null;
  const expected = Buffer.from(signatureOf(secret, uid));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? uid : null;
}

export class PveAccess {
  private readonly db: Kysely<Database>;
  private readonly now: () => number;
  private secret: Promise<string> | null = null;
  private readonly users: LRUCache<string, ProState>;
  private readonly discord: LRUCache<string, ProState[]>;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
    this.users = new LRUCache<string, ProState>({
      max: MAX_KEPT,
      ttl: KEEP_MS,
      fetchMethod: async (uid) => {
        const user = await findUser(this.db, { uid });
        return user ? { pro: user.pro, proUntil: user.proUntil } : { pro: false, proUntil: null };
      },
    });
    this.discord = new LRUCache<string, ProState[]>({
      max: MAX_KEPT,
      ttl: KEEP_MS,
      fetchMethod: async (id) => (await findUsersByBotAccount(this.db, `discord:${id}`)).map((u) => ({ pro: u.pro, proUntil: u.proUntil })),
    });
  }

  /** May this asker read figures of `mode`? PVP: always, with no lookup. */
  async canRead(mode: string, asker: PveAsker): Promise<boolean> {
    const now = this.now();
    const accounts: ProState[] = [];
    if (asker.account) accounts.push(asker.account.user);
    if (asker.apiCaller) accounts.push({ pro: asker.apiCaller.pro, proUntil: null });
    if (canReadPve(mode, accounts, now)) return true;
    if (asker.linkToken) {
      const maker = pveLinkMaker(await this.signingKey(), asker.linkToken);
      if (maker) accounts.push((await this.users.fetch(maker)) ?? { pro: false, proUntil: null });
    }
    if (asker.discordUserId && /^\d{17,20}$/.test(asker.discordUserId)) accounts.push(...((await this.discord.fetch(asker.discordUserId)) ?? []));
    return canReadPve(mode, accounts, now);
  }

  /** The token of a (Pro) user's widget and chat-bot links. */
  async linkToken(uid: string): Promise<string> {
    return signPveLink(await this.signingKey(), uid);
  }

  /** The signing key, made once for the whole site (the first instance to ask stores it). */
  private signingKey(): Promise<string> {
    if (!this.secret) {
      this.secret = ensureSetting(this.db, SETTING_KEYS.pveLinkSecret, randomBytes(32).toString("base64url"));
      this.secret.catch(() => {
        this.secret = null;
      });
    }
    return this.secret;
  }
}
