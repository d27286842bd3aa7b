import { createHmac, timingSafeEqual } from "node:crypto";
import { safeInternalPath } from "@raidkit/game";
import { z } from "zod";

/**
 * The subscription platform (Patreon, OAuth 2 and API v2): endpoints, the membership read from the
 * identity reply, and the webhook signature. No I/O here; the routes are in http/authPatreon.ts.
 */

/** Scopes asked for: who the user is, the e-mail, and the memberships (to see the Pro pledge). */
export const PATREON_SCOPES = ["identity", "identity[email]", "identity.memberships"];

const IDENTITY_QUERY =
  "include=memberships,memberships.campaign" +
  "&fields[user]=email,is_email_verified,full_name" +
  "&fields[member]=patron_status,currently_entitled_amount_cents,next_charge_date,last_charge_date,last_charge_status";

export interface PatreonEndpoints {
  authorize: string;
  token: string;
  identity: string;
}

/** The provider's endpoints under `baseUrl` (https://www.patreon.com, or a local provider in tests). */
export function patreonEndpoints(baseUrl: string): PatreonEndpoints {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    authorize: `${base}/oauth2/authorize`,
    token: `${base}/api/oauth2/token`,
    identity: `${base}/api/oauth2/v2/identity?${IDENTITY_QUERY}`,
  };
}

const relationshipId = z.object({ data: z.object({ id: z.string().min(1) }).nullish() }).nullish();

const memberAttributes = z.object({
  patron_status: z.string().nullish(),
  next_charge_date: z.string().nullish(),
});

const identityReply = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z
      .object({
        email: z.string().nullish(),
        is_email_verified: z.boolean().nullish(),
      })
      .nullish(),
  }),
  included: z
    .array(
      z.object({
        type: z.string(),
        id: z.string(),
        attributes: z.record(z.string(), z.unknown()).nullish(),
        relationships: z.object({ campaign: relationshipId }).nullish(),
      }),
    )
    .nullish(),
});

const memberPayload = z.object({
  data: z.object({
    type: z.literal("member"),
    id: z.string().nullish(),
    attributes: memberAttributes,
    relationships: z.object({
      user: z.object({ data: z.object({ id: z.string().min(1) }) }),
      campaign: z.object({ data: z.object({ id: z.string().min(1) }) }),
    }),
  }),
});

export interface Membership {
  patreonId: string;
  /** The provider's e-mail, lower-cased, only when the provider says it is verified. */
  email: string | null;
  pro: boolean;
  proUntil: number | null;
}

/** A malformed reply or payload from the provider (the message names the fields, never values). */
export class PatreonReplyError extends Error {
  constructor(what: string, error: z.ZodError) {
    super(`${what}: ${error.issues.map((i) => `${i.path.join(".") || "(root)"} ${i.code}`).join("; ")}`);
  }
}

function dateOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

/**
 * Pro from one membership: an "active_patron" of the configured campaign is Pro until the next
 * charge date (null when the provider gives none; a date already past is not Pro); any other
 * status is not Pro.
 */
function proOf(attributes: z.infer<typeof memberAttributes>, now: number): { pro: boolean; proUntil: number | null } {
  if (attributes.patron_status !== "active_patron") return { pro: false, proUntil: null };
  const proUntil = dateOf(attributes.next_charge_date);
  return proUntil === null || proUntil > now ? { pro: true, proUntil } : { pro: false, proUntil: null };
}

/**
 * The user and Pro status from the identity reply (`/api/oauth2/v2/identity` with memberships).
 * Memberships of other campaigns are ignored; without a configured campaign nobody is Pro.
 * Throws PatreonReplyError when the reply is not the JSON:API document expected.
 */
export function membershipOf(identityJson: unknown, campaignId: string | undefined, now = Date.now()): Membership {
  const parsed = identityReply.safeParse(identityJson);
  if (!parsed.success) throw new PatreonReplyError("malformed identity reply", parsed.error);
  const { data, included } = parsed.data;
  const rawEmail = data.attributes?.email?.trim().toLowerCase();
  const email = rawEmail && data.attributes?.is_email_verified === true ? rawEmail : null;
  const statuses: { pro: boolean; proUntil: number | null }[] = [];
  for (const entry of included ?? []) {
    if (entry.type !== "member" || !campaignId || entry.relationships?.campaign?.data?.id !== campaignId) continue;
    const attributes = memberAttributes.safeParse(entry.attributes ?? {});
    if (!attributes.success) throw new PatreonReplyError("malformed membership", attributes.error);
    statuses.push(proOf(attributes.data, now));
  }
  // One membership per campaign in practice; if several, the one giving Pro the longest wins.
  const until = (s: { proUntil: number | null }) => s.proUntil ?? Number.POSITIVE_INFINITY;
  const best = statuses.filter((s) => s.pro).sort((a, b) => until(b) - until(a))[0] ?? { pro: false, proUntil: null };
  return { patreonId: data.id, email, ...best };
}

export interface WebhookMembership {
  patreonId: string;
  campaignId: string;
  pro: boolean;
  proUntil: number | null;
}

/**
 * A members:* webhook payload (JSON:API "member" document). A `…:delete` event ends Pro whatever
 * the attributes say. Throws PatreonReplyError when the payload is not a member document.
 */
export function webhookMembershipOf(payload: unknown, event: string | undefined, now = Date.now()): WebhookMembership {
  const parsed = memberPayload.safeParse(payload);
  if (!parsed.success) throw new PatreonReplyError("malformed webhook payload", parsed.error);
  const { attributes, relationships } = parsed.data.data;
  const status = event?.endsWith(":delete") ? { pro: false, proUntil: null } : proOf(attributes, now);
  return { patreonId: relationships.user.data.id, campaignId: relationships.campaign.data.id, ...status };
}

/** Patreon signs webhooks with the HMAC-MD5 (hex) of the raw body, in `X-Patreon-Signature`. */
export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac("md5", secret).update(rawBody, "utf8").digest("hex");
}

export function verifyWebhookSignature(rawBody: string, signatureHeader: string | null | undefined, secret: string): boolean {
  const given = signatureHeader?.trim().toLowerCase() ?? "";
  if (!/^[0-9a-f]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(webhookSignature(rawBody, secret), "hex"));
}

/** Where to go after login: a path on this site ("/…" but not "//…" or "/\…"), else the account page. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 512 || safeInternalPath(value) === null) return "/account";
  // No control characters (a header value) and nothing a browser would read as another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/account";
  return value;
}
