import { describeIssues, ERROR_TEXTS, type ErrorCode, type ErrorReply, errorText } from "@raidkit/api";
import { codePointLabel, findRefusedInput } from "@raidkit/game";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { en, ru } from "zod/locales";
import { requestInfo } from "./requestInfo.ts";

type Locale = "en" | "ru";
const zodMaps = { en: en().localeError, ru: ru().localeError };

/**
 * zod's messages in the caller's language; a contract's own check names its text by code instead of
 * writing one (`params: { text: "hiddenCharacter", codePoint }`), so it is in the caller's language too.
 */
function errorMapOf(locale: Locale): z.core.$ZodErrorMap {
  return (issue) => {
    const params = issue.code === "custom" ? (issue.params as { text?: string; codePoint?: number } | undefined) : undefined;
    if (params?.text && params.text in ERROR_TEXTS) {
      const text = errorText(params.text as ErrorCode, locale);
      return params.codePoint === undefined ? text : `${text} (${codePointLabel(params.codePoint)})`;
    }
    return zodMaps[locale](issue);
  };
}
const errorMaps = { en: errorMapOf("en"), ru: errorMapOf("ru") };

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;
type Issues = { path: string; message: string }[];

/**
 * An error reply in the caller's language (spec §8 texts), with the reasons for bad input and the
 * reply's own typed fields where its declaration names some (a mute's end: `mutedUntil`).
 */
export function errorResponse<S extends ErrorStatus>(c: Context, status: S, code: ErrorCode, issues?: Issues, fields?: Record<string, unknown>) {
  const message = errorText(code, requestInfo(c.req.raw).locale);
  const body: ErrorReply = { code, error: issues?.length ? `${message}: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}` : message };
  if (issues) body.issues = issues;
  return c.json({ ...body, ...fields }, status);
}

/**
 * Ends a call with an error reply (errorResponse): gates, input checks, limits and handlers throw
 * it, and the app's onError answers it (unexpectedError), so no caller passes a reply back up.
 */
export function refuse(c: Context, status: ErrorStatus, code: ErrorCode, issues?: Issues, fields?: Record<string, unknown>): never {
  throw refusal(errorResponse(c, status, code, issues, fields));
}

/** A reply made already (a 429 with its Retry-After) as the exception that ends the call with it. */
export const refusal = (response: Response): HTTPException => new HTTPException(response.status as ErrorStatus, { res: response });

/**
 * The boundary rule (issue 30, finding 13; packages/game plainText.ts): no string of an input, field
 * names included, holds a control character (but tab and line breaks) or a lone surrogate. A 400
 * naming the field and the character, in the caller's language; null when the input is clean.
 * Every input validate() reads passes here first, so no call can forget it.
 */
export function refuseControlCharacters(c: Context, input: unknown): void {
  const refused = findRefusedInput(input);
  if (!refused) return;
  const locale = requestInfo(c.req.raw).locale;
  const text = errorText(refused.inKey ? "controlCharacterInKey" : "controlCharacter", locale);
  refuse(c, 400, "invalidInput", [{ path: refused.path || "(body)", message: `${text} (${codePointLabel(refused.codePoint)})` }]);
}

/**
 * Validates input with zod, its messages in the caller's language (Russian or English), after the
 * boundary rule on its strings (refuseControlCharacters); refuses it (400 with the reasons) when it
 * is not what the call takes.
 */
export function validate<T>(c: Context, schema: z.ZodType<T>, input: unknown): T {
  refuseControlCharacters(c, input);
  const locale = requestInfo(c.req.raw).locale === "ru" ? "ru" : "en";
  const parsed = schema.safeParse(input, { error: errorMaps[locale] });
  if (!parsed.success) refuse(c, 400, "invalidInput", describeIssues(parsed.error));
  return parsed.data;
}

/** Reads and validates a JSON body; refuses it (415, 400 with the reasons) when it is not what the call takes. */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  // JSON only as JSON (finding 7 of issue 21): a form or text body is refused before it is read.
  // (No body and no type at all is plain bad input: 400 below.)
  const type = c.req.header("content-type");
  if ((type !== undefined || c.req.raw.body !== null) && !/^application\/json\s*(;|$)/i.test(type ?? "")) refuse(c, 415, "notJsonContentType");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    refuse(c, 400, "invalidInput", [{ path: "(body)", message: errorText("bodyNotJson", requestInfo(c.req.raw).locale) }]);
  }
  return validate(c, schema, body);
}
