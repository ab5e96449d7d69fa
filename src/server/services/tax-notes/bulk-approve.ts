import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import { fromDatabaseError } from '../../db/database-errors';
import type { Principal } from '../auth/principal';
import { transitionNote } from './transition-note';

export type BulkApproveOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  keys: string[];
  now: Date;
  language: Language;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * The approver's queue approved in one go: each note in its own transaction, so one refusal
 * (decided meanwhile, not the caller's step) leaves the others approved, and says why.
 */
export async function bulkApprove(options: BulkApproveOptions) {
  const approved: string[] = [];
  const refused: { key: string; errorCode: string; message: string }[] = [];
  const by = { kind: 'user' as const, principal: options.principal, latitude: options.latitude, longitude: options.longitude };
  for (const key of options.keys) {
    try {
      await transitionNote({ db: options.db, projectKey: options.projectKey, noteKey: key, action: 'approve', by, now: options.now });
      approved.push(key);
    } catch (error) {
      const known = error instanceof AppError ? error : fromDatabaseError(error);
      if (!known) throw error;
      refused.push({ key, errorCode: known.errorCode, message: translate(options.language, `errors.${known.messageKey}`, known.params) });
    }
  }
  return { approved, refused };
}
