import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { RecordContext } from './record-scope';
import { AppError, badRequest, forbidden } from '../../app-error';
import type { ErrorKey } from '../../app-error';
import { records, users } from '../../db/schema';
import { latestToday } from '../../../domain/calendar-rules';
import { userBlockingCitizenDeletion } from '../../../domain/citizen-status';
import { rateApproved, rateIsHistory } from '../../../domain/currency';
import { assertRateDatable, type RateDraft } from '../money-requests/rate-rules';
import { rateApprovedUnchangeable, rateChangeByRequesterOnly } from '../money-requests/money-request-errors';
import { entityViolations, factsNeeded, fieldLabelKey, type RuleFacts, type RuleViolation } from '../../../domain/entity-rules';
import { mayWriteEstablishment, type EstablishmentRef } from '../../../domain/establishment-choice';
import { isValidPhone } from '../../../domain/phone';
import { uniqueForm, uniqueRules } from '../../../domain/unique-fields';
import { translate } from '../../../i18n/translate';
import { dayInZone } from '../../../domain/dated-money';

export type RuleStage = 'create' | 'update' | 'delete';
type ServerRule = (context: RecordContext, data: Record<string, unknown>, stage: RuleStage, key?: string) => void | Promise<void>;

/** A field's label in the caller's language (the field's own name when it has none). */
export function fieldLabel(context: RecordContext, field: string): string {
  const labelKey = fieldLabelKey(context.entity.resource, field);
  const label = translate(context.language, labelKey);
  return label === labelKey ? field : label;
}

function violationError(context: RecordContext, violations: RuleViolation[]): AppError {
  const [first] = violations;
  const message = (v: RuleViolation) => ({ field: fieldLabel(context, v.field), ...v.params });
  return new AppError(
    first.status,
    first.code,
    first.message as ErrorKey,
    message(first),
    violations.map((v) => ({ field: v.field, message: translate(context.language, `errors.${v.message}`, message(v)) })),
  );
}

/**
 * Rules that act on who asks or on what a record was, not on the record's data alone, so they
 * have no place in a form.
 */
const SERVER_RULES: Record<string, ServerRule[]> = {
  establishments: [
    async (context, data, stage, key) => {
      const { principal } = context;
      if (principal.isSuperAdmin) return;
      const write = { stage, key, parentKey: typeof data.parentKey === 'string' && data.parentKey ? data.parentKey : undefined };
      if (!mayWriteEstablishment(write, principal.establishmentKeys, await projectEstablishments(context)))
        throw forbidden('ESTABLISHMENT_NOT_YOURS', 'establishmentRequired');
    },
  ],
  currencyConversions: [
    async (context, data, stage, key) => {
      const field = fieldLabel(context, 'validFrom');
      if (stage !== 'delete') await assertRateDatable(context.db, context.projectKey ?? '', { ...data, key } as RateDraft, new Date(), field);
      if (stage === 'create' || !key) return;
      const [current] = await context.db
        .select({ data: records.data, createdBy: records.createdBy })
        .from(records)
        .where(and(inThisResource(context), eq(records.key, key)));
      if (!current) return;
      if (rateIsHistory(current.data.validFrom, dayInZone(new Date()))) {
        throw violationError(context, [
          { field: 'validFrom', code: 'RATE_IN_HISTORY', message: 'rateInHistory', status: 409, params: { validFrom: String(current.data.validFrom) } },
        ]);
      }
      // Four eyes: an approved rate prices payments; only a new rate, approved by someone else, replaces it.
      if (rateApproved(current.data)) throw rateApprovedUnchangeable(field);
      // A waiting rate stays its requester's: another person changing it would then approve their own figure.
      if (current.createdBy !== context.principal.userKey) throw rateChangeByRequesterOnly();
    },
  ],
  citizens: [
    async (context, _data, stage, key) => {
      if (stage !== 'delete' || !key) return;
      const linked = await context.db.select({ userName: users.userName }).from(users).where(eq(users._citizenKey, key));
      const userName = userBlockingCitizenDeletion(linked.map((u) => u.userName));
      if (userName) throw new AppError(409, 'CITIZEN_HAS_USER', 'citizenHasUser', { userName });
    },
  ],
};

