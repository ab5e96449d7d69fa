/** The project overview's audit-trail seal: the heads of the hash chains, for an auditor to write down. */
export const auditChain = {
  title: 'Audit trail seal',
  intro:
    'Every entry of the audit trail carries a fingerprint of the entry before it. Each night the scheduler writes down the last entry of each chain below. Copy the number and the fingerprint into your register: later, npm run audit:verify proves that nothing up to them was changed or removed.',
  loading: 'Loading the audit trail seal',
  failed: 'The audit trail seal could not be loaded.',
  retry: 'Retry',
  kinds: {
    projectActivity: 'Project activity',
    noteEvents: 'Tax note history',
    installationActivity: 'Sign-ins and administration (whole installation)',
  },
  lastEntry: 'Last entry',
  entry: 'No. %{id} (position %{position})',
  fingerprint: 'Fingerprint (SHA-256)',
  recordedAt: 'Written down',
  copy: 'Copy the whole fingerprint of %{chain}',
  copied: 'Fingerprint copied',
  copyFailed: 'The fingerprint could not be copied; select it and copy it by hand.',
  notRecorded: 'Not written down yet',
  notRecordedHint: 'The scheduler writes it down at the end of each day while the project scheduler is on.',
};
