import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './support/test-app';
import { notificationOutbox } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { mailDeliveryJob } from '../../src/server/jobs/mail-delivery';
import { smsDeliveryJob } from '../../src/server/jobs/sms-delivery';
import { publicOrigin, readMailSettings } from '../../src/server/config';
import { smtpSender } from '../../src/server/services/notifications/mail-sender';
import type { SmsGateway } from '../../src/server/services/notifications/sms-gateway';

/**
 * E-mail through SMTP: each test receives the mail on an SMTP server it starts on 127.0.0.1, reads
 * it as a mail client would (the text and the HTML part), and follows its link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Mail = { from: string; to: string[]; subject: string; text: string; html: string };

/** Quoted-printable or base64 bytes, read as UTF-8. */
function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** A header as a mail client shows it: unfolded, encoded words (=?UTF-8?Q?…?=) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? decodeBody(text, 'base64') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The text/plain and text/html parts of a raw message (nodemailer's multipart/alternative). */
function parseMail(raw: string, envelope: { from: string; to: string[] }): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'])?.[1];
  for (const part of boundary ? raw.slice(split).split(`--${boundary}`) : []) {
    const partSplit = part.indexOf('\r\n\r\n');
    if (partSplit < 0) continue;
    const partHeaders = headersOf(part.slice(0, partSplit).replace(/^\r\n/, ''));
    const type = /^text\/(plain|html)/.exec(partHeaders['content-type'] ?? '')?.[1];
    if (type) parts[type] = decodeBody(part.slice(partSplit + 4).replace(/\r\n$/, ''), partHeaders['content-transfer-encoding'] ?? '');
  }
  return { ...envelope, subject: decodeHeader(headers.subject ?? ''), text: parts.plain ?? '', html: parts.html ?? '' };
}

/** An SMTP server on 127.0.0.1 (no TLS, no login) keeping every message it accepts. */
async function localSmtp(port = 0) {
  const received: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const FROM = 'Mapato <no-reply@mapato.test>';
const senderTo = (port: number) => smtpSender({ host: '127.0.0.1', port, secure: false, from: FROM });
const runMail = (port: number | null, now: () => Date = () => new Date()) =>
  mailDeliveryJob(port === null ? null : senderTo(port)).run({ db: t.database.db, projectKey: TAX_PROJECT_KEY, now });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers });
const outboxRows = (recipient: string, template: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.template, template)))
    .orderBy(desc(notificationOutbox.createdAt));

describe('a password reset reaches its holder by e-mail and by SMS', () => {
  it('mails a working link on PUBLIC_ORIGIN (not the Host named), in text and HTML; the outbox keeps no token', async () => {
    const smtp = await localSmtp();
    try {
      expect((await post('/api/auth/forgot-password', { userName: 'receveur' }, { host: 'evil.example' })).statusCode).toBe(200);
      const [email] = await outboxRows('receveur@mapato.example', 'passwordReset');
      const [sms] = await outboxRows('+243812345604', 'passwordReset');
      expect(email).toMatchObject({ channel: 'email', status: 'pending' });
      expect(sms).toMatchObject({ channel: 'sms', status: 'pending' });
      for (const row of [email, sms]) expect(JSON.stringify(row)).not.toMatch(/token=/);

      const run = await runMail(smtp.port);
      expect(run.counts.sent).toBeGreaterThanOrEqual(1);
      const mail = smtp.received.find((received) => received.to.includes('receveur@mapato.example'))!;
      expect(mail).toMatchObject({ from: 'no-reply@mapato.test', subject: 'Mapato: reset your password' });
      const link = /(\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)![1];
      expect(link.startsWith(`${publicOrigin()}/reset-password?token=`)).toBe(true);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain(`<a href="${link}">`);
      expect((await outboxRows('receveur@mapato.example', 'passwordReset'))[0]).toMatchObject({ status: 'sent', attempts: 1 });

      // The SMS carries the same link: either message opens the reset.
      const texts: string[] = [];
      const gateway: SmsGateway = { name: 'test', send: async ({ to, body }) => (to === '+243812345604' && texts.push(body), {}) };
      await smsDeliveryJob(gateway).run({ db: t.database.db, projectKey: TAX_PROJECT_KEY, now: () => new Date() });
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(link);

      const token = new URL(link).searchParams.get('token')!;
      const reset = await post('/api/auth/reset-password', { token, password: 'Courriel@2026', confirmPassword: 'Courriel@2026' });
      expect(reset.statusCode).toBe(200);
      expect((await t.login('receveur', 'Courriel@2026')).userName).toBe('receveur');
    } finally {
      await smtp.close();
    }
  });

  it('writes the e-mail in the language of the page that asked', async () => {
    const smtp = await localSmtp();
    try {
      await post('/api/auth/forgot-password', { userName: 'taxateur' }, { 'accept-language': 'fr' });
      await runMail(smtp.port);
      const mail = smtp.received.find((received) => received.to.includes('taxateur@mapato.example'))!;
      expect(mail.subject).toBe('Mapato : réinitialisez votre mot de passe');
      expect(mail.text).toMatch(/^Bonjour \S+, ouvrez ce lien dans les 30 minutes/);
      expect(mail.html).toContain('<html lang="fr">');
    } finally {
      await smtp.close();
    }
  });
});

