import { ApiError } from "@raidkit/api/client";
import type { Translate } from "../i18n/translate.ts";

/**
 * What a player is told when a call fails: the server's own text (already in the page's language,
 * spec's error texts) when it answered, else the generic one in the page's language (a network
 * failure's "Failed to fetch" is not for players).
 */
export function failureText(error: unknown, t: Translate): string {
  return error instanceof ApiError ? error.reply.error : t("errors.generic");
}
