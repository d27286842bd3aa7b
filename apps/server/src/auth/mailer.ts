import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * Login e-mails through nodemailer to SMTP_URL. Without SMTP_URL the message (and so the code) is
 * written to the server log instead, for a local site with no mail server (README says so).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log.warn({ to: message.to, subject: message.subject }, `SMTP_URL is not set; the e-mail is written here instead:\n${message.text}`);
      },
    };
  }
  // Short time-outs: the player waits on this call, and a dead mail server must answer "Error sending".
  const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
