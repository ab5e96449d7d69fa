/**
 * Password rule: at least 8 characters with a lowercase letter, an uppercase letter,
 * a digit and one special character from $ @ ! % * ? &. Only those characters are allowed.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[$@!%*?&])[A-Za-z\\d$@!%*?&]{8,}$';
const passwordRegex = new RegExp(PASSWORD_PATTERN);

export function isStrongPassword(value: string): boolean {
  return passwordRegex.test(value);
}

export type PasswordChange = { oldPassword: string; newPassword: string; confirmPassword: string };
export type PasswordChangeError = 'USER.PASSWORD_VALIDATION1' | 'USER.PASSWORD_VALIDATION2' | 'USER.PASSWORD_VALIDATION3';

/** The dialog's checks, in the order of their USER.* keys: old password, new password, confirmation. */
export function passwordChangeErrors(change: PasswordChange): Partial<Record<keyof PasswordChange, PasswordChangeError>> {
  const errors: Partial<Record<keyof PasswordChange, PasswordChangeError>> = {};
  if (!isStrongPassword(change.oldPassword)) errors.oldPassword = 'USER.PASSWORD_VALIDATION3';
  if (!isStrongPassword(change.newPassword)) errors.newPassword = 'USER.PASSWORD_VALIDATION1';
  if (!change.confirmPassword || change.confirmPassword !== change.newPassword) errors.confirmPassword = 'USER.PASSWORD_VALIDATION2';
  return errors;
}
