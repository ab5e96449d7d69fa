import { EMAIL_PATTERN } from '../pages/sign-up-form';
import { isValidMobile } from './phone-check';

export type ProfileForm = {
  firstName: string;
  middleName: string;
  lastName: string;
  emailAddress: string;
  contactPhone1CountryCode: string;
  phoneNumber: string;
};

export const PROFILE_FIELDS = ['firstName', 'middleName', 'lastName', 'emailAddress', 'contactPhone1CountryCode', 'phoneNumber'] as const;

/** The profile as GET /api/account/me answers it, with nulls made editable strings. */
export function toProfileForm(profile: Partial<Record<keyof ProfileForm, string | null>> | undefined): ProfileForm {
  const form = {} as ProfileForm;
  for (const field of PROFILE_FIELDS) form[field] = profile?.[field] ?? '';
  // The dial code defaults to 243 and is kept without its plus sign.
  form.contactPhone1CountryCode = form.contactPhone1CountryCode.replace(/^\+/, '') || '243';
  return form;
}

/** i18n keys per invalid field: the first name is required; e-mail and phone must be well formed. */
export function profileErrors(form: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  const errors: Partial<Record<keyof ProfileForm, string>> = {};
  if (!form.firstName.trim()) errors.firstName = 'shell.profile.firstNameRequired';
  if (form.emailAddress.trim() && !EMAIL_PATTERN.test(form.emailAddress.trim())) errors.emailAddress = 'shell.profile.emailInvalid';
  if (!/^\d{1,4}$/.test(form.contactPhone1CountryCode)) errors.contactPhone1CountryCode = 'shell.profile.countryCodeInvalid';
  else if (!isValidMobile(form.contactPhone1CountryCode, form.phoneNumber)) errors.phoneNumber = 'shell.profile.phoneInvalid';
  return errors;
}
