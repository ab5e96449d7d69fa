import { BANK_TYPE } from '../../../domain/establishment-choice';
import { readableBanks } from '../../../domain/bank-scope';
import { methodsFor, mayUseMethod, type MethodRights, type PaymentMethod } from '../../../domain/payment-rules';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { recordReader } from '../tax-notes/record-reader';
import { bankInvalid, bankRefused, methodRefused } from './payment-errors';

/** The caller's payment rights (the domain rule). */
export function paymentRightsOf(principal: Principal): MethodRights {
  return methodsFor({ name: principal.roleName, roleList: principal.roleList, userType: principal.userType ?? undefined }, principal.establishmentKeys);
}

/** The banks whose ledger rows the caller may read (the bank reports' rule, on every read path). */
export function readableBanksOf(principal: Principal): 'any' | readonly string[] {
  return readableBanks({ name: principal.roleName, roleList: principal.roleList, userType: principal.userType }, principal.establishmentKeys);
}

/**
 * Whether the caller may record this payment: the method must be one of theirs (403), a bank
 * agent's bank one of their establishment list (403), and a bank payment must name one of the
 * project's banks (400).
 */
export async function assertMayRecord(db: Db, projectKey: string, principal: Principal, method: PaymentMethod, bankKey: string | undefined) {
  const rights = paymentRightsOf(principal);
  if (!rights.methods.includes(method)) throw methodRefused();
  if (method !== 'bank') return;
  if (!bankKey) throw bankInvalid();
  if (!mayUseMethod(rights, method, bankKey)) throw bankRefused();
  const bank = await recordReader(db, projectKey, principal).find('establishments', bankKey);
  if (!bank || bank.data.type !== BANK_TYPE) throw bankInvalid();
}

export type { PaymentMethod };
