import { z } from "zod";
import { emailAddress } from "./accountContracts.ts";

/**
 * /admin/email-settings, /admin/logs and /admin/upload-test (issue 19): the operator's checks.
 * Admins only (gate "admin": 404 for everyone else).
 */

export const adminEmailReply = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().nullable(),
  secure: z.boolean(),
  user: z.string().nullable(),
  from: z.string(),
});

export const adminEmailTestRequest = z.object({ to: emailAddress }).strict();
export const adminEmailTestReply = z.object({
  to: z.string(),
  /** False: no SMTP server is set, the mail went to the server log. */
  delivered: z.boolean(),
  ms: z.number(),
});

export const LOG_LEVEL_NAMES = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
/** The most log lines one read answers. */
export const ADMIN_LOGS_MAX = 500;

export const adminLogsQuery = z
  .object({
    level: z.enum(LOG_LEVEL_NAMES).optional(),
    reqId: z.string().max(100).optional(),
    q: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_LOGS_MAX).optional(),
  })
  .strict();

export const adminLogEntry = z.object({
  time: z.number(),
  level: z.enum(LOG_LEVEL_NAMES),
  msg: z.string(),
  reqId: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
});

export const adminImportRun = z.object({
  id: z.string(),
  source: z.string(),
  mode: z.string(),
  startedAt: z.number(),
  finishedAt: z.number(),
  status: z.string(),
  items: z.number(),
  error: z.string().nullable(),
});

export const adminLogsReply = z.object({
  /** The instance answering: each keeps its own recent lines. */
  instance: z.string(),
  capacity: z.number(),
  level: z.string(),
  entries: z.array(adminLogEntry),
  imports: z.array(adminImportRun),
});

/** The largest body /admin/upload-test takes (bytes). */
export const UPLOAD_TEST_LIMIT = 10 * 1024 * 1024;

export const adminUploadTestReply = z.object({
  bytes: z.number(),
  sha256: z.string(),
  /** What the bytes are, read from their first bytes (not from the name or the declared type). */
  kind: z.string(),
  contentType: z.string().nullable(),
  limit: z.number(),
  limits: z.array(z.object({ path: z.string(), bytes: z.number() })),
});

export type AdminEmailReply = z.infer<typeof adminEmailReply>;
export type AdminLogsQuery = z.infer<typeof adminLogsQuery>;
export type AdminLogsReply = z.infer<typeof adminLogsReply>;
export type AdminLogEntry = z.infer<typeof adminLogEntry>;
export type AdminUploadTestReply = z.infer<typeof adminUploadTestReply>;
