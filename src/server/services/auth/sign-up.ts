import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../app-error';
import { isStrongPassword } from '../../../domain/password';
import type { Language } from '../../../domain/constants';
import { enqueueNotification } from '../notifications/enqueue-notification';
import { findUserByName } from './sign-in';
import { hashPassword } from './password-hash';
import { newKey } from './tokens';

export type SignUpInput = {
  firstName: string; lastName: string; userName: string; emailAddress?: string;
  contactPhone1CountryCode: string; phoneNumber: string; password: string; confirmPassword: string; language: Language;
};

/**
 * A visitor's own account: external, inactive until an administrator confirms it and gives it a
 * role and a project (the confirmation-required screen tells them so).
 */
export async function signUp(db: Db, input: SignUpInput): Promise<{ _key: string }> {
  if (!isStrongPassword(input.password)) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.password !== input.confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  if (await findUserByName(db, input.userName)) throw conflict('USER_NAME_TAKEN', 'userNameTaken');
  const key = newKey();
  await db.insert(users).values({
    key,
    userName: input.userName.trim(),
    passwordHash: await hashPassword(input.password),
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
