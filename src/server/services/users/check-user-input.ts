import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { roles } from '../../db/schema';
import { countEstablishmentsOfType, findEstablishments } from '../establishments';
import { AppError, badRequest, forbidden, ruleBroken } from '../../app-error';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';
import { isValidPhone } from '../../../domain/phone';
import { missingFields, requiredUserFields, type UserFormMode } from '../../../domain/user-rules';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../domain/constants';
import type { Principal } from '../auth/principal';

type Maybe<T> = T | null | undefined;
export type UserInput = {
  userName?: string; password?: string; confirmPassword?: string;
  title?: Maybe<string>; firstName?: string; middleName?: Maybe<string>; lastName?: string; gender?: Maybe<string>; emailAddress?: Maybe<string>;
  contactPhone1CountryCode?: string; phoneNumber?: Maybe<string>; userRole?: Maybe<string>; type?: string;
  establishmentKey?: Maybe<string>; associatedEstablishmentKey?: string[]; applicationAccess?: string;
  isExternal?: boolean; isCitizen?: boolean; _citizenKey?: Maybe<string>; company?: Maybe<string>; additionalInfo?: Maybe<string>; imageSrc?: Maybe<string>;
  isActive?: boolean; isForceLogout?: boolean;
};

type Context = { db: Db; projectKey: string; principal: Principal; mode: UserFormMode; language: Language };

/** Every SPEC §5 user rule the server enforces again, whatever the client did. */
export async function checkUserInput(input: UserInput, context: Context): Promise<{ roleName: string | null }> {
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
  return { roleName: await checkRole(db, context.principal, input.userRole) };
}

async function checkEstablishments(db: Db, projectKey: string, type: string, input: UserInput) {
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
