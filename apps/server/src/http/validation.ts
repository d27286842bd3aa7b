import { describeIssues, type ErrorCode, type ErrorReply, errorText } from "@raidkit/api";
import type { Context } from "hono";
import type { z } from "zod";
import { en, ru } from "zod/locales";
import { requestInfo } from "./requestInfo.ts";

const errorMaps = { en: en().localeError, ru: ru().localeError };

/** An error reply in the caller's language (spec §8 texts), with the reasons for bad input. */
export function errorResponse<S extends 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503>(
  c: Context,
  status: S,
  code: ErrorCode,
  issues?: { path: string; message: string }[],
) {
  const message = errorText(code, requestInfo(c.req.raw).locale);
  const body: ErrorReply = { code, error: issues?.length ? `${message}: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}` : message };
  if (issues) body.issues = issues;
  return c.json(body, status);
}

/** Validates input with zod, its messages in the caller's language (Russian or English). */
export function validate<T>(c: Context, schema: z.ZodType<T>, input: unknown): { ok: true; value: T } | { ok: false; response: Response } {
  const locale = requestInfo(c.req.raw).locale === "ru" ? "ru" : "en";
  const parsed = schema.safeParse(input, { error: errorMaps[locale] });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: errorResponse(c, 400, "invalidInput", describeIssues(parsed.error)) };
}

/** Reads and validates a JSON body; answers 400 with the reasons when it is not what the call takes. */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  // JSON only as JSON (finding 7 of issue 21): a form or text body is refused before it is read.
  // (No body and no type at all is plain bad input: 400 below.)
  const type = c.req.header("content-type");
  if ((type !== undefined || c.req.raw.body !== null) && !/^application\/json\s*(;|$)/i.test(type ?? "")) {
    return { ok: false, response: errorResponse(c, 415, "notJsonContentType") };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return {
      ok: false,
      response: errorResponse(c, 400, "invalidInput", [{ path: "(body)", message: errorText("bodyNotJson", requestInfo(c.req.raw).locale) }]),
    };
  }
  return validate(c, schema, body);
}
