import { appendFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BE_ROUTES } from "@raidkit/api/be";
import { V1_ROUTES } from "@raidkit/api/v1";
import { expect } from "vitest";

/**
 * Holds every reply of a declared call to its declaration (issue 15): in every suite that builds the
 * app with createTestApp, a reply to a declared /api/be or /api/v1 call must have a status its
 * declaration names, and its JSON must parse with that status's schema. So the ~550 API tests, the
 * gate matrix and the bad-input properties all check the contracts. Seen (call, status) pairs are
 * appended to DECLARED_SEEN_FILE when it is set (the coverage report of `npm test`).
 */
interface Declared {
  operationId?: string;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema: { safeParse(x: unknown): { success: boolean; error?: unknown } } }> }>;
}

const matchers = [
  ...(BE_ROUTES as unknown as Declared[]).map((r) => ({ r, base: "/api/be" })),
  ...(V1_ROUTES as unknown as Declared[]).map((r) => ({ r, base: "/api/v1" })),
].map(({ r, base }) => ({ route: r, method: r.method.toUpperCase(), pattern: new RegExp(`^${base}${r.path.replace(/\{\w+\}/g, "[^/]+")}/?$`) }));

export function declaredRouteOf(method: string, pathname: string): Declared | undefined {
  return matchers.find((m) => m.method === method && m.pattern.test(pathname))?.route;
}

function bodyText(bytes: Buffer, encoding: string | null): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

export async function checkDeclaredReply(request: Request, response: Response): Promise<void> {
  if (request.method === "HEAD" || request.method === "OPTIONS") return;
  const route = declaredRouteOf(request.method, new URL(request.url).pathname);
  if (!route) return;
  const name = route.operationId ?? `${route.method} ${route.path}`;
  const declared = route.responses[String(response.status)];
  expect(declared, `${name} answered ${response.status}, which its declaration does not name`).toBeDefined();
  if (process.env.DECLARED_SEEN_FILE) appendFileSync(process.env.DECLARED_SEEN_FILE, `${name} ${response.status}\n`);
  const schema = declared?.content?.["application/json"]?.schema;
  if (!schema) return;
  const text = bodyText(Buffer.from(await response.arrayBuffer()), response.headers.get("content-encoding"));
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.success, `${name} ${response.status} does not match its declared schema: ${JSON.stringify(parsed.error)?.slice(0, 500)}`).toBe(true);
}
