/** Password messages, under their USER.* key names (USER.PASSWORD_VALIDATION1/2/3). */
export const USER = {
  PASSWORD_VALIDATION1: 'The new password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? &.',
  PASSWORD_VALIDATION2: 'The confirmation must be the same as the new password.',
  PASSWORD_VALIDATION3: 'The old password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? &.',
} as const;
