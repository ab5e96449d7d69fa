import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { users } from '../../db/schema';
import { badRequest, forbidden, ruleBroken } from '../../app-error';
import { isStrongPassword } from '../../../domain/password';
import { hashPassword, verifyPassword } from './password-hash';
import { revokeAllSignIns } from './sign-out';

export type ChangePasswordInput = { callerKey: string; userKey: string; currentPassword: string; newPassword: string; confirmPassword?: string };

/** A user changes their own password; every sign-in ends, as the client signs out after it. */
export async function changePassword(db: Db, input: ChangePasswordInput): Promise<void> {
  if (input.userKey !== input.callerKey) throw forbidden();
  if (!isStrongPassword(input.newPassword)) throw badRequest('WEAK_PASSWORD', 'passwordRule');
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) throw badRequest('PASSWORD_MISMATCH', 'passwordMismatch');
  const [user] = await db.select().from(users).where(eq(users.key, input.userKey));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw ruleBroken('WRONG_OLD_PASSWORD', 'wrongOldPassword');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.key, user.key));
  await revokeAllSignIns(db, user.key, 'password changed');
}
