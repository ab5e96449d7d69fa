import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fromDatabaseError } from '../../src/server/db/database-errors';
import { projectMembers, roles, users } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import type { Database } from '../../src/server/db/open-db';
import { openTestDatabase } from './support/test-database';

/**
 * The one mapping of database failures to answers, fed with errors the engine under test really
 * raises (PGlite or PostgreSQL): what reaches the error handler is a 4xx, never a 500.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the statement succeeded');
    },
    (error: unknown) => error,
  );

describe('database errors as answers', () => {
  it('answers a second membership of the same user in a project 409 USER_ALREADY_ADDED', async () => {
    const error = await failureOf(database.db.insert(projectMembers).values({ projectKey: TAX_PROJECT_KEY, userKey: 'user-admin' }));
    expect(fromDatabaseError(error)).toMatchObject({ statusCode: 409, errorCode: 'USER_ALREADY_ADDED', messageKey: 'userAlreadyAdded' });
  });

  it('answers a role name taken in another case 409 ROLE_NAME_TAKEN', async () => {
    const error = await failureOf(database.db.insert(roles).values({ key: 'role-copy', name: 'SUPER ADMIN', roleList: [] }));
    expect(fromDatabaseError(error)).toMatchObject({ statusCode: 409, errorCode: 'ROLE_NAME_TAKEN' });
  });

  it('answers a reference to a row that does not exist 409 REFERENCE_CONFLICT', async () => {
    const error = await failureOf(database.db.insert(projectMembers).values({ projectKey: TAX_PROJECT_KEY, userKey: 'no-such-user' }));
    expect(fromDatabaseError(error)).toMatchObject({ statusCode: 409, errorCode: 'REFERENCE_CONFLICT' });
  });

  it('answers text or numbers the column cannot hold 400 INVALID_VALUE', async () => {
    const nul = await failureOf(
      database.db
        .update(users)
        .set({ firstName: 'a\u0000b' })
        .where(sql`${users.key} = 'user-admin'`),
    );
    expect(fromDatabaseError(nul)).toMatchObject({ statusCode: 400, errorCode: 'INVALID_VALUE' });
    const overflow = await failureOf(database.db.execute(sql`select ${'1e20'}::bigint`));
    expect(fromDatabaseError(overflow)).toMatchObject({ statusCode: 400, errorCode: 'INVALID_VALUE' });
    const notANumber = await failureOf(database.db.execute(sql`select ${'abc'}::numeric`));
    expect(fromDatabaseError(notANumber)).toMatchObject({ statusCode: 400, errorCode: 'INVALID_VALUE' });
  });

  it("leaves a failure that is not the caller's doing to the 500 path", () => {
    expect(fromDatabaseError(new Error('connection lost'))).toBeUndefined();
    expect(fromDatabaseError({ code: 'XX000' })).toBeUndefined();
  });
});
