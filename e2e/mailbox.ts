import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpServer } from "../tests/helpers/smtp.ts";

/**
 * Playwright global set-up: a real SMTP server for the e2e site (SMTP_URL points here). Each
 * message's text is written to .tmp/e2e-mail/{address}.txt, where the tests read the login code.
 */
export const MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);

export default async function startMailbox() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const server = await startSmtpServer({
    port: SMTP_PORT,
    onMail: (mail) => {
      for (const to of mail.to) writeFileSync(path.join(MAIL_DIR, `${to}.txt`), mail.text);
    },
  });
  return () => server.close();
}
