import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), started by the test: it accepts every message
 * and keeps it, so the test reads the login code the way a player would.
 */
export async function startSmtpServer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(raw);
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, subject: parsed.subject ?? "", text: parsed.text ?? "" };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in the last mail sent to `to`. */
export function codeFor(mails: ReceivedMail[], to: string): string {
  const mail = mails.filter((m) => m.to.includes(to)).at(-1);
  const match = mail?.text.match(/: (\d{6})\b/);
  if (!match?.[1]) throw new Error(`no login code mailed to ${to}`);
  return match[1];
}
