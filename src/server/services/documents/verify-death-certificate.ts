import { eq } from 'drizzle-orm';
import { deceasedName } from '../../../domain/health-deaths';
import type { DocumentFacts } from '../../../domain/document-token';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import { maskName } from '../open/mask-name';
import type { CurrentState } from './verify-document';
import { dayInZone } from '../../../domain/dated-money';

/**
 * A death certificate now, for the QR page: the number, the day of death and the hospital, which
 * the verifier compares with the paper. The name stays masked as the QR signed it: a stranger
 * holding the code learns no more than the paper's owner already shows. Numbers restart per
 * project, so the signed masked name tells two projects' certificates apart.
 */
export async function currentDeathCertificate(db: Db, facts: DocumentFacts): Promise<{ projectKey: string; current: CurrentState } | null> {
  const found = await db.select().from(deaths).where(eq(deaths.certificateNumber, facts.reference));
  const death = found.find((row) => row.state === 'approved' && maskName(deceasedName(row)) === facts.taxpayerName);
  if (!death?.approvedAt) return null;
  // A death certificate is no money paper: no paid state, no amounts.
  return {
    projectKey: death.projectKey,
    current: {
      reversed: false,
      amended: false,
      death: { deceased: facts.taxpayerName, dateOfDeath: death.dateOfDeath, hospitalName: death.hospitalName, approvedOn: dayInZone(death.approvedAt) },
    },
  };
}
