import type { FastifyRequest } from 'fastify';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { bankCondition, readableMethods, readsNoBank } from '../../../domain/bank-scope';
import type { PaymentMethod } from '../../../domain/payment-rules';
import { forbidden } from '../../app-error';
import type { Db } from '../../db/open-db';
import { payments, records, taxNotes } from '../../db/schema';
import { currentPrincipal } from '../../plugins/access';
import { reportFilters, type ReportFilters, type ReportQuery } from './report-filters';
import { readableBanksOf } from '../payments/payment-access';

export type BankReportQuery = ReportQuery & { bankKey?: string; method?: PaymentMethod };

export type BankReportFilters = ReportFilters & {
  /** null: every bank and every method; otherwise only payments received by these banks. */
  banks: readonly string[] | null;
  method?: PaymentMethod;
};

/**
 * The filters of a bank report, checked: the common ones, then the banks the caller may read. A
 * bank's agent asking for another bank, or another channel than bank, is refused (403) rather
 * than shown an empty report; one whose list holds no bank reads no report at all.
 */
export function bankReportFilters(request: FastifyRequest, query: BankReportQuery): BankReportFilters {
  const common = reportFilters(request, query);
  const principal = currentPrincipal(request);
  const readable = readableBanksOf(principal);
  if (readsNoBank(readable)) throw forbidden('BANK_SCOPE_EMPTY', 'bankScopeEmpty');
  const banks = bankCondition(readable, query.bankKey || undefined);
  if (banks === 'forbidden') throw forbidden('REPORT_BANK_FORBIDDEN', 'reportBankForbidden');
  if (query.method && !readableMethods(readable).includes(query.method)) throw forbidden('REPORT_BANK_FORBIDDEN', 'reportBankForbidden');
  return { ...common, banks, method: query.method };
}

/** Payments of the caller's projects received through the readable banks, by note zone (period aside). */
export function paymentScope(filters: Omit<BankReportFilters, 'from' | 'to' | 'gridShown'>): SQL[] {
  const conditions: SQL[] = [inArray(payments.projectKey, filters.projectKeys)];
  if (filters.banks) conditions.push(filters.banks.length ? inArray(payments.bankKey, [...filters.banks]) : sql`false`);
  if (filters.method) conditions.push(eq(payments.method, filters.method));
  if (filters.zone) {
    // A semi-join, so the planner reads the zone's notes once instead of one look-up per payment.
    const zoneNotes = sql`select ${taxNotes.key} from ${taxNotes} where ${and(inArray(taxNotes.projectKey, filters.projectKeys), eq(taxNotes.zone, filters.zone))}`;
    conditions.push(sql`${payments.noteKey} in (${zoneNotes})`);
  }
  return conditions;
}

/** Payments dated within the report's period, in its scope. */
export const paymentsWithin = (filters: BankReportFilters): SQL[] => [
  ...paymentScope(filters),
  gte(payments.paymentDate, filters.from),
  lte(payments.paymentDate, filters.to),
];

/** A sum of minor units as PostgreSQL answers it (numeric text), as an exact JS integer. */
export function minorUnits(value: string | number | null): number {
  const amount = Number(value ?? 0);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${value} is not a whole number of minor units within 2^53`);
  return amount;
}

/** The names of banks (establishments) by key, as the record store labels them. */
export async function bankNames(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: records.key, label: records.label })
    .from(records)
    .where(and(eq(records.resource, 'establishments'), inArray(records.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.label]));
}