/**
 * Phone rule on every phone field: checked against its country code, the sibling
 * `<field>CountryCode` (or contactPhone1CountryCode), +243 by default.
 */
function checkPhones(context: RecordContext, data: Record<string, unknown>) {
  for (const [field, property] of Object.entries(context.entity.inlined.properties)) {
    const value = data[field];
    if (property['x-admin-widget'] !== 'phone' || typeof value !== 'string' || !value) continue;
    const code = data[`${field}CountryCode`] ?? data.contactPhone1CountryCode;
    if (!isValidPhone(typeof code === 'string' ? code : undefined, value))
      throw badRequest('INVALID_MOBILE', 'invalidMobile', {}, [{ field, message: translate(context.language, 'errors.invalidMobile') }]);
  }
}

const inThisResource = (context: RecordContext, resource = context.entity.resource): SQL =>
  and(eq(records.resource, resource), eq(records.projectKey, context.projectKey ?? ''))!;
const others = (context: RecordContext, key: string | undefined, resource?: string): SQL =>
  (key ? and(inThisResource(context, resource), ne(records.key, key)) : inThisResource(context, resource))!;

/** The value as the unique indexes compare it: case and white space do not count. */
const comparable = (field: string) => sql`lower(regexp_replace(${records.data}->>${sql.raw(`'${field}'`)}, '\\s+', '', 'g'))`;

async function projectEstablishments(context: RecordContext): Promise<EstablishmentRef[]> {
  const rows = await context.db.select({ key: records.key, data: records.data }).from(records).where(inThisResource(context, 'establishments'));
  return rows.map((r) => ({ key: r.key, type: r.data.type as string | undefined, parentKey: r.data.parentKey as string | undefined }));
}

/** The facts of the database the resource's domain rules need (see src/domain/entity-rules.ts). */
async function loadFacts(context: RecordContext, data: Record<string, unknown>, key?: string): Promise<RuleFacts> {
  const facts: RuleFacts = { today: latestToday(new Date()) };
  for (const fact of factsNeeded(context.entity.resource)) {
    if (fact === 'establishments') facts.establishments = await projectEstablishments(context);
    if (fact === 'otherSplits') {
      const rows = await context.db.select({ data: records.data }).from(records).where(others(context, key));
      facts.otherSplits = rows.map((r) => Number(r.data.percentage)).filter(Number.isFinite);
    }
    if (fact === 'otherNomenclature') {
      const account = uniqueForm(data.account);
      const rows = account
        ? await context.db
            .select({ data: records.data })
            .from(records)
            .where(and(others(context, key), sql`${comparable('account')} = ${account}`))
        : [];
      facts.otherNomenclature = rows.map((r) => r.data);
    }
  }
  return facts;
}

/**
 * Values the schema marks `x-admin-unique`, looked up before writing so the refusal names the
 * field in the caller's language. The unique index (ensure-record-indexes.ts) stays the guarantee
 * when two saves race.
 */
async function checkUnique(context: RecordContext, data: Record<string, unknown>, key?: string) {
  if (!context.entity.projectScoped) return;
  for (const rule of uniqueRules(context.entity.schema)) {
    const values = rule.fields.map((field) => uniqueForm(data[field]));
    if (values.some((v) => v === undefined)) continue;
    const same = rule.fields.map((field, index) => sql`${comparable(field)} = ${values[index]}`);
    const [taken] = await context.db
      .select({ key: records.key })
      .from(records)
      .where(and(others(context, key), ...same))
      .limit(1);
    if (taken) throw violationError(context, [{ field: rule.field, code: 'DUPLICATE', message: 'duplicateValue', status: 409 }]);
  }
}

/**
 * Every rule of a record about to be written (or deleted): the form's rules from src/domain
 * again, whatever the client did, then the uniqueness and the rules only the server can judge.
 */
export async function applyRules(context: RecordContext, data: Record<string, unknown>, stage: RuleStage, key?: string): Promise<void> {
  if (stage !== 'delete') {
    checkPhones(context, data);
    const violations = entityViolations(context.entity.resource, data, await loadFacts(context, data, key), key);
    if (violations.length) throw violationError(context, violations);
  }
  for (const rule of SERVER_RULES[context.entity.resource] ?? []) await rule(context, data, stage, key);
  if (stage !== 'delete') await checkUnique(context, data, key);
}
