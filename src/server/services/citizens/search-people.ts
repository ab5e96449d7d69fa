import { escapeLike } from '../lists/list-params';
import { and, eq, exists, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, records, roles, users } from '../../db/schema';
import { badRequest } from '../../app-error';
import { CITIZEN_SEARCH_MIN_CHARS } from '../../../domain/constants';

/**
 * Citizen and user search for the user dialog: citizens of the project and its users,
 * in the search-result shape. Starts at 4 characters. Citizens' names and phones belong to the
 * citizen register: a user administrator who may not read it finds users only.
 * Users outside the project are found too when the caller may add them to it (addMembers' rule):
 * a Super Admin any user, anyone else users of no project yet; such a hit says `inProject: false`,
 * so the dialog offers to add them instead of creating the same person twice (admin-health C1).
 */
export async function searchPeople(db: Db, projectKey: string, text: string, mayReadCitizens: boolean, callerIsSuperAdmin = false) {
  const term = text.trim();
  if (term.length < CITIZEN_SEARCH_MIN_CHARS) throw badRequest('SEARCH_TOO_SHORT', 'searchTooShort', { min: CITIZEN_SEARCH_MIN_CHARS });
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const citizens = !mayReadCitizens
    ? []
    : await db
        .select()
        .from(records)
        .where(
          and(
            eq(records.resource, 'citizens'),
            eq(records.projectKey, projectKey),
            sql`${records.searchText} like ${pattern}`,
            sql`coalesce(${records.data}->>'status', '') <> 'merged'`,
          ),
        )
        .orderBy(records.label)
        .limit(20);
  const memberHere = exists(
    db
      .select({ one: sql`1` })
      .from(projectMembers)
      .where(and(eq(projectMembers.userKey, users.key), eq(projectMembers.projectKey, projectKey))),
  );
  const inNoProject = notExists(
    db
      .select({ one: sql`1` })
      .from(projectMembers)
      .where(eq(projectMembers.userKey, users.key)),
  );
  const linkedUsers = await db
    .select({ user: users, roleName: roles.name, inProject: sql<boolean>`${memberHere}` })
    .from(users)
    .leftJoin(roles, eq(roles.key, users.userRole))
    .where(
      and(
        or(ilike(users.userName, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.phoneNumber, pattern)),
        callerIsSuperAdmin ? undefined : or(memberHere, inNoProject),
      ),
    )
    // This project's users first, then those the caller may add to it.
    .orderBy(sql`${memberHere} desc`, users.userName)
    .limit(20);
  const userByCitizen = new Map(linkedUsers.filter((u) => u.user._citizenKey).map((u) => [u.user._citizenKey!, u]));
  const citizenResults = citizens.map((c) => {
    const data = c.data as Record<string, string | undefined>;
    const user = userByCitizen.get(c.key);
    return {
      _key: c.key,
      firstName: data.firstName,
      middleName: data.middleName,
      lastName: data.lastName,
      contactPhone1: data.contactPhone1,
      contactPhone1CountryCode: data.contactPhone1CountryCode,
      documentKeyList: data.photo ? [{ documentS3Key1: data.photo }] : [],
      isUser: Boolean(user),
      inProject: user ? Boolean(user.inProject) : undefined,
      // The dialog opens a user's own record from a citizen hit: the citizen's key is not the user's.
      userKey: user?.user.key,
      isExternal: user?.user.isExternal ?? false,
      userName: user?.user.userName,
      roleName: user?.roleName ?? undefined,
      phoneNumber: data.contactPhone1,
    };
  });
  const userResults = linkedUsers
    .filter((u) => !u.user._citizenKey || !citizens.some((c) => c.key === u.user._citizenKey))
    .map(({ user, roleName, inProject }) => ({
      _key: user.key,
      firstName: user.firstName,
      middleName: user.middleName ?? undefined,
      lastName: user.lastName,
      contactPhone1: user.phoneNumber ?? undefined,
      contactPhone1CountryCode: user.contactPhone1CountryCode,
      documentKeyList: user.imageSrc ? [{ documentS3Key1: user.imageSrc }] : [],
      isUser: true,
      inProject: Boolean(inProject),
      userKey: user.key,
      isExternal: user.isExternal,
      userName: user.userName,
      roleName: roleName ?? undefined,
      phoneNumber: user.phoneNumber ?? undefined,
    }));
  return [...citizenResults, ...userResults];
}
