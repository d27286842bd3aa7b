import { createPublicKey, type KeyObject, verify } from "node:crypto";
import { queryMarket } from "@raidkit/game";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { CatalogueService } from "../services/catalogue.ts";
import { PRICE_CHECK_MAX_QUERY, priceCheck, priceCheckLocale, priceCheckMode, pveRefusalLine, readQuery } from "../services/priceCheck.ts";
import type { PveAccess } from "../services/pveAccess.ts";

/**
 * Discord's price check through HTTP interactions (issue 18, item 2): Discord POSTs every use of
 * the application's slash command here, signed with the application's Ed25519 key; we answer in the
 * reply itself (no bot token, no gateway connection). Off (404) unless DISCORD_APPLICATION_ID and
 * DISCORD_PUBLIC_KEY are set (config.ts).
 *
 * - Every request is checked: `X-Signature-Ed25519` must be the Ed25519 signature, by the public key
 *   of the application, of `X-Signature-Timestamp` followed by the raw body; a missing, malformed or
 *   wrong signature is 401 (Discord sends such requests itself to test the endpoint). A timestamp
 *   more than 5 minutes from now is refused too (401): a recorded request cannot be replayed later.
 * - PING (type 1) → PONG (type 1).
 * - APPLICATION_COMMAND (type 2) `/price item:<text> [mode:pvp|pve] [language:en|ru]` → a message
 *   (type 4) holding the chat bots' line (services/priceCheck.ts); the language defaults to the
 *   user's Discord language when it is Russian, else English. Mentions in it are never pinged.
 * - APPLICATION_COMMAND_AUTOCOMPLETE (type 4) on `item` → up to 10 names by the market's search.
 * - A validly signed body that is not JSON or not an interaction's shape is 400 with what is wrong
 *   (never 500).
 * - `mode:pve` is Pro data (spec §4, decision 038): answered when the Discord user who used the
 *   command is the chat-bot account (`discord:<id>`) a Pro account linked on /account; anyone else
 *   gets, only to themselves (an ephemeral reply), the line saying "Pro status required" and how.
 * No rate limit of our own: requests come only from Discord, which limits its users itself.
 */

export const DISCORD_INTERACTIONS_PATH = "/api/discord/interactions";
export const DISCORD_COMMAND_NAME = "price";
/** How far a request's timestamp may be from our clock. */
export const DISCORD_MAX_SKEW_S = 300;
/** Interactions are a few KB; anything far bigger is not one. */
const BODY_LIMIT = 64 * 1024;

/** Discord's interaction and reply types (https://discord.com/developers/docs/interactions/receiving-and-responding). */
const PING = 1;
const APPLICATION_COMMAND = 2;
const AUTOCOMPLETE = 4;
const PONG = 1;
const CHANNEL_MESSAGE = 4;
const AUTOCOMPLETE_RESULT = 8;

/** The Ed25519 public key from its 64 hex digits (the application's "Public Key" on Discord's developer portal). */
export function discordPublicKey(hex: string): KeyObject {
  const x = Buffer.from(hex, "hex").toString("base64url");
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
}

/** Is `signatureHex` the key's signature of timestamp + body? False for anything malformed. */
export function verifyDiscordSignature(key: KeyObject, signatureHex: string | undefined, timestamp: string | undefined, body: Buffer): boolean {
  if (!signatureHex || !timestamp || !/^[0-9a-f]{128}$/i.test(signatureHex)) return false;
  try {
    return verify(null, Buffer.concat([Buffer.from(timestamp, "utf8"), body]), key, Buffer.from(signatureHex, "hex"));
  } catch {
    return false;
  }
}

/** What we read of an interaction (Discord sends more; the rest is ignored). */
const discordUser = z.object({ id: z.string().regex(/^\d{1,20}$/, "is not a Discord id") });
const interactionShape = z.object({
  type: z.number().int(),
  locale: z.string().max(16).nullish(),
  data: z
    .object({
      name: z.string().max(64).nullish(),
      options: z
        .array(z.object({ name: z.string().max(64), type: z.number().int(), value: z.unknown().optional(), focused: z.boolean().nullish() }))
        .max(25)
        .nullish(),
    })
    .nullish(),
  member: z.object({ user: discordUser.nullish() }).nullish(),
  user: discordUser.nullish(),
});
type Interaction = z.infer<typeof interactionShape>;
/** Discord's flag of a reply only its user sees. */
const EPHEMERAL = 64;

