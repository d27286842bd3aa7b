import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import { LOCAL_ONLY } from "../recentLogs.ts";

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  /** Where mail goes, as /admin/email-settings shows it (never the password). */
  readonly settings: MailSettings;
}

export interface MailSettings {
  /** False: SMTP_URL is unset and e-mails are written to the server log. */
  configured: boolean;
  host: string | null;
  port: number | null;
  /** smtps:// (TLS from the start); smtp:// may still upgrade with STARTTLS. */
  secure: boolean;
  user: string | null;
  from: string;
}

/** SMTP_URL's parts an admin may see. */
export function mailSettingsOf(smtpUrl: string | undefined, from: string): MailSettings {
  if (!smtpUrl) return { configured: false, host: null, port: null, secure: false, user: null, from };
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    configured: true,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : null,
    from,
  };
}

/**
 * Login e-mails through nodemailer to SMTP_URL. Without SMTP_URL the message (and so the code) is
 * written to the server log instead, for a local site with no mail server (README says so): under
 * LOCAL_ONLY, so /admin/logs shows it redacted (an admin never reads users' login codes there).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const settings = mailSettingsOf(options.smtpUrl, options.from);
  if (!options.smtpUrl) {
    return {
      settings,
      async send(message) {
        options.log.warn(
          { to: message.to, [LOCAL_ONLY]: { subject: message.subject, text: message.text } },
          `SMTP_URL is not set; the e-mail is written here instead (${LOCAL_ONLY}.text)`,
        );
      },
    };
  }
  // Short time-outs: the player waits on this call, and a dead mail server must answer "Error sending".
  const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    settings,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
