import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { readMailSettings } from '../config';
import { deliverDueMessages, type DeliverMessage } from '../services/notifications/deliver-notifications';
import { mailHtml } from '../services/notifications/mail-html';
import { smtpSender, type MailSender } from '../services/notifications/mail-sender';
import { languageOf } from '../services/notifications/compose-outbox-message';
import type { Job, JobContext } from './job';

/**
 * Sends the queued e-mails of the project, then those about an account (no project), through
 * SMTP, and schedules retries of the failed ones, like smsDelivery. The sender comes from the
 * settings (config.ts) at the first run unless one is given (tests). Without SMTP settings the
 * run sends nothing and leaves the messages pending: the start-up log says so once, and the
 * outbox gauges of /metrics show them waiting; the person who asked was answered as usual.
 */
export function mailDeliveryJob(sender?: MailSender | null): Job {
  let chosen: MailSender | null | undefined = sender;
  return {
    ...SCHEDULED_JOBS.mailDelivery,
    run: async ({ db, projectKey, now }: JobContext) => {
      if (chosen === undefined) {
        const settings = readMailSettings();
        chosen = settings ? smtpSender(settings) : null;
      }
      if (chosen === null) return { counts: {} };
      const mailer = chosen;
      const send: DeliverMessage = async (message, composed) => {
        const language = languageOf(message.payload.language);
        await mailer.send({ to: message.recipient, subject: composed.subject, text: composed.body, html: mailHtml(language, composed.subject, composed.body) });
      };
      const project = await deliverDueMessages(db, projectKey, 'email', send, now);
      if (project.more) return project;
      // The claim (SKIP LOCKED) lets exactly one project's run take each message about an account.
      const account = await deliverDueMessages(db, null, 'email', send, now);
      const counts = Object.fromEntries(
        Object.entries(project.counts).map(([name, count]) => [name, count + account.counts[name as keyof typeof account.counts]]),
      );
      return { counts, error: project.error ?? account.error, more: account.more };
    },
  };
}

export const MAIL_DELIVERY_JOB: Job = mailDeliveryJob();
