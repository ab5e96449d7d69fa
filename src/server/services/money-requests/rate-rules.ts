import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { rateApproved } from '../../../domain/currency';
import { dayInFuture, daysRepriced, repricesPayments } from '../../../domain/money-requests';
import type { Db } from '../../db/open-db';
import { payments, records } from '../../db/schema';
import { rateDateInFuture, rateOverConvertedDays } from './money-request-errors';

export type RateDraft = { key?: string; fromCurrency: unknown; toCurrency: unknown; validFrom: unknown };

/**
 * A rate may not take effect on a day that has not come (the project's day), nor on a day whose
 * payments were already converted at the rate then in force (the finding M4: a rate created in the
 * past reprices what was collected). Checked when the rate is entered and again when approved.
 * `field` is the translated name of validFrom, for the message.
 */
export async function assertRateDatable(db: Db, projectKey: string, rate: RateDraft, now: Date, field: string) {
  if (typeof rate.validFrom !== 'string') return;
  if (dayInFuture(rate.validFrom, dayInZone(now))) throw rateDateInFuture(field);
  if (!repricesPayments(rate.fromCurrency, rate.toCurrency)) return;
  const pair = [rate.fromCurrency, rate.toCurrency].map(String).sort();
  const others = await db
    .select({ data: records.data })
    .from(records)
    .where(
      and(
        eq(records.resource, 'currencyConversions'),
        eq(records.projectKey, projectKey),
        ...(rate.key ? [ne(records.key, rate.key)] : []),
        sql`${records.data}->>'fromCurrency' = ${String(rate.fromCurrency)}`,
      ),
    );
  const days = others
    .map((row) => row.data as { toCurrency?: string; validFrom?: string; approvalState?: string })
    .filter((data) => data.toCurrency === rate.toCurrency && typeof data.validFrom === 'string' && rateApproved(data))
    .map((data) => data.validFrom as string);
  const window = daysRepriced(rate.validFrom, days);
  // A conversion: a payment whose paid currency is one of the pair and differs from what it settles.
  const [converted] = await db
    .select({ day: payments.paymentDate })
    .from(payments)
    .where(
      and(
        eq(payments.projectKey, projectKey),
        eq(payments.kind, 'payment'),
        ne(payments.paidCurrency, payments.settledCurrency),
        sql`${payments.paidCurrency} in (${pair[0]}, ${pair[1]}) and ${payments.settledCurrency} in (${pair[0]}, ${pair[1]})`,
        gte(payments.paymentDate, window.from),
        ...(window.until ? [lt(payments.paymentDate, window.until)] : []),
      ),
    )
    .orderBy(payments.paymentDate)
    .limit(1);
  if (converted) throw rateOverConvertedDays(converted.day, rate.validFrom, field);
}