const optionOf = (interaction: Interaction, name: string) => interaction.data?.options?.find((o) => o.name === name);
const stringOption = (interaction: Interaction, name: string): string | null => {
  const value = optionOf(interaction, name)?.value;
  return typeof value === "string" ? value : null;
};

export function discordRoutes(
  app: Hono,
  deps: { catalogue: CatalogueService; discord: Config["discord"]; publicUrl: string | undefined; pve: PveAccess },
): void {
  const key = deps.discord ? discordPublicKey(deps.discord.publicKey) : null;
  app.post(DISCORD_INTERACTIONS_PATH, bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => c.json({ error: "Request too large" }, 413) }), async (c) => {
    if (!key) return c.json({ error: "Not found" }, 404);
    const body = Buffer.from(await c.req.arrayBuffer());
    const timestamp = c.req.header("x-signature-timestamp");
    if (!verifyDiscordSignature(key, c.req.header("x-signature-ed25519"), timestamp, body)) return c.json({ error: "Invalid request signature" }, 401);
    const sent = Number(timestamp);
    if (!Number.isFinite(sent) || Math.abs(Date.now() / 1000 - sent) > DISCORD_MAX_SKEW_S) return c.json({ error: "Stale request timestamp" }, 401);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      return c.json({ error: "The body is not JSON" }, 400);
    }
    const shape = interactionShape.safeParse(parsed);
    if (!shape.success) {
      const issues = shape.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");
      return c.json({ error: `The body is not a Discord interaction: ${issues}` }, 400);
    }
    const interaction = shape.data;
    c.header("cache-control", "no-store");
    if (interaction.type === PING) return c.json({ type: PONG }, 200);
    const language = stringOption(interaction, "language") ?? (interaction.locale?.startsWith("ru") ? "ru" : "en");
    const mode = stringOption(interaction, "mode");
    if (interaction.data?.name !== DISCORD_COMMAND_NAME) {
      const text = priceCheckLocale(language) === "ru" ? "Неизвестная команда." : "Unknown command.";
      return c.json({ type: CHANNEL_MESSAGE, data: { content: text, allowed_mentions: { parse: [] } } }, 200);
    }
    if (interaction.type === AUTOCOMPLETE) {
      const typed = readQuery(stringOption(interaction, "item")).slice(0, PRICE_CHECK_MAX_QUERY);
      const cat = await deps.catalogue.get(priceCheckLocale(language), mode === "pve" ? "pve" : "pvp");
      const rows = typed ? queryMarket(cat.market, { search: typed, pageSize: 10 }).rows : [];
      // Discord takes 1–100 characters per choice name and value.
      const choices = rows.map((r) => ({ name: (r.localName || r.name).slice(0, 100), value: (r.localName || r.name).slice(0, 100) }));
      return c.json({ type: AUTOCOMPLETE_RESULT, data: { choices } }, 200);
    }
    if (interaction.type === APPLICATION_COMMAND) {
      const origin = deps.publicUrl ?? new URL(c.req.url).origin;
      // The Discord user who used the command: a server member's, or in a direct message the user's.
      const discordUserId = interaction.member?.user?.id ?? interaction.user?.id ?? null;
      if (!(await deps.pve.canRead(priceCheckMode(mode), { discordUserId }))) {
        const content = pveRefusalLine(priceCheckLocale(language), origin, discordUserId ?? "");
        return c.json({ type: CHANNEL_MESSAGE, data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } } }, 200);
      }
      const reply = await priceCheck(deps.catalogue, { q: stringOption(interaction, "item"), l: language, m: mode }, origin);
      return c.json({ type: CHANNEL_MESSAGE, data: { content: reply.text, allowed_mentions: { parse: [] } } }, 200);
    }
    return c.json({ error: "Unsupported interaction type" }, 400);
  });
}
