import { z } from "zod";
import { adminEmailReply, adminEmailTestReply, adminEmailTestRequest, adminLogsQuery, adminLogsReply, adminUploadTestReply } from "../adminOpsContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The operator's checks (issue 19): mail, logs, uploads. 404 for everyone but admins. */
export const adminEmail = declare("admin", {
  ...at("adminEmail"),
  responses: { 200: json(adminEmailReply, "Where the site's e-mails go (SMTP_URL's host, port, user; never the password)."), ...errors(404) },
});

export const adminEmailTest = declare(
  "admin",
  {
    ...at("adminEmailTest"),
    request: body(adminEmailTestRequest),
    responses: {
      200: json(adminEmailTestReply, "The test mail was handed to the SMTP server (recorded in the audit log)."),
      ...errors(400, 403, 404, 413, 415, 502),
    },
  },
  "write",
);

export const adminLogs = declare("admin", {
  ...at("adminLogs"),
  request: { query: adminLogsQuery },
  responses: { 200: json(adminLogsReply, "This instance's recent log lines, newest first, and the latest price imports."), ...errors(400, 404) },
});

export const adminUploadTest = declare("admin", {
  ...at("adminUploadTest"),
  request: { body: { content: { "application/octet-stream": { schema: z.string() } }, required: true } },
  responses: { 200: json(adminUploadTestReply, "What arrived: its size, SHA-256 and kind; nothing is kept."), ...errors(403, 404, 413) },
});

export const ADMIN_OPS_ROUTES = [adminEmail, adminEmailTest, adminLogs, adminUploadTest] as const;
