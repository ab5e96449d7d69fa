import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import { newKey } from '../auth/tokens';
import type { BirthRow } from './birth-view';
import { sliceRun, type JobSlicer } from '../../jobs/job-slices';
import { registryFailure, type RegistryBirth, type RegistryDriver, type RegistryParent } from './registry-driver';

/** Declarations sent per batch; a run sends batch after batch until none is left or the registry fails. */
export const REGISTRY_BATCH_SIZE = 200;
/**
 * A claimed declaration neither transmitted nor failed (the server stopped mid-send) is taken
 * again after this; a failed one waits as long before its retry.
 */
export const RETRY_AFTER_MS = 60 * 1000;

const parentOf = (row: BirthRow, who: 'mother' | 'father'): RegistryParent => ({
  firstName: row[`${who}FirstName`],
  middleName: row[`${who}MiddleName`],
  lastName: row[`${who}LastName`],
  citizenKey: row[`${who}CitizenKey`],
  dateOfBirth: row[`${who}DateOfBirth`],
  age: row[`${who}Age`],
  mobile: row[`${who}Phone`] ? `+${row[`${who}PhoneCountryCode`] ?? '243'}${row[`${who}Phone`]}` : null,
});

export function toRegistryBirth(row: BirthRow): RegistryBirth {
  return {
    reference: row.key,
    projectKey: row.projectKey,
    hospital: { key: row.hospitalKey, name: row.hospitalName },
    child: {
      firstName: row.childFirstName,
      middleName: row.childMiddleName,
      lastName: row.childLastName,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      heightMm: row.heightMm,
      weightGrams: row.weightGrams,
    },
    mother: parentOf(row, 'mother'),
    father: row.fatherFirstName || row.fatherLastName ? parentOf(row, 'father') : null,
    zone: row.zone,
    motherHealth: row.motherHealth,
    caseType: row.caseType,
    deliveryType: row.deliveryType,
    congenitalAnomalies: row.congenitalAnomalies ? row.congenitalAnomaliesText : null,
    multipleCount: row.multiplePregnancy ? row.multipleCount : null,
    declaredAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt!.toISOString(),
  };
}

/**
 * Claims the project's approved, untransmitted declarations: the statement that locks them (SKIP
 * LOCKED) also stamps their attempt time, so a runner of another instance passes over them and
 * none is sent by two runners at once. A failed one is claimed again once RETRY_AFTER_MS passed.
 */
async function claimApproved(db: Db, projectKey: string, now: Date): Promise<BirthRow[]> {
  const due = db
    .select({ key: births.key })
    .from(births)
    .where(
      and(
        eq(births.projectKey, projectKey),
        eq(births.syncState, 'waitingForApproval'),
        isNotNull(births.approvedAt),
        isNull(births.transmittedAt),
        or(isNull(births.lastTransmissionAt), lte(births.lastTransmissionAt, new Date(now.getTime() - RETRY_AFTER_MS))),
      ),
    )
    .orderBy(asc(births.approvedAt), asc(births.key))
    .limit(REGISTRY_BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db.update(births).set({ lastTransmissionAt: now }).where(inArray(births.key, due)).returning();
  return claimed.sort((a, b) => a.approvedAt!.getTime() - b.approvedAt!.getTime() || a.key.localeCompare(b.key));
}

/**
 * Sends the project's approved declarations to the civil registry, batch after batch, until none
 * is left (or the registry fails: the rest waits for the next run, as the failed batch does).
 * Between batches the job gives way, so on the embedded engine requests interleave.
 */
export async function transmitApprovedBirths(db: Db, projectKey: string, driver: RegistryDriver, now: () => Date) {
  const counts = { transmitted: 0, failed: 0 };
  const slicer = sliceRun('registryTransmission');
  for (;;) {
    const batch = await transmitBatch(db, projectKey, driver, now, slicer);
    await slicer.giveWay();
    counts.transmitted += batch.transmitted;
    counts.failed += batch.failed;
    if (batch.error) return { counts, error: batch.error };
    if (batch.transmitted < REGISTRY_BATCH_SIZE) return { counts };
    if (slicer.overRun()) return { counts, more: true };
  }
}

/**
 * One batch. Accepted: each becomes synced with its transmission time and batch. Refused or
 * unreachable: each stays waiting, one attempt more, with the error's code and detail the screens
 * translate, and is sent again by a later run.
 */
async function transmitBatch(db: Db, projectKey: string, driver: RegistryDriver, now: () => Date, slicer: JobSlicer) {
  const claimed = await claimApproved(db, projectKey, now());
  if (!claimed.length) return { transmitted: 0, failed: 0 };
  await slicer.giveWay();
  const keys = claimed.map((row) => row.key);
  const batchId = newKey();
  try {
    await driver.send({ batchId, createdAt: now(), births: claimed.map(toRegistryBirth) });
  } catch (caught) {
    const failure = registryFailure(caught);
    slicer.restart();
    await db
      .update(births)
      .set({
        transmissionAttempts: sql`${births.transmissionAttempts} + 1`,
        lastTransmissionErrorCode: failure.code,
        lastTransmissionError: failure.detail,
        lastTransmissionAt: now(),
      })
      .where(inArray(births.key, keys));
    // The scheduler log keeps English text, as for every job's error.
    return { transmitted: 0, failed: keys.length, error: translate('en', `births.transmissionErrors.${failure.code}`, failure) };
  }
  // The wait for the registry held no connection: only the statements count as the job's hold.
  slicer.restart();
  const at = now();
  await db
    .update(births)
    .set({
      syncState: 'synced',
      transmittedAt: at,
      transmissionBatch: batchId,
      transmissionAttempts: sql`${births.transmissionAttempts} + 1`,
      lastTransmissionErrorCode: null,
      lastTransmissionError: null,
      lastTransmissionAt: at,
      version: sql`${births.version} + 1`,
      updatedAt: at,
    })
    .where(inArray(births.key, keys));
  return { transmitted: keys.length, failed: 0 };
}
