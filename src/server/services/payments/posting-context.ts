import { eq, sql } from 'drizzle-orm';
import { rateInForce, type DatedRate } from '../../../domain/currency';
import { basisPointsOf, type Beneficiary } from '../../../domain/revenue-shares';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { projects } from '../../db/schema';
import { noRate, noRateOn } from '../tax-notes/tax-note-errors';

type SplitRow = { key: string; beneficiary: string; percentage: number };

/**
 * What a posting reads of its project, in one round trip (a counter's post is the hottest write
 * of the product): the receipt prefix, the project's USD→CDF rates, of which the domain picks the
 * one in force on the payment date, and the revenue-split beneficiaries as basis points (the rest
 * is the treasury's). The records are the project's own, as the record services scope them.
 */
export async function postingContext(tx: Db, projectKey: string, paymentDate: string, today: string = paymentDate) {
  // The subqueries name the project's table in full: drizzle leaves columns unqualified there.
  const [row] = await tx
    .select({
      referencePrefix: projects.referencePrefix,
      rates: sql<DatedRate[]>`(select coalesce(json_agg(r.data), '[]') from records r
        where r.resource = 'currencyConversions' and r.project_key = projects.key
          and r.data->>'fromCurrency' = 'USD' and r.data->>'toCurrency' = 'CDF')`,
      splits: sql<
        SplitRow[]
      >`(select coalesce(json_agg(json_build_object('key', r.key, 'beneficiary', r.data->'beneficiary', 'percentage', r.data->'percentage')), '[]')
        from records r where r.resource = 'revenueSplits' and r.project_key = projects.key)`,
    })
    .from(projects)
    .where(eq(projects.key, sql.placeholder('projectKey')))
    // Named, so each connection plans it once: planning it over the record store's many partial
    // indexes costs more than running it.
    .prepare('posting_context')
    .execute({ projectKey });
  if (!row) throw notFound();
  const rate = rateInForce(row.rates, 'USD', 'CDF', paymentDate);
  // The message names the day when it is not today: the rate missing is that day's.
  if (!rate) throw paymentDate === today ? noRate() : noRateOn(paymentDate);
  const beneficiaries: Beneficiary[] = row.splits.map((split) => ({
    key: split.key,
    name: split.beneficiary,
    basisPoints: basisPointsOf(Number(split.percentage)),
  }));
  return { referencePrefix: row.referencePrefix, rate: rate.conversionRate, beneficiaries };
}
