import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest } from '../../app-error';
import { isValidPhone } from '../../../domain/phone';

export type ProfileInput = {
  firstName: string;
  middleName?: string;
  lastName?: string;
  emailAddress?: string;
  contactPhone1CountryCode?: string;
  phoneNumber?: string;
  imageSrc?: string;
};

const profileOf = (user: typeof users.$inferSelect) => ({
  _key: user.key,
  userName: user.userName,
  firstName: user.firstName,
  middleName: user.middleName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  contactPhone1CountryCode: user.contactPhone1CountryCode,
  phoneNumber: user.phoneNumber,
  gender: user.gender,
  imageSrc: user.imageSrc,
  version: user.version,
});

export async function getProfile(db: Db, userKey: string) {
  const [user] = await db.select().from(users).where(eq(users.key, userKey));
  return profileOf(user);
}

/** The profile dialog: the signed-in user's own names and contacts (first name required). */
export async function updateProfile(db: Db, userKey: string, input: ProfileInput) {
  const [current] = await db.select().from(users).where(eq(users.key, userKey));
  const countryCode = input.contactPhone1CountryCode ?? current.contactPhone1CountryCode;
  const phone = input.phoneNumber ?? current.phoneNumber ?? '';
  if (phone && !isValidPhone(countryCode, phone)) throw badRequest('INVALID_MOBILE', 'invalidMobile');
  const [user] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      middleName: input.middleName ?? current.middleName,
      lastName: input.lastName || current.lastName,
      emailAddress: input.emailAddress === undefined ? current.emailAddress : input.emailAddress || null,
      contactPhone1CountryCode: countryCode,
      phoneNumber: phone || null,
      imageSrc: input.imageSrc ?? current.imageSrc,
      // The same row the user dialog edits: an administrator's form opened before this save is now stale.
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.key, userKey))
    .returning();
  return profileOf(user);
}
