import { isStrongPassword } from '../../domain/password';

export type SignUpForm = {
  firstName: string;
  lastName: string;
  userName: string;
  emailAddress: string;
  contactPhone1CountryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
};

export const EMPTY_SIGN_UP: SignUpForm = {
  firstName: '',
  lastName: '',
  userName: '',
  emailAddress: '',
  contactPhone1CountryCode: '243',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** i18n keys of the sign-up errors, per field; empty when the form may be sent. */
export function signUpErrors(form: SignUpForm): Partial<Record<keyof SignUpForm, string>> {
  const errors: Partial<Record<keyof SignUpForm, string>> = {};
  for (const field of ['firstName', 'lastName', 'userName', 'emailAddress', 'phoneNumber', 'contactPhone1CountryCode'] as const) {
    if (!form[field].trim()) errors[field] = 'auth.required';
  }
  if (form.emailAddress.trim() && !EMAIL_PATTERN.test(form.emailAddress.trim())) errors.emailAddress = 'auth.signUp.emailInvalid';
  // The dial code is digits only, never with a plus sign.
  if (form.contactPhone1CountryCode && !/^\d{1,4}$/.test(form.contactPhone1CountryCode)) errors.contactPhone1CountryCode = 'shell.profile.countryCodeInvalid';
  if (form.phoneNumber.trim() && !/^\d{6,14}$/.test(form.phoneNumber.trim())) errors.phoneNumber = 'shell.profile.phoneInvalid';
  if (!isStrongPassword(form.password)) errors.password = 'USER.PASSWORD_VALIDATION1';
  if (!form.confirmPassword || form.confirmPassword !== form.password) errors.confirmPassword = 'USER.PASSWORD_VALIDATION2';
  return errors;
}
