import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projects, records, roles, users } from '../../db/schema';
import { countEstablishmentsOfType, findEstablishments } from '../establishments';
import { AppError, badRequest, forbidden, ruleBroken } from '../../app-error';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';
import { isValidPhone } from '../../../domain/phone';
import { applicationAccessFits, citizenLockedMismatches, missingFields, requiredUserFields, type UserFormMode } from '../../../domain/user-rules';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../domain/constants';
import type { Principal } from '../auth/principal';
import type { UserBody } from '../../../domain/body-types.generated';

/** A user body as schemas/user.schema.json allows it; every field optional, as an update sends only what changed. */
export type UserInput = Partial<UserBody>;
/** What the checks read: a body, or an update's body merged with the stored row, whose empty fields are null. */
export type CheckedUser = { [K in keyof UserBody]?: UserBody[K] | null };

type Context = { db: Db; projectKey: string; principal: Principal; mode: UserFormMode; language: Language };

/** Every user rule the server enforces again, whatever the client did. */
export async function checkUserInput(input: CheckedUser, context: Context): Promise<{ roleName: string | null }> {
  const { db, projectKey, language } = context;
  const type = input.type ?? '2';
  const count = await countEstablishmentsOfType(db, projectKey, type);
  const required = requiredUserFields({ mode: context.mode, isExternal: input.isExternal === true, hasOrganizationList: count > 0 });
  const missing = missingFields(input as Record<string, unknown>, required);
  if (missing.length) {
    const message = translate(language, 'errors.requiredField');
    const details = missing.map((field) => ({ field, message }));
    throw badRequest('VALIDATION_ERROR', 'validation', { details: details.map((d) => `${d.field}: ${d.message}`).join('; ') }, details);
  }
  if (input.phoneNumber && !isValidPhone(input.contactPhone1CountryCode, input.phoneNumber)) {
    const message = translate(language, 'errors.invalidMobile');
    throw badRequest('INVALID_MOBILE', 'invalidMobile', {}, [{ field: 'phoneNumber', message }]);
  }
  await checkEstablishments(db, projectKey, type, input);
  const stored = context.mode === 'update' ? await storedUser(db, input.userName) : undefined;
  await checkApplicationAccess(context, input, stored);
  await checkCitizenLink(context, input, stored);
  return { roleName: await checkRole(db, context.principal, input.userRole) };
}

async function checkEstablishments(db: Db, projectKey: string, type: string, input: CheckedUser) {
  const associated = input.associatedEstablishmentKey ?? [];
  if (input.establishmentKey && associated.includes(input.establishmentKey)) throw ruleBroken('ASSOCIATED_HOLDS_WORKING', 'associatedHoldsWorking');
  const wanted = [input.establishmentKey, ...associated].filter((k): k is string => Boolean(k));
  if (!wanted.length) return;
  const found = await findEstablishments(db, projectKey, wanted);
  if (found.length !== new Set(wanted).size) throw ruleBroken('ESTABLISHMENT_INVALID', 'establishmentRequired');
  const working = found.find((f) => f.key === input.establishmentKey);
  if (working && working.type !== type) throw ruleBroken('ESTABLISHMENT_WRONG_TYPE', 'establishmentWrongType');
}

async function checkRole(db: Db, principal: Principal, roleKey: string | null | undefined): Promise<string | null> {
  if (!roleKey) return null;
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new AppError(422, 'ROLE_NOT_FOUND', 'referenceNotFound', { field: 'userRole' });
  if (role.name === SUPER_ADMIN_ROLE && !principal.isSuperAdmin) throw forbidden('SUPER_ADMIN_ONLY', 'superAdminOnly');
  return role.name;
}

type StoredUser = { applicationAccess: string; _citizenKey: string | null };

/** The row an update changes, found by its locked user name. */
async function storedUser(db: Db, userName: string | null | undefined): Promise<StoredUser | undefined> {
  if (!userName) return undefined;
  const [row] = await db
    .select({ applicationAccess: users.applicationAccess, _citizenKey: users._citizenKey })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()));
  return row;
}

const fieldError = (language: Language, status: number, code: string, key: 'applicationAccessMismatch' | 'citizenNamesLocked', fields: string[]) => {
  const label = (field: string) => translate(language, `resources.users.fields.${field}`);
  const named = fields.map(label).join(', ');
  return new AppError(
    status,
    code,
    key,
    { field: named },
    fields.map((field) => ({ field, message: translate(language, `errors.${key}`, { field: label(field) }) })),
  );
};

/**
 * The application a user signs in to must fit the project they are given in. Checked when the
 * value is chosen (a new user, or a changed value): a user of a tax and a health project keeps
 * the access chosen where they were created.
 */
async function checkApplicationAccess(context: Context, input: CheckedUser, stored: StoredUser | undefined) {
  if (stored && stored.applicationAccess === input.applicationAccess) return;
  const [project] = await context.db.select({ projectType: projects.projectType }).from(projects).where(eq(projects.key, context.projectKey));
  if (!applicationAccessFits(project?.projectType, input.applicationAccess)) {
    throw fieldError(context.language, 422, 'APPLICATION_ACCESS_MISMATCH', 'applicationAccessMismatch', ['applicationAccess']);
  }
}

/**
 * A user linked to a citizen (chosen in the dialog's search) is that person: the citizen must
 * exist in this project, and the names and phone the dialog locks must be the citizen's, on
 * create and on every update.
 */
async function checkCitizenLink(context: Context, input: CheckedUser, stored: StoredUser | undefined) {
  const citizenKey = stored ? stored._citizenKey : input._citizenKey;
  if (!citizenKey) return;
  const [citizen] = await context.db
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.resource, 'citizens'), eq(records.projectKey, context.projectKey), eq(records.key, citizenKey)));
  if (!citizen) {
    if (stored) return; // a link made before stays; the dialog cannot change it
    throw new AppError(422, 'REFERENCE_NOT_FOUND', 'referenceNotFound', { field: translate(context.language, 'resources.users.fields._citizenKey') }, [
      { field: '_citizenKey', message: citizenKey },
    ]);
  }
  const wrong = citizenLockedMismatches(
    {
      firstName: input.firstName,
      middleName: input.middleName,
      lastName: input.lastName,
      countryCode: input.contactPhone1CountryCode,
      phoneNumber: input.phoneNumber,
    },
    {
      firstName: citizen.data.firstName,
      middleName: citizen.data.middleName,
      lastName: citizen.data.lastName,
      countryCode: citizen.data.contactPhone1CountryCode,
      phoneNumber: citizen.data.contactPhone1,
    },
  );
  if (wrong.length) throw fieldError(context.language, 422, 'CITIZEN_NAMES_LOCKED', 'citizenNamesLocked', wrong);
}
