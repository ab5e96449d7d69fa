import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../app-error';
import { revokeAllSignIns } from '../auth/sign-out';
import { checkUserInput, type UserInput } from './check-user-input';
import { findProjectUser } from './list-users';
import { toApiUser } from './user-record';
import type { Principal } from '../auth/principal';
import type { Language } from '../../../domain/constants';

/**
 * The user name is locked; a deactivated or force-logged-out user loses every open sign-in at once.
 */
export async function updateUser(db: Db, userKey: string, input: UserInput, context: { projectKey: string; principal: Principal; language: Language }) {
  const existing = await findProjectUser(db, context.projectKey, userKey);
  if (!existing) throw notFound();
  const current = existing.user;
  if (input.userName !== undefined && input.userName.trim().toLowerCase() !== current.userName.toLowerCase()) {
    throw badRequest('USER_NAME_LOCKED', 'userNameLocked');
  }
  /** A field the client sent wins, null included (it clears); one it left out keeps its value. */
  const given = <K extends keyof UserInput, V>(field: K, currentValue: V) => (input[field] === undefined ? currentValue : input[field]) as UserInput[K] | V;
  const merged = {
    userName: current.userName,
    firstName: given('firstName', current.firstName),
    lastName: given('lastName', current.lastName),
    gender: given('gender', current.gender),
    contactPhone1CountryCode: given('contactPhone1CountryCode', current.contactPhone1CountryCode),
    phoneNumber: given('phoneNumber', current.phoneNumber),
    userRole: given('userRole', current.roleKey),
    type: given('type', current.type),
    establishmentKey: given('establishmentKey', current.establishmentKey),
    associatedEstablishmentKey: given('associatedEstablishmentKey', current.associatedEstablishmentKeys),
    applicationAccess: given('applicationAccess', current.applicationAccess),
    isExternal: given('isExternal', current.isExternal),
  };
  const { roleName } = await checkUserInput(merged as UserInput, { db, ...context, mode: 'update' });
  const isActive = input.isActive ?? current.isActive;
  const forceLogout = input.isForceLogout === true;
  const [row] = await db.update(users).set({
    title: given('title', current.title) || null,
    firstName: merged.firstName!,
    middleName: given('middleName', current.middleName) || null,
    lastName: merged.lastName!,
    gender: merged.gender || null,
    emailAddress: given('emailAddress', current.emailAddress) || null,
    contactPhone1CountryCode: merged.contactPhone1CountryCode!,
    phoneNumber: merged.phoneNumber || null,
    imageSrc: given('imageSrc', current.imageSrc) || null,
    roleKey: merged.userRole || null,
    type: merged.type!,
    establishmentKey: merged.establishmentKey || null,
    associatedEstablishmentKeys: merged.associatedEstablishmentKey ?? [],
    applicationAccess: merged.applicationAccess!,
    company: given('company', current.company) || null,
    additionalInfo: given('additionalInfo', current.additionalInfo) || null,
    isActive,
    isExternal: merged.isExternal!,
    isForceLogout: forceLogout || current.isForceLogout,
    updatedAt: new Date(),
  }).where(eq(users.key, userKey)).returning();
  if (!isActive || forceLogout) await revokeAllSignIns(db, userKey, isActive ? 'forced logout' : 'deactivated');
  return toApiUser(row, roleName);
}

export async function forceLogoutUser(db: Db, projectKey: string, userKey: string) {
  const existing = await findProjectUser(db, projectKey, userKey);
  if (!existing) throw notFound();
  await db.update(users).set({ isForceLogout: true, updatedAt: new Date() }).where(eq(users.key, userKey));
  await revokeAllSignIns(db, userKey, 'forced logout');
}
