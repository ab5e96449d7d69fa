import { daysBetween, isFutureDay } from './calendar-rules';
import { canPerform } from './permissions';
import type { PermissionEntry } from './access-labels';
import { formatReference } from './tax-reference';

/**
 * Death declarations: what a declaration must say, who may act on it in which state, and the
 * certificate number. Pure rules, shared by the server and the declaration form.
 */
export const DEATH_STATES = ['waitingForApproval', 'approved', 'rejected'] as const;
export type DeathState = (typeof DEATH_STATES)[number];

export const DEATH_SEXES = ['male', 'female'] as const;
export type DeathSex = (typeof DEATH_SEXES)[number];

/** Where the death happened: at the declaring hospital, or elsewhere (home, road…) described in words. */
export const DEATH_PLACE_KINDS = ['hospital', 'elsewhere'] as const;
export type DeathPlaceKind = (typeof DEATH_PLACE_KINDS)[number];

export const DECLARANT_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'otherRelative', 'hospitalStaff', 'other'] as const;
export type DeclarantRelation = (typeof DECLARANT_RELATIONS)[number];

/** The oldest age a declarant may state; anything above is a typing mistake. */
export const MAX_AGE_YEARS = 130;

/**
 * An ICD-10 code: a chapter letter, two digits, then optionally a dot and one or two digits
 * (A09, I21.9, U07.1). Only the shape is checked: the list of valid codes is the WHO's, not ours.
 */
export const ICD10_PATTERN = '^[A-Z][0-9]{2}(\\.[0-9]{1,2})?$';
const ICD10 = new RegExp(ICD10_PATTERN);
export const isIcd10Code = (text: string) => ICD10.test(text);

/** The part of a declaration the rules read. */
export type DeathFacts = {
  dateOfDeath: string;
  dateOfBirth?: string | null;
  ageYears?: number | null;
  placeKind: DeathPlaceKind;
  placeText?: string | null;
  icd10Code?: string | null;
};

export type DeathProblem = { field: string; message: DeathProblemKey };
export type DeathProblemKey = 'deathInFuture' | 'deathBeforeBirth' | 'birthInFuture' | 'birthOrAge' | 'ageRange' | 'placeRequired' | 'icd10';

/**
 * What is wrong with a declaration, field by field (empty when nothing is). `today` is the
 * latest day anywhere on Earth now (calendar-rules' latestToday), so a death declared just after
 * midnight in Lubumbashi is not refused by a server on UTC.
 */
export function deathProblems(facts: DeathFacts, today: string): DeathProblem[] {
  const problems: DeathProblem[] = [];
  if (isFutureDay(facts.dateOfDeath, today)) problems.push({ field: 'dateOfDeath', message: 'deathInFuture' });
  if (facts.dateOfBirth) {
    if (isFutureDay(facts.dateOfBirth, today)) problems.push({ field: 'dateOfBirth', message: 'birthInFuture' });
    else if (daysBetween(facts.dateOfBirth, facts.dateOfDeath) < 0) problems.push({ field: 'dateOfDeath', message: 'deathBeforeBirth' });
  } else if (facts.ageYears === undefined || facts.ageYears === null) {
    problems.push({ field: 'dateOfBirth', message: 'birthOrAge' });
  }
  if (facts.ageYears !== undefined && facts.ageYears !== null && (!Number.isInteger(facts.ageYears) || facts.ageYears < 0 || facts.ageYears > MAX_AGE_YEARS))
    problems.push({ field: 'ageYears', message: 'ageRange' });
  if (facts.placeKind === 'elsewhere' && !facts.placeText?.trim()) problems.push({ field: 'placeText', message: 'placeRequired' });
  if (facts.icd10Code && !isIcd10Code(facts.icd10Code)) problems.push({ field: 'icd10Code', message: 'icd10' });
  return problems;
}

/** The deceased's age in whole years at death, from the day of birth when known. */
export function ageAtDeath(facts: Pick<DeathFacts, 'dateOfBirth' | 'ageYears' | 'dateOfDeath'>): number | null {
  if (!facts.dateOfBirth) return facts.ageYears ?? null;
  const [by, bm, bd] = facts.dateOfBirth.split('-').map(Number);
  const [dy, dm, dd] = facts.dateOfDeath.split('-').map(Number);
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}

export type DeathAction = 'correct' | 'approve' | 'reject';

/** The access each action needs: vital-event clerks correct, health approvers decide. */
export const DEATH_ACTION_ACCESS: Readonly<Record<DeathAction, { area: 'Birth' | 'Health Approver'; action: 'update' }>> = {
  correct: { area: 'Birth', action: 'update' },
  approve: { area: 'Health Approver', action: 'update' },
  reject: { area: 'Health Approver', action: 'update' },
};

/** A declaration is corrected while it waits or after a rejection; it is decided only while it waits. */
const STATES_OF: Readonly<Record<DeathAction, readonly DeathState[]>> = {
  correct: ['waitingForApproval', 'rejected'],
  approve: ['waitingForApproval'],
  reject: ['waitingForApproval'],
};

export const actionAllowedIn = (action: DeathAction, state: DeathState) => STATES_OF[action].includes(state);

/** The state an action leads to: a correction sends a rejected declaration back for approval. */
export const stateAfter = (action: DeathAction): DeathState => (action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'waitingForApproval');

/** What a role may do with a declaration in that state now: the buttons a screen shows. */
export function deathActionsFor(roleList: readonly PermissionEntry[] | undefined, state: DeathState): DeathAction[] {
  return (Object.keys(STATES_OF) as DeathAction[]).filter((action) => {
    const access = DEATH_ACTION_ACCESS[action];
    return actionAllowedIn(action, state) && canPerform(roleList, access.area, access.action);
  });
}

/** The certificate number's prefix: the reference check character then tells a mistyped number. */
export const CERTIFICATE_PREFIX = 'DC';
export const certificateNumberOf = (year: number, sequence: number) => formatReference(CERTIFICATE_PREFIX, year, sequence);

/** The deceased's full name as the certificate prints it. */
export const deceasedName = (row: { deceasedFirstName: string; deceasedMiddleName?: string | null; deceasedLastName: string }) =>
  [row.deceasedFirstName, row.deceasedMiddleName, row.deceasedLastName].filter((part) => part?.trim()).join(' ');
