import { eq } from 'drizzle-orm';
import { rateInForce, type DatedRate } from '../../../domain/currency';
import { stepsForTaxType, type TaxType } from '../../../domain/tax-computation';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { projects } from '../../db/schema';
import type { RecordReader } from './record-reader';
import type { StepRecord } from './price-items';
import { noProcessConfiguration, noRate } from './tax-note-errors';

/** The project's own settings a note reads: its reference prefix and its due-date delay. */
export async function projectOf(db: Db, projectKey: string) {
  const [project] = await db
    .select({ referencePrefix: projects.referencePrefix, dueDateDays: projects.dueDateDays })
    .from(projects)
    .where(eq(projects.key, projectKey));
  if (!project) throw notFound();
  return project;
}

/** The step configurations of a tax type, in sequence (those without a type apply to every type). */
export async function stepsForType(reader: RecordReader, taxType: TaxType): Promise<StepRecord[]> {
  const rows = await reader.list('stepConfigurations', { range: '[0,499]', sort: '["sequence","ASC"]' });
  return stepsForTaxType(rows as unknown as StepRecord[], taxType);
}

/** The same, for a new note: a type without any step cannot be taxed. */
export async function stepsOf(reader: RecordReader, taxType: TaxType): Promise<StepRecord[]> {
  const steps = await stepsForType(reader, taxType);
  if (!steps.length) throw noProcessConfiguration();
  return steps;
}

/** The project's USD→CDF rate in force on the day (CDF for one dollar), frozen on the note. */
export async function usdToCdfRateOn(reader: RecordReader, day: string): Promise<string> {
  const rows = await reader.list('currencyConversions', {
    filter: JSON.stringify({ fromCurrency: 'USD', toCurrency: 'CDF', validFrom_lte: day }),
    sort: '["validFrom","DESC"]',
    // The latest few: a rate still waiting for approval prices nothing, and the domain skips it.
    range: '[0,49]',
  });
  const rate = rateInForce(rows as unknown as DatedRate[], 'USD', 'CDF', day);
  if (!rate) throw noRate();
  return rate.conversionRate;
}
