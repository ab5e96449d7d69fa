import { normalizeUserName } from '../../../domain/user-name';
import type { Db } from '../../db/open-db';
import { projectMembers, users } from '../../db/schema';
import { badRequest, conflict } from '../../app-error';
import { isStrongPassword } from '../../../domain/password';
import { hashPassword } from '../auth/password-hash';
import { findUserByName } from '../auth/sign-in';
import { newKey } from '../auth/tokens';
import { checkUserInput, type UserInput } from './check-user-input';
import { toApiUser } from './user-record';
import { assertMayGiveRole, assertUserScope } from './user-authority';
import { fromDatabaseError } from '../../db/database-errors';
import type { Principal } from '../auth/principal';
import type { Language } from '../../../domain/constants';

/**
 * A new user is always active and joins the current project; the answer echoes the role name.
 * The caller may only give a role whose rights they hold. The name check up front spares a
 * password hash; the unique index decides when two creations race.
 */
export async function createUser(db: Db, input: UserInput, context: { projectKey: string; principal: Principal; language: Language }) {
  const { roleName } = await checkUserInput(input, { db, ...context, mode: 'create' });
  await assertMayGiveRole(db, context.principal, input.userRole);
  await assertUserScope(db, context.principal, context.projectKey, { after: { ...input, type: input.type ?? '2' } });
  if (!isStrongPassword(input.password ?? '')) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.password !== input.confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  if (await findUserByName(db, input.userName!)) throw conflict('USER_ALREADY_ADDED', 'userAlreadyAdded');
  const key = newKey();
  const passwordHash = await hashPassword(input.password!);
  const [row] = await db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          key,
          // Stored as sign-in looks it up, so a padded or full-width name typed here still signs in.
          userName: normalizeUserName(input.userName!),
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
          userRole: input.userRole || null,
          type: input.type!,
          establishmentKey: input.establishmentKey || null,
          associatedEstablishmentKey: input.associatedEstablishmentKey ?? [],
          applicationAccess: input.applicationAccess!,
          company: input.company || null,
          additionalInfo: input.additionalInfo || null,
          isActive: true,
          isExternal: input.isExternal ?? false,
          isCitizen: input.isCitizen ?? false,
          _citizenKey: input._citizenKey || null,
        })
        .returning();
      await tx.insert(projectMembers).values({ projectKey: context.projectKey, userKey: key });
      return inserted;
    })
    .catch((error: unknown) => {
      throw isNameTaken(error) ? conflict('USER_ALREADY_ADDED', 'userAlreadyAdded') : error;
    });
  return toApiUser(row, roleName);
}

/** The loser of a race on the same name gets the dialog's own message, as the early check gives it. */
const isNameTaken = (error: unknown) => fromDatabaseError(error)?.errorCode === 'USER_NAME_TAKEN';
