import type { Db } from '../../db/open-db';
import { projectMembers, users } from '../../db/schema';
import { badRequest, conflict } from '../../app-error';
import { isStrongPassword } from '../../../domain/password';
import { hashPassword } from '../auth/password-hash';
import { findUserByName } from '../auth/sign-in';
import { newKey } from '../auth/tokens';
import { checkUserInput, type UserInput } from './check-user-input';
import { toApiUser } from './user-record';
import type { Principal } from '../auth/principal';
import type { Language } from '../../../domain/constants';

/** A new user is always active and joins the current project; the answer echoes the role name. */
export async function createUser(db: Db, input: UserInput, context: { projectKey: string; principal: Principal; language: Language }) {
  const { roleName } = await checkUserInput(input, { db, ...context, mode: 'create' });
  if (!isStrongPassword(input.password ?? '')) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.password !== input.confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  if (await findUserByName(db, input.userName!)) throw conflict('USER_ALREADY_ADDED', 'userAlreadyAdded');
  const key = newKey();
  const passwordHash = await hashPassword(input.password!);
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx.insert(users).values({
      key,
      userName: input.userName!.trim(),
      passwordHash,
      title: input.title || null,
      firstName: input.firstName!,
      middleName: input.middleName || null,
      lastName: input.lastName!,
      gender: input.gender || null,
      emailAddress: input.emailAddress || null,
      contactPhone1CountryCode: input.contactPhone1CountryCode!,
      phoneNumber: input.phoneNumber!,
      imageSrc: input.imageSrc || null,
      roleKey: input.userRole || null,
      type: input.type!,
      establishmentKey: input.establishmentKey || null,
      associatedEstablishmentKeys: input.associatedEstablishmentKey ?? [],
      applicationAccess: input.applicationAccess!,
      company: input.company || null,
      additionalInfo: input.additionalInfo || null,
      isActive: true,
      isExternal: input.isExternal ?? false,
      isCitizen: input.isCitizen ?? false,
      citizenKey: input._citizenKey || null,
    }).returning();
    await tx.insert(projectMembers).values({ projectKey: context.projectKey, userKey: key });
    return inserted;
  });
  return toApiUser(row, roleName);
}
