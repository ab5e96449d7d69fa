import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../app-error';
import { languageFrom } from '../../../i18n/translate';
import { lookupWait } from '../../services/open/lookup-guard';
import { lookupTaxNote } from '../../services/open/lookup-tax-note';
import { nonEmpty, object } from '../body-schemas';
import { closedObject, flag, ok, text } from '../response-schemas';

const integer = { type: 'integer' } as const;
const money = closedObject({ amount: integer, currency: text });
const list = (items: object) => ({ type: 'array', items }) as const;

const publicNoteSchema = closedObject({
  reference: text,
  taxType: text,
  taxpayerName: text,
  period: text,
  lifecycle: text,
  paymentState: text,
  expired: flag,
  conversionRate: text,
  amount: money,
  counterAmount: money,
  paid: money,
  counterPaid: money,
  remaining: money,
  counterRemaining: money,
  dueDate: text,
  instalments: list(closedObject({ number: integer, dueDate: text, amount: money, paid: flag, late: flag })),
  payments: list(closedObject({ paymentDate: text, receiptNumber: text, method: text, paid: money, settled: money, reversed: flag, receiptUrl: text })),
  noteUrl: text,
  linksExpireAt: text,
});

/** A refused lookup: the same answer whatever was wrong, the reference or the mobile. */
export const tooManyLookups = (seconds: number) => new AppError(429, 'TOO_MANY_REQUESTS', 'tooManyLookups', { seconds });
/** A day's budget of the reference or the mobile is spent (see lookup-guard.ts). */
export const lookupBudgetSpent = (seconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'lookupBudgetSpent', { seconds, hours: Math.max(1, Math.ceil(seconds / 3600)) });

/** The citizen's lookup of a tax note by its reference and the mobile number written on it. */
export async function openLookupRoutes(app: FastifyInstance) {
  app.post<{ Body: { reference: string; mobile: string } }>(
    '/api/open/tax-note',
    {
      schema: {
        tags: ['Public site'],
        description:
          'A tax note by its reference and mobile number (name masked; 404 when the pair does not match; 10 a minute per address or IPv6 /64 and per reference, 20 a day per reference and per mobile)',
        body: object({ reference: nonEmpty(60), mobile: nonEmpty(30) }, ['reference', 'mobile']),
        response: ok(publicNoteSchema),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const wait = await lookupWait(app.db, { address: request.ip, reference: request.body.reference, mobile: request.body.mobile });
      // The error handler adds Retry-After from the seconds.
      if (wait) throw wait.daily ? lookupBudgetSpent(wait.seconds) : tooManyLookups(wait.seconds);
      const language = languageFrom(request.headers['accept-language']);
      const note = await lookupTaxNote(app.db, { ...request.body, language });
      if (!note) throw notFound();
      reply.header('Cache-Control', 'private, no-store');
      return { error: false, data: note };
    },
  );
}
