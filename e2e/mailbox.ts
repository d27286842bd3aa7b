import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Playwright global set-up: a real SMTP server for the e2e site (SMTP_URL points here). Each
 * message's text is written to .tmp/e2e-mail/{address}.txt, where the tests read the login code.
 */
export const MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);

export default async function startMailbox() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const mail = await simpleParser(Buffer.concat(chunks));
        for (const to of session.envelope.rcptTo) writeFileSync(path.join(MAIL_DIR, `${to.address}.txt`), mail.text ?? "");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
