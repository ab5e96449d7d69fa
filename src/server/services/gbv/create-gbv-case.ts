import { gbvCaseCode } from '../../../domain/gbv-case';
import type { Db } from '../../db/open-db';
import { gbvCaseIdentities, gbvCases } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { nextSequence } from '../tax-notes/next-reference';
import { assertCaseWorker, isGbvSupervisor, recordViews } from './gbv-case-access';
import { codedCase, identityPatch, type GbvCaseBody } from './gbv-case-input';
import { readCase, toApiCase } from './gbv-case-view';
import { supervisorOnly } from './gbv-errors';
import type { GbvCaseDetail } from './get-gbv-case';
import { yearInZone } from '../../../domain/dated-money';

export type NewGbvCase = GbvCaseBody & { survivorName: string; caseWorkerKey?: string };

/**
 * Opens a case: the creator becomes its case worker unless a supervisor names another. The code
 * ('GBV-2026-000123') is taken from the project's counter for the year inside the transaction,
 * so two creations at once get consecutive numbers and a failed one gives its number back.
 */
export async function createGbvCase(db: Db, projectKey: string, principal: Principal, body: NewGbvCase, now = new Date()): Promise<GbvCaseDetail> {
  const caseWorkerKey = body.caseWorkerKey ?? principal.userKey;
  if (caseWorkerKey !== principal.userKey && !isGbvSupervisor(principal)) throw supervisorOnly();
  const coded = await codedCase(db, body, now);
  const identity = { survivorName: '', contact: '', address: '', ...identityPatch(body) };
  const key = newKey();
  const year = yearInZone(now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await assertCaseWorker(tx, projectKey, caseWorkerKey);
    const sequence = await nextSequence(tx, projectKey, 'gbv', year);
    await tx.insert(gbvCases).values({
      key,
      projectKey,
      code: gbvCaseCode(year, sequence),
      codeYear: year,
      codeSequence: sequence,
      ...coded,
      caseWorkerKey,
      status: 'open',
      createdAt: now,
      createdBy: principal.userKey,
      updatedAt: now,
    });
    await tx.insert(gbvCaseIdentities).values({ caseKey: key, ...identity, updatedAt: now });
    const row = (await readCase(tx, projectKey, key))!;
    // The answer echoes the details just typed: logged like any answer that carries them.
    await recordViews(tx, projectKey, principal, [
      { view: 'detail', caseKey: key },
      { view: 'identity', caseKey: key },
    ]);
    return { ...toApiCase(row), identityShown: true, identity };
  });
}
