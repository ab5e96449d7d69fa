import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest } from '../../app-error';
import { isStrongPassword } from '../../../domain/password';
import { normalizeUserName } from '../../../domain/user-name';
import type { Language } from '../../../domain/constants';
import { enqueueNotification } from '../notifications/enqueue-notification';
import { hashPassword } from './password-hash';
import { newKey } from './tokens';

export type SignUpInput = {
  firstName: string;
  lastName: string;
  userName: string;
  emailAddress?: string;
  contactPhone1CountryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  language: Language;
};

/**
 * A visitor's own account: external, inactive until an administrator confirms it and gives it a
 * role and a project (the confirmation-required screen tells them so).
 *
 * The password is hashed before anything is known about the name, and a taken name is found by
 * the unique index on the insert itself: a free name and a taken one cost the same Argon2 work
 * and the same statement, so the answer's timing does not tell which names exist, and two
 * racing sign-ups of one name get one account and one 409 (USER_NAME_TAKEN).
 */
export async function signUp(db: Db, input: SignUpInput): Promise<{ _key: string }> {
  if (!isStrongPassword(input.password)) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.password !== input.confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  const passwordHash = await hashPassword(input.password);
  const key = newKey();
  await db.insert(users).values({
    key,
    userName: normalizeUserName(input.userName),
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: input.emailAddress || null,
    contactPhone1CountryCode: input.contactPhone1CountryCode,
    phoneNumber: input.phoneNumber,
    isActive: false,
    isExternal: true,
  });
  await enqueueNotification(db, input, 'signUpReceived', input.language, { name: input.firstName });
  return { _key: key };
}
