import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The user as the API shows it. The row's properties already carry the API's field names; only
 * the key is renamed, as on every record, and the password hash never leaves the server.
 */
export function toApiUser(user: UserRow, roleName: string | null) {
  const { key, passwordHash, ...fields } = user;
  return { _key: key, ...fields, roleName };
}

export type ApiUser = ReturnType<typeof toApiUser>;
