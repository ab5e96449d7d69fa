import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { isSuperAdminRole } from '../../../domain/delegation';
import { grantableEstablishments } from '../../../domain/user-scope';
import { useSession } from '../../providers/use-session';

/** The user form's establishment fields: they hand out rights, so they offer only what the caller may give. */
const GRANTED_FIELDS = new Set(['establishmentKey', 'associatedEstablishmentKey']);

/**
 * The records a user form's establishment field offers: outside Super Admin, only the caller's own
 * establishments and the branches below them (src/domain/user-scope.ts, the rule the server
 * enforces); what the user already holds stays listed so the form still names it. Every other
 * field, and every other resource, is left as it is.
 */
export function useGrantableRecords(resource: string, field: string, records: RaRecord[], held: readonly string[]): RaRecord[] {
  const { user } = useSession();
  return useMemo(() => {
    if (resource !== 'establishments' || !GRANTED_FIELDS.has(field) || !user) return records;
    const caller = {
      isSuperAdmin: isSuperAdminRole({ name: user.role?.name, roleList: user.role?.roleList }),
      userKey: user._key,
      userType: user.type ?? null,
      establishmentKeys: (user.userEstablishments ?? []).map((e) => e._key),
    };
    const refs = records.map((record) => ({ key: String(record.id), parentKey: typeof record.parentKey === 'string' ? record.parentKey : undefined }));
    const grantable = grantableEstablishments(caller, refs);
    if (grantable === 'any') return records;
    return records.filter((record) => grantable.has(String(record.id)) || held.includes(String(record.id)));
  }, [resource, field, records, held, user]);
}
