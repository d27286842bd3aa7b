import { z } from "zod";

/**
 * The key panel of /dev/api (issue 15, docs/decisions/025): Pro users make named keys for the public
 * API, list them with their calls per day, and revoke them. The key is shown once.
 */

/** An API key: "rk_" and 40 characters of base64url (240 random bits). */
export const API_KEY_PATTERN = /^rk_[A-Za-z0-9_-]{40}$/;

/** POST /api/be/dev/keys. */
export const apiKeyCreateRequest = z.object({ name: z.string().trim().min(1, "must not be empty").max(60, "is too long") }).strict();
/** DELETE /api/be/dev/keys/{id}. */
export const apiKeyParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "is not a key id") });

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  /** Calls per UTC day (YYYY-MM-DD), newest first, for the last 7 days. */
  usage: z.array(z.object({ day: z.string(), calls: z.number() })),
});
/** POST /api/be/dev/keys: the key is shown only now (only its hash is stored). */
export const apiKeyCreateReply = apiKeyView.extend({ key: z.string() });
/** GET /api/be/dev/keys, with the calls per minute of a Pro user's key and of a call without a key. */
export const apiKeysReply = z.object({ keys: z.array(apiKeyView), limits: z.object({ key: z.number(), free: z.number() }) });

export type ApiKeyView = z.infer<typeof apiKeyView>;
export type ApiKeyCreateReply = z.infer<typeof apiKeyCreateReply>;
export type ApiKeysReply = z.infer<typeof apiKeysReply>;
