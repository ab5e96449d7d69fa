import { isStrongPassword } from '../../src/domain/password';
import { COUNTRY_CODE_PATTERN, isValidPhone } from '../../src/domain/phone';
import { missingFields, requiredUserFields } from '../../src/domain/user-rules';
import type { UserFormState, UserFormValues } from './user-form';

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const countryCodeRegex = new RegExp(COUNTRY_CODE_PATTERN);
// The same loose check the browser applies to type="email"; the server's Ajv format decides.
const emailRegex = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields the dialog requires now. A non-user form (an existing user picked) saves nothing, so
 * it requires nothing: asking for a role and an organization it never sends misled admins (admin-health C1).
 */
export function requiredFields(state: UserFormState, hasOrganizationList: boolean): string[] {
  if (state.kind === 'nonUser') return [];
  return requiredUserFields({ mode: state.mode, isExternal: state.values.isExternal, hasOrganizationList });
}

/** i18n keys of what is wrong, per field; the submit button stays disabled while any is present. */
export function userFormErrors(state: UserFormState, hasOrganizationList: boolean): UserFormErrors {
  const { values } = state;
  const errors: UserFormErrors = {};
  // An existing user picked: nothing is sent, so nothing of their stored record can block Create.
  if (state.kind === 'nonUser') return errors;
  for (const field of missingFields(values as unknown as Record<string, unknown>, requiredFields(state, hasOrganizationList))) {
    errors[field as keyof UserFormValues] = 'users.dialog.required';
  }
  if (values.contactPhone1CountryCode && !countryCodeRegex.test(values.contactPhone1CountryCode))
    errors.contactPhone1CountryCode = 'users.dialog.countryCodeInvalid';
  else if (values.phoneNumber && !isValidPhone(values.contactPhone1CountryCode, digits(values.phoneNumber))) errors.phoneNumber = 'users.dialog.phoneInvalid';
  if (values.emailAddress.trim() && !emailRegex.test(values.emailAddress.trim())) errors.emailAddress = 'users.dialog.emailInvalid';
  if (state.mode === 'create' && state.kind === 'user') {
    if (values.password && !isStrongPassword(values.password)) errors.password = 'USER.PASSWORD_VALIDATION1';
    if (values.confirmPassword !== values.password) errors.confirmPassword = 'USER.PASSWORD_VALIDATION2';
  }
  return errors;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Text fields sent only when filled in: the schemas hold no nullable fields, and '' breaks enum and format checks. */
const OPTIONAL_ON_CREATE = ['title', 'middleName', 'gender', 'emailAddress', 'company', 'additionalInfo', 'imageSrc', 'establishmentKey', 'userRole'] as const;
/** Plain text an update may clear by sending ''. */
const CLEARABLE = ['title', 'middleName', 'company', 'additionalInfo'] as const;

function common(values: UserFormValues): Record<string, unknown> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    contactPhone1CountryCode: values.contactPhone1CountryCode,
    phoneNumber: digits(values.phoneNumber),
    type: values.type,
    applicationAccess: values.applicationAccess,
    isExternal: values.isExternal,
    associatedEstablishmentKey: values.associatedEstablishmentKey,
  };
}

/** POST utils/users body: the schema's fields plus the passwords; a new user is always active. */
export function createBody(values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...common(values),
    userName: values.userName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    isActive: true,
  };
  for (const field of OPTIONAL_ON_CREATE) if (values[field].trim()) body[field] = values[field].trim();
  if (values._citizenKey) Object.assign(body, { _citizenKey: values._citizenKey, isCitizen: true });
  return body;
}

/**
 * PUT utils/users/:key body: the user name is locked, so it is not sent; isActive travels as a
 * boolean; isForceLogout ends the user's sign-ins when the caller asks for it.
 */
export function updateBody(values: UserFormValues, forceLogout: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { ...common(values), isActive: Boolean(values.isActive) };
  for (const field of CLEARABLE) body[field] = values[field].trim();
  for (const field of ['gender', 'emailAddress', 'imageSrc', 'establishmentKey', 'userRole'] as const)
    if (values[field].trim()) body[field] = values[field].trim();
  if (forceLogout) body.isForceLogout = true;
  return body;
}
