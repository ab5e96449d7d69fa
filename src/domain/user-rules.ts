/** SPEC §5 user dialog rules, shared by the dialog and the server. */
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
