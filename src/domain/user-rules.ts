import { APPLICATION_ACCESS, DEFAULT_COUNTRY_CODE, PROJECT_TYPES } from './constants';
/** User dialog rules, shared by the dialog and the server. */
export type UserFormMode = 'create' | 'update';

export type UserRequirementContext = { mode: UserFormMode; isExternal: boolean; hasOrganizationList: boolean };

const ALWAYS = ['userName', 'firstName', 'lastName', 'contactPhone1CountryCode', 'phoneNumber', 'type', 'applicationAccess', 'isExternal'] as const;

/** Required fields: role is dropped for external users, the organization when there is no list to choose from; update also needs gender. */
export function requiredUserFields(context: UserRequirementContext): string[] {
  const fields: string[] = [...ALWAYS];
  if (!context.isExternal) fields.push('userRole');
  if (context.hasOrganizationList) fields.push('establishmentKey');
  if (context.mode === 'update') fields.push('gender');
  if (context.mode === 'create') fields.push('password', 'confirmPassword');
  return fields;
}

/** The associated organizations never hold the working one. */
export function associatedWithoutWorking(associated: readonly string[], working: string | undefined | null): string[] {
  return associated.filter((key) => key !== working);
}

/** A citizen without a user gets their phone number, without the country code, as user name. */
export function suggestedUserName(phoneNumber: string | undefined): string {
  return (phoneNumber ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

export function missingFields(body: Record<string, unknown>, required: readonly string[]): string[] {
  return required.filter((field) => body[field] === undefined || body[field] === null || body[field] === '');
}

/**
 * The application a user signs in to follows the project's type: a tax project ('1') works in
 * the web application ('1'), a health project ('2') in the birth application ('2'). A project
 * type this table does not know fixes nothing.
 */
const ACCESS_BY_PROJECT_TYPE: Readonly<Record<string, string>> = {
  [PROJECT_TYPES.tax]: APPLICATION_ACCESS.web,
  [PROJECT_TYPES.health]: APPLICATION_ACCESS.birth,
};

export function applicationAccessFor(projectType: string | undefined): string | undefined {
  return projectType !== undefined && Object.prototype.hasOwnProperty.call(ACCESS_BY_PROJECT_TYPE, projectType)
    ? ACCESS_BY_PROJECT_TYPE[projectType]
    : undefined;
}

export function applicationAccessFits(projectType: string | undefined, applicationAccess: unknown): boolean {
  const wanted = applicationAccessFor(projectType);
  return wanted === undefined || applicationAccess === wanted;
}

type Named = { firstName?: unknown; middleName?: unknown; lastName?: unknown; countryCode?: unknown; phoneNumber?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const phone = (value: unknown) => text(value).replace(/\D/g, '').replace(/^0+/, '');
const code = (value: unknown) => text(value).replace(/^\+/, '');

/**
 * A user linked to a citizen carries the citizen's names and phone, locked: the user's fields
 * that differ from the citizen's (compared trimmed; a phone by its digits, leading zeros aside).
 * A field the user input leaves out (undefined) keeps the stored value and is not compared.
 */
export function citizenLockedMismatches(user: Named, citizen: Named): string[] {
  const wrong: string[] = [];
  for (const field of ['firstName', 'middleName', 'lastName'] as const) {
    if (user[field] !== undefined && text(user[field]) !== text(citizen[field])) wrong.push(field);
  }
  if (user.countryCode !== undefined && code(user.countryCode) !== code(citizen.countryCode || DEFAULT_COUNTRY_CODE)) wrong.push('contactPhone1CountryCode');
  if (user.phoneNumber !== undefined && phone(user.phoneNumber) !== phone(citizen.phoneNumber)) wrong.push('phoneNumber');
  return wrong;
}
