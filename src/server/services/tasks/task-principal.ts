import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { roles, users } from '../../db/schema';
import { principalColumns, principalFrom, type Principal } from '../auth/principal';

/**
 * The user who started a background task, as the use cases it runs need them (creator of the
 * notes it writes, their establishments, their role). There is no request, hence no sign-in: the
 * task acts for the user with the rights they have now. Undefined for a user gone or deactivated.
 */
export async function principalOfUser(db: Db, userKey: string): Promise<Principal | undefined> {
  const [row] = await db.select(principalColumns).from(users).leftJoin(roles, eq(roles.key, users.userRole)).where(eq(users.key, userKey)).limit(1);
  return principalFrom(row, '');
}
