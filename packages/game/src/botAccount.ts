/**
 * The chat-bot account a user links to their profile (spec §3 User "linked chat-bot account"): one
 * account on a streaming service's chat or on Discord, stored as `<service>:<name>`. The same rule
 * checks it on /account (before sending) and on the server (before storing).
 *
 * - twitch: the login name, 4–25 letters, digits or _ (Twitch's own rule), kept in lower case;
 * - kick: 3–25 letters, digits or _ , lower case;
 * - youtube: a handle, 3–30 letters, digits, _ . or -, written with or without its @ (kept with it);
 * - discord: the numeric user id (a snowflake, 17–20 digits); names change, the id does not.
 */
export const BOT_ACCOUNT_SERVICES = ["twitch", "kick", "youtube", "discord"] as const;
export type BotAccountService = (typeof BOT_ACCOUNT_SERVICES)[number];

/** The longest stored value (`youtube:@` and a 30-character handle fit with room). */
export const BOT_ACCOUNT_MAX_LENGTH = 64;

const NAME_RULES: Record<BotAccountService, { pattern: RegExp; normalise: (name: string) => string }> = {
  twitch: { pattern: /^[a-z0-9_]{4,25}$/i, normalise: (n) => n.toLowerCase() },
  kick: { pattern: /^[a-z0-9_]{3,25}$/i, normalise: (n) => n.toLowerCase() },
  youtube: { pattern: /^@?[a-z0-9_.-]{3,30}$/i, normalise: (n) => (n.startsWith("@") ? n : `@${n}`) },
  discord: { pattern: /^\d{17,20}$/, normalise: (n) => n },
};

/**
 * A chat-bot account as typed ("Twitch:SomeName", " discord:123… ") in its stored form
 * ("twitch:somename"), or null when it does not follow the rule above.
 */
export function parseBotAccount(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > BOT_ACCOUNT_MAX_LENGTH) return null;
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const service = text.slice(0, colon).trim().toLowerCase();
  const name = text.slice(colon + 1).trim();
  if (!(BOT_ACCOUNT_SERVICES as readonly string[]).includes(service)) return null;
  const rule = NAME_RULES[service as BotAccountService];
  return rule.pattern.test(name) ? `${service}:${rule.normalise(name)}` : null;
}
