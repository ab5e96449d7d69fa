import type { RecordContext } from './record-scope';
import { and, eq } from 'drizzle-orm';
import { AppError, badRequest, forbidden, ruleBroken } from '../../app-error';
import { records } from '../../db/schema';
import { wrongEstablishmentChoices, type EstablishmentRef } from '../../../domain/establishment-choice';
import { isValidPhone } from '../../../domain/phone';
import { translate } from '../../../i18n/translate';
import { partiesAreSame } from '../../../domain/rental';
import { currenciesAreSame } from '../../../domain/currency';

export type RuleStage = 'create' | 'update' | 'delete';
type Rule = (context: RecordContext, data: Record<string, unknown>, stage: RuleStage, key?: string) => void | Promise<void>;

/**
 * Rules the generic store cannot know from a schema alone; each states a SPEC §5 rule that lives
 * in src/domain, so the form checks it too.
 */
const RULES: Record<string, Rule[]> = {
  rentalContracts: [(_, data, stage) => {
    if (stage !== 'delete' && partiesAreSame(data.ownerKey, data.renterKey)) throw ruleBroken('SAME_RENTER_OWNER', 'sameRenterOwner');
  }],
  currencyConversions: [(_, data, stage) => {
    if (stage !== 'delete' && currenciesAreSame(data.fromCurrency, data.toCurrency)) throw ruleBroken('SAME_CURRENCY', 'sameCurrency');
  }],
  establishments: [async (context, data, stage, key) => {
    if (stage !== 'delete') {
      // The parent must be of the same type and not a branch of this one; a bank account's bank a bank.
      const all = await projectEstablishments(context);
      const wrong = wrongEstablishmentChoices(data, key, all);
      if (wrong.length) throw new AppError(422, 'ESTABLISHMENT_CHOICE', 'establishmentRequired', {}, wrong.map((field) => ({ field, message: translate(context.language, 'errors.establishmentRequired') })));
    }
    // SPEC §6: one acts on an establishment only if it is in one's establishment list.
    const { principal } = context;
    if (principal.isSuperAdmin || stage === 'create') return;
    if (!key || !principal.establishmentKeys.includes(key)) throw forbidden('ESTABLISHMENT_NOT_YOURS', 'establishmentRequired');
  }],
};

/**
 * SPEC §5 phone rule on every phone field: checked against its country code, the sibling
 * `<field>CountryCode` (or contactPhone1CountryCode), +243 by default.
 */
function checkPhones(context: RecordContext, data: Record<string, unknown>) {
  for (const [field, property] of Object.entries(context.entity.inlined.properties)) {
    const value = data[field];
    if (property['x-admin-widget'] !== 'phone' || typeof value !== 'string' || !value) continue;
    const code = data[`${field}CountryCode`] ?? data.contactPhone1CountryCode;
    if (!isValidPhone(typeof code === 'string' ? code : undefined, value)) throw badRequest('INVALID_MOBILE', 'invalidMobile', {}, [{ field, message: translate(context.language, 'errors.invalidMobile') }]);
  }
}

async function projectEstablishments(context: RecordContext): Promise<EstablishmentRef[]> {
  const rows = await context.db.select({ key: records.key, data: records.data }).from(records)
    .where(and(eq(records.resource, 'establishments'), eq(records.projectKey, context.projectKey ?? '')));
  return rows.map((r) => ({ key: r.key, type: r.data.type as string | undefined, parentKey: r.data.parentKey as string | undefined }));
}

export async function applyRules(context: RecordContext, data: Record<string, unknown>, stage: RuleStage, key?: string): Promise<void> {
  if (stage !== 'delete') checkPhones(context, data);
  for (const rule of RULES[context.entity.resource] ?? []) await rule(context, data, stage, key);
}

