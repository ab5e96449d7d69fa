import type { USER as en } from '../en/user';

/** Messages de mot de passe de, sous les clés USER.PASSWORD_VALIDATION1/2/3. */
export const USER: Record<keyof typeof en, string> = {
  PASSWORD_VALIDATION1:
    'Le nouveau mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un des caractères $ @ ! % * ? &.',
  PASSWORD_VALIDATION2: 'La confirmation doit être identique au nouveau mot de passe.',
  PASSWORD_VALIDATION3:
    "L'ancien mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un des caractères $ @ ! % * ? &.",
};
