import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@raidkit/db";
import { deleteSession, insertSession, sessionUser } from "@raidkit/db";
import type { Kysely } from "kysely";

export const SESSION_COOKIE = "rk_session";
export const SESSION_DAYS = 30;
const DAY = 86_400_000;

/** Sessions are stored by the SHA-256 of the cookie's random token. */
export function sessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Secure cookies when the site is reached over TLS (directly or through a proxy saying so). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** A Set-Cookie value: httpOnly, SameSite=Lax, Secure behind TLS (docs/design.md, "Security rules"). */
export function sessionCookie(token: string, request: Request, maxAgeSeconds = SESSION_DAYS * 86_400): string {
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(request: Request): string {
  return sessionCookie("", request, 0);
}

export async function startSession(db: Kysely<Database>, userUid: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSession(db, { id: sessionId(token), userUid, createdAt: now, expiresAt: now + SESSION_DAYS * DAY });
  return token;
}

/** The user of the request's session, or null (no cookie, unknown or expired session). */
export async function sessionUserUid(db: Kysely<Database>, request: Request, now = Date.now()): Promise<string | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return (await sessionUser(db, sessionId(token), now))?.userUid ?? null;
}

export async function endSession(db: Kysely<Database>, request: Request): Promise<void> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await deleteSession(db, sessionId(token));
}
