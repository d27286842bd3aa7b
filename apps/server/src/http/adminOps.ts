import { createHash } from "node:crypto";
import { UPLOAD_TEST_LIMIT } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { type Database, listPriceImports, recordAdminChange } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Mailer } from "../auth/mailer.ts";
import type { RecentLogs } from "../recentLogs.ts";
import { accountOf } from "./accountGate.ts";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from "./bodyLimits.ts";
import type { Register } from "./declared.ts";
import { errorResponse } from "./validation.ts";

export interface AdminOpsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  recentLogs: RecentLogs;
  /** This instance's name (each instance keeps its own recent lines). */
  instance: string;
  logLevel: string;
}

/** What a file is, by its first bytes (the name and the declared type are the sender's word). */
export function fileKind(bytes: Uint8Array): string {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
  if (bytes.length === 0) return "empty";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(0, "%PDF-")) return "pdf";
  if (starts(0x50, 0x4b, 0x03, 0x04)) return "zip";
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 4096));
    const trimmed = text.trimStart();
    return trimmed.startsWith("{") || trimmed.startsWith("[") ? "json-text" : "text";
  } catch {
    return "binary";
  }
}

/**
 * /api/be/admin/email…, /logs and /upload-test (issue 19): the SMTP settings and a test mail
 * (audit-logged: who sent mail to whom from the server), this instance's recent log lines with the
 * price imports, and an upload echoed back as its size and hash so an admin sees the whole body
 * passes whatever stands in front of the server.
 */
export function adminOpsRoutes(deps: AdminOpsDeps, register: Register): void {
  register(be.adminEmail, (c) => {
    c.header("cache-control", "no-store");
    return c.json(deps.mailer.settings, 200);
  });

  register(be.adminEmailTest, async (c) => {
    const { to } = c.req.valid("json");
    const admin = accountOf(c).user;
    const started = performance.now();
    try {
      await deps.mailer.send({
        to,
        subject: "Raidkit: test mail",
        text: `This is a test mail from Raidkit's /admin/email-settings, sent by ${admin.email ?? admin.uid} at ${new Date().toISOString()}.\nIf you read it, the site's e-mail works.`,
      });
    } catch (error) {
      return errorResponse(c, 502, "emailSendFailed", [{ path: "smtp", message: (error as Error).message }]);
    }
    const ms = Math.round(performance.now() - started);
    await recordAdminChange(deps.db, { adminUid: admin.uid, adminEmail: admin.email, action: "email.test", target: to, before: null, after: { ms } });
    return c.json({ to, delivered: deps.mailer.settings.configured, ms }, 200);
  });

  register(be.adminLogs, async (c) => {
    const { level, reqId, q, limit } = c.req.valid("query");
    const entries = deps.recentLogs.query({ limit: limit ?? 200, ...(level ? { level } : {}), ...(reqId ? { reqId } : {}), ...(q ? { text: q } : {}) });
    const imports = await listPriceImports(deps.db, { limit: 50 });
    c.header("cache-control", "no-store");
    return c.json(
      {
        instance: deps.instance,
        capacity: deps.recentLogs.capacity,
        level: deps.logLevel,
        entries,
        imports: imports.map((i) => ({
          id: i.id,
          source: i.source,
          mode: i.mode,
          startedAt: Number(i.started_at),
          finishedAt: Number(i.finished_at),
          status: i.status,
          items: Number(i.items),
          error: i.error,
        })),
      },
      200,
    );
  });

  register(be.adminUploadTest, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    c.header("cache-control", "no-store");
    return c.json(
      {
        bytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        kind: fileKind(bytes),
        contentType: c.req.header("content-type") ?? null,
        limit: UPLOAD_TEST_LIMIT,
        limits: [{ path: `${be.BE_PREFIX}/*`, bytes: DEFAULT_BODY_LIMIT }, ...BODY_LIMITS.map((l) => ({ path: l.prefix, bytes: l.bytes }))],
      },
      200,
    );
  });
}