describe('the sign-up notice', () => {
  it('reaches the new account holder by e-mail, and an SMS is queued for their phone', async () => {
    const smtp = await localSmtp();
    try {
      const response = await post(
        '/api/auth/sign-up',
        {
          firstName: 'Espérance',
          lastName: 'Kabila',
          userName: 'ekabila-mail',
          emailAddress: 'ekabila@example.cd',
          contactPhone1CountryCode: '243',
          phoneNumber: '970000077',
          password: 'Kabila@2026',
          confirmPassword: 'Kabila@2026',
        },
        { 'accept-language': 'fr' },
      );
      expect(response.statusCode).toBe(200);
      expect(await outboxRows('+243970000077', 'signUpReceived')).toHaveLength(1);
      await runMail(smtp.port);
      const mail = smtp.received.find((received) => received.to.includes('ekabila@example.cd'))!;
      expect(mail.subject).toBe('Mapato : votre compte attend une confirmation');
      expect(mail.text).toContain('Bonjour Espérance, votre compte Mapato a été créé.');
      expect(mail.html).toContain('Bonjour Espérance');
    } finally {
      await smtp.close();
    }
  });
});

describe('when SMTP fails or is not set', () => {
  it('keeps a message the SMTP server could not take and delivers it once the server is back', async () => {
    const probe = await localSmtp();
    const port = probe.port;
    await probe.close();
    await post('/api/auth/forgot-password', { userName: 'approver' });
    const start = new Date(Date.now() + 60_000);
    const down = await runMail(port, () => start);
    expect(down.counts.retried).toBeGreaterThanOrEqual(1);
    expect(down.error).toBeTruthy();
    const [waiting] = await outboxRows('approver@mapato.example', 'passwordReset');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).not.toBe('');
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(start.getTime());

    const smtp = await localSmtp(port);
    try {
      // Not due yet: the retry waits its backoff.
      await runMail(port, () => start);
      expect(smtp.received.filter((mail) => mail.to.includes('approver@mapato.example'))).toHaveLength(0);
      await runMail(port, () => new Date(start.getTime() + 2 * 60_000));
      const mails = smtp.received.filter((mail) => mail.to.includes('approver@mapato.example'));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toMatch(/reset-password\?token=[\w-]+/);
      expect((await outboxRows('approver@mapato.example', 'passwordReset'))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: '' });
    } finally {
      await smtp.close();
    }
  });

  it('sends nothing and spends no attempt without SMTP settings; the person is answered as usual', async () => {
    const asked = await post('/api/auth/forgot-password', { userName: 'cashier' });
    expect(asked.statusCode).toBe(200);
    const before = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'email'));
    const run = await runMail(null);
    expect(run).toEqual({ counts: {} });
    const after = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'email'));
    expect(after).toEqual(before);
    expect(after.some((row) => row.template === 'passwordReset' && row.status === 'pending' && row.attempts === 0)).toBe(true);
  });

  it('two runs at once send each e-mail once', async () => {
    const smtp = await localSmtp();
    try {
      const rows = Array.from({ length: 6 }, (_, index) => ({
        key: `mail-race-${index}`,
        channel: 'email',
        recipient: `race${index}@example.cd`,
        template: 'signUpReceived',
        subject: 'Mapato',
        body: `Message ${index}`,
        projectKey: 'mail-race',
      }));
      await t.database.db.insert(notificationOutbox).values(rows);
      const job = mailDeliveryJob(senderTo(smtp.port));
      await Promise.all([1, 2].map(() => job.run({ db: t.database.db, projectKey: 'mail-race', now: () => new Date() })));
      const raced = smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('race')));
      expect(raced.map((mail) => mail.to[0]).sort()).toEqual(rows.map((row) => row.recipient).sort());
    } finally {
      await smtp.close();
    }
  });
});

describe('SMTP settings (config.ts)', () => {
  it('reads SMTP_URL or SMTP_HOST…, needs MAIL_FROM, and refuses a half-written setting', () => {
    expect(readMailSettings({})).toBeUndefined();
    expect(readMailSettings({ SMTP_URL: 'smtps://u:p@mail.example.cd:465', MAIL_FROM: FROM })).toEqual({ url: 'smtps://u:p@mail.example.cd:465', from: FROM });
    expect(readMailSettings({ SMTP_HOST: 'mail.example.cd', SMTP_USER: 'mapato', SMTP_PASSWORD: 's3cret', MAIL_FROM: FROM })).toEqual({
      host: 'mail.example.cd',
      port: 587,
      secure: false,
      user: 'mapato',
      password: 's3cret',
      from: FROM,
    });
    expect(readMailSettings({ SMTP_HOST: 'mail.example.cd', SMTP_SECURE: 'true', MAIL_FROM: FROM })).toMatchObject({ port: 465, secure: true });
    expect(() => readMailSettings({ SMTP_HOST: 'mail.example.cd' })).toThrow(/MAIL_FROM/);
    expect(() => readMailSettings({ SMTP_HOST: 'mail.example.cd', SMTP_PORT: 'abc', MAIL_FROM: FROM })).toThrow(/SMTP_PORT/);
    expect(() => readMailSettings({ SMTP_HOST: 'mail.example.cd', SMTP_SECURE: 'yes', MAIL_FROM: FROM })).toThrow(/SMTP_SECURE/);
    expect(() => readMailSettings({ SMTP_URL: 'mail.example.cd', MAIL_FROM: FROM })).toThrow(/SMTP_URL/);
  });
});
