/**
 * 'Please select the correct establishment' for an establishment's own choices: its
 * parent (branch tree) and the banks of its bank accounts.
 */
export type EstablishmentRef = { key: string; type?: string; parentKey?: string };

/** Establishments of this type are banks (the one place that says so). */
export const BANK_TYPE = '3';
const CURRENCY_ACCOUNTS = ['cdf', 'usd'] as const;

/** The establishment and every branch below it: none of them may become its parent. */
export function branchKeys(rootKey: string, all: readonly EstablishmentRef[]): Set<string> {
  const found = new Set([rootKey]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of all) {
      if (e.parentKey && found.has(e.parentKey) && !found.has(e.key)) {
        found.add(e.key);
        grew = true;
      }
    }
  }
  return found;
}

/** A parent is correct when it exists, is of the same type, and is neither the establishment nor one of its branches. */
export function isCorrectParent(parentKey: string | undefined, self: { key?: string; type?: string }, all: readonly EstablishmentRef[]): boolean {
  if (!parentKey) return true;
  const parent = all.find((e) => e.key === parentKey);
  if (!parent) return false;
  if (self.type && parent.type && parent.type !== self.type) return false;
  return !self.key || !branchKeys(self.key, all).has(parentKey);
}

/** A bank account is correct when its bank is an establishment of the bank type. */
export function isCorrectBank(bankKey: string | undefined, all: readonly EstablishmentRef[]): boolean {
  if (!bankKey) return true;
  return all.some((e) => e.key === bankKey && e.type === BANK_TYPE);
}

type Choices = { type?: string; parentKey?: string; bankAccounts?: Partial<Record<(typeof CURRENCY_ACCOUNTS)[number], { bankKey?: string }>> };

/** The fields (dotted paths) whose establishment choice is wrong. */
export function wrongEstablishmentChoices(data: Choices, selfKey: string | undefined, all: readonly EstablishmentRef[]): string[] {
  const wrong: string[] = [];
  if (!isCorrectParent(data.parentKey, { key: selfKey, type: data.type }, all)) wrong.push('parentKey');
  for (const currency of CURRENCY_ACCOUNTS) {
    if (!isCorrectBank(data.bankAccounts?.[currency]?.bankKey, all)) wrong.push(`bankAccounts.${currency}.bankKey`);
  }
  return wrong;
}

/** The establishments a user acts on: those of their list and every branch below one of them. */
export function establishmentScope(callerKeys: readonly string[], all: readonly EstablishmentRef[]): Set<string> {
  const scope = new Set<string>();
  for (const key of callerKeys) for (const inside of branchKeys(key, all)) scope.add(inside);
  return scope;
}

export type EstablishmentWrite = { stage: 'create' | 'update' | 'delete'; key?: string; parentKey?: string };

/**
 * One rule for create, update and delete, so nobody creates an establishment they may then not
 * edit: outside Super Admin, an establishment is written only when it lies inside the caller's
 * scope (their establishments and the branches below them) before and after the change. A new
 * one is therefore a branch of an establishment in scope; a new top-level establishment (or
 * moving one out of one's scope) is a Super Admin's act.
 */
export function mayWriteEstablishment(write: EstablishmentWrite, callerKeys: readonly string[], all: readonly EstablishmentRef[]): boolean {
  const before = establishmentScope(callerKeys, all);
  if (write.stage === 'create') return Boolean(write.parentKey) && before.has(write.parentKey!);
  if (!write.key || !before.has(write.key)) return false;
  if (write.stage === 'delete') return true;
  const after = all.filter((e) => e.key !== write.key).concat({ key: write.key, parentKey: write.parentKey });
  return establishmentScope(callerKeys, after).has(write.key);
}
