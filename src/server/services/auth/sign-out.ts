import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { signIns } from '../../db/schema';

export async function revokeSignIn(db: Db, signInKey: string, reason: string): Promise<void> {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(signIns.key, signInKey), isNull(signIns.revokedAt)));
}

/** Force logout: every open sign-in of the user ends, its access and refresh tokens with it. */
export async function revokeAllSignIns(db: Db, userKey: string, reason: string): Promise<void> {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(signIns.userKey, userKey), isNull(signIns.revokedAt)));
}
