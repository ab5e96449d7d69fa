import { sql } from 'drizzle-orm';
import { RECOVERY_STAGES, type RecoveryStage } from '../../../domain/recovery';
import type { Db } from '../../db/open-db';
import { noteRecovery } from '../../db/schema';

/**
 * Moves a note to a recovery stage, never back (see domain/recovery): one statement, so two
 * writers at once keep the later stage. Run it in the transaction of the event that causes it.
 */
export async function escalateRecovery(tx: Db, note: { key: string; projectKey: string }, stage: RecoveryStage, now: Date): Promise<void> {
  const rank = RECOVERY_STAGES.indexOf(stage);
  await tx
    .insert(noteRecovery)
    .values({ noteKey: note.key, projectKey: note.projectKey, stage, updatedAt: now })
    .onConflictDoUpdate({
      target: noteRecovery.noteKey,
      set: { stage, updatedAt: now, version: sql`${noteRecovery.version} + 1` },
      // array_position is 1-based: the current stage's rank + 1.
      setWhere: sql`coalesce(array_position(${sql.raw(`ARRAY[${RECOVERY_STAGES.map((s) => `'${s}'`).join(',')}]::text[]`)}, ${noteRecovery.stage}), 0) <= ${rank}`,
    });
}
