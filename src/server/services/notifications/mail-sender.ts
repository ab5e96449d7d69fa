import type { Transporter } from 'nodemailer';
import type { MailSettings } from '../../config';

/** One e-mail: its plain text and the same text as simple HTML. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * What delivers an e-mail. A resolved promise means the SMTP server accepted it; a rejection is a
 * failed attempt, retried later by the delivery job with the error kept on the outbox row.
 */
export type MailSender = { send: (message: MailMessage) => Promise<void> };

/** How long an SMTP server may take to answer before the attempt counts as failed (and is retried). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * The SMTP sender of the settings (config.ts): one nodemailer transport, its connections opened
 * per message. nodemailer is loaded at the first e-mail, not at every start.
 */
export function smtpSender(settings: MailSettings): MailSender {
  const timeouts = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: 3 * SMTP_TIMEOUT_MS };
  let transport: Promise<Transporter> | undefined;
  const opened = async () => {
    const { createTransport } = await import('nodemailer');
    return createTransport(
      settings.url
        ? { url: settings.url, ...timeouts }
        : {
            host: settings.host,
            port: settings.port,
            secure: settings.secure,
            auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
            ...timeouts,
          },
      { from: settings.from },
    );
  };
  return {
    async send(message) {
      transport ??= opened();
      await (await transport).sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
