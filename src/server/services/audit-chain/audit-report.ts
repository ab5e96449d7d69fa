import type { Db } from '../../db/open-db';
import type { ChainBreak, ChainSummary } from './verify-audit-chains';
import { verifyAuditChains } from './verify-audit-chains';
import type { Chain } from './chains';

const PROBLEMS: Record<ChainBreak['problem'], string> = {
  content: 'its content is not what was hashed (changed after it was written)',
  link: 'it does not link to the row before it (a row replaced, or the chain rewritten from here)',
  missing: 'rows before it are missing (deleted)',
  head: 'a head recorded by the daily job is no longer in the chain as it was (the end cut off or rewritten)',
};

const chainName = ({ table, projectKey }: Chain) => `${table} ${projectKey === null ? '(no project: sign-ins, administration)' : `of project ${projectKey}`}`;

const summaryLine = (summary: ChainSummary) =>
  `  ${chainName(summary)}: ${summary.rows} rows${summary.lastId === null ? '' : `, head id ${summary.lastId} ${summary.headHash}`}`;

export const breakLine = (broken: ChainBreak) =>
  `BROKEN ${chainName(broken)}: row id ${broken.id} (position ${broken.position}): ${PROBLEMS[broken.problem]}; expected ${broken.expected}, found ${broken.found}`;

/**
 * `npm run audit:verify`: walks every chain, prints one line per chain and one per break, and
 * answers the exit code (0 intact, 1 broken). Output is English: it is an operator's command.
 */
export async function reportAuditVerification(db: Db, print: (line: string) => void, options: { batchSize?: number } = {}): Promise<number> {
  print('Verifying the audit trail hash chains (user_activity, tax_note_events)…');
  const result = await verifyAuditChains(db, { batchSize: options.batchSize, onChain: (summary) => print(summaryLine(summary)) });
  for (const broken of result.breaks) print(breakLine(broken));
  const totals = `${result.chains.length} chains, ${result.rows} rows, ${result.recordedHeads} recorded heads`;
  if (result.breaks.length) {
    print(`The audit trail is BROKEN: ${result.breaks.length} chain(s) broken (${totals} checked).`);
    return 1;
  }
  print(`The audit trail is intact: ${totals} checked.`);
  return 0;
}
