import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../app-error';
import { revokeAllSignIns } from '../auth/sign-out';
import { assertVersion } from '../row-version';
import { checkUserInput, type CheckedUser, type UserInput } from './check-user-input';
import { memberOf } from './list-users';
import { assertMayGiveRole, assertMayManageUser, assertNotOwnAccountChange, assertUserScope } from './user-authority';
import { toApiUser } from './user-record';
import type { Principal } from '../auth/principal';
import type { Language } from '../../../domain/constants';

type Context = { projectKey: string; principal: Principal; language: Language };

/** The project's user, locked until the transaction ends so the checks below still hold at the write. */
async function lockProjectUser(tx: Db, projectKey: string, userKey: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.key, userKey), memberOf(projectKey)))
    .for('update');
  if (!user) throw notFound();
  return user;
}

/**
 * The user name is locked; a deactivated or force-logged-out user loses every open sign-in at once.
 * Authority, version and write happen in one transaction on the locked row.
 */
export async function updateUser(db: Db, userKey: string, input: UserInput, context: Context & { version: number }) {
  return db.transaction(async (tx) => {
    const current = await lockProjectUser(tx, context.projectKey, userKey);
    assertNotOwnAccountChange(context.principal, current, { userRole: input.userRole, isActive: input.isActive, forceLogout: input.isForceLogout === true });
    await assertMayManageUser(tx, context.principal, current);
    assertVersion(context.version, current.version);
    if (input.userName !== undefined && input.userName.trim().toLowerCase() !== current.userName.toLowerCase()) {
      throw badRequest('USER_NAME_LOCKED', 'userNameLocked');
    }
    /** A field the client sent wins, null included (it clears); one it left out keeps its value. */
    const given = <K extends keyof UserInput, V>(field: K, currentValue: V) => (input[field] === undefined ? currentValue : input[field]) as UserInput[K] | V;
    const merged = {
      userName: current.userName,
      firstName: given('firstName', current.firstName),
      middleName: given('middleName', current.middleName),
      lastName: given('lastName', current.lastName),
      gender: given('gender', current.gender),
      contactPhone1CountryCode: given('contactPhone1CountryCode', current.contactPhone1CountryCode),
      phoneNumber: given('phoneNumber', current.phoneNumber),
      userRole: given('userRole', current.userRole),
      type: given('type', current.type),
      establishmentKey: given('establishmentKey', current.establishmentKey),
      associatedEstablishmentKey: given('associatedEstablishmentKey', current.associatedEstablishmentKey),
      applicationAccess: given('applicationAccess', current.applicationAccess),
      isExternal: given('isExternal', current.isExternal),
    };
    await assertUserScope(tx, context.principal, context.projectKey, { key: current.key, before: current, after: merged });
    const { roleName } = await checkUserInput(merged as CheckedUser, { db: tx, ...context, mode: 'update' });
    const userRole = merged.userRole || null;
    if (userRole !== current.userRole) await assertMayGiveRole(tx, context.principal, userRole);
    const isActive = input.isActive ?? current.isActive;
    const forceLogout = input.isForceLogout === true;
    const [row] = await tx
      .update(users)
      .set({
        title: given('title', current.title) || null,
        firstName: merged.firstName!,
        middleName: merged.middleName || null,
        lastName: merged.lastName!,
        gender: merged.gender || null,
        emailAddress: given('emailAddress', current.emailAddress) || null,
        contactPhone1CountryCode: merged.contactPhone1CountryCode!,
        phoneNumber: merged.phoneNumber || null,
        imageSrc: given('imageSrc', current.imageSrc) || null,
        userRole,
        type: merged.type!,
        establishmentKey: merged.establishmentKey || null,
        associatedEstablishmentKey: merged.associatedEstablishmentKey ?? [],
        applicationAccess: merged.applicationAccess!,
        company: given('company', current.company) || null,
        additionalInfo: given('additionalInfo', current.additionalInfo) || null,
        isActive,
        isExternal: merged.isExternal!,
        isForceLogout: forceLogout || current.isForceLogout,
        version: sql`${users.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.key, userKey))
      .returning();
    if (!isActive || forceLogout) await revokeAllSignIns(tx, userKey, isActive ? 'forced logout' : 'deactivated');
    return toApiUser(row, roleName);
  });
}

/** Ends every sign-in of a user the caller may manage (never their own: that is what sign-out is for). */
export async function forceLogoutUser(db: Db, userKey: string, context: Omit<Context, 'language'>) {
  await db.transaction(async (tx) => {
    const current = await lockProjectUser(tx, context.projectKey, userKey);
    assertNotOwnAccountChange(context.principal, current, { forceLogout: true });
    await assertMayManageUser(tx, context.principal, current);
    await tx
      .update(users)
      .set({ isForceLogout: true, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.key, userKey));
    await revokeAllSignIns(tx, userKey, 'forced logout');
  });
}
