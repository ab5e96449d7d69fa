import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CurrentState } from '../../providers/document-methods';
import type { CheckResult } from './check-document';
import { CurrentStateLine } from './CurrentStateLine';
import { DocumentFactsList } from './DocumentFactsList';

type Verdict = 'genuine' | 'revoked' | 'expired';

/**
 * A genuine signature proves who printed the paper, not that it still holds: a revoked (or
 * refused) clearance is headed in red and an expired one in amber, never with a green 'Genuine'.
 */
function verdictOf(current: CurrentState | null): Verdict {
  const state = current?.clearance?.state;
  if (state === 'revoked' || state === 'refused') return 'revoked';
  if (state === 'expired') return 'expired';
  return 'genuine';
}

const SEVERITY = { genuine: 'success', revoked: 'error', expired: 'warning' } as const;

function VerdictHeading({ verdict }: { verdict: Verdict }) {
  const translate = useTranslate();
  return (
    <Alert severity={SEVERITY[verdict]} role={verdict === 'genuine' ? 'status' : 'alert'} data-verdict={verdict}>
      <AlertTitle sx={{ fontWeight: 700 }}>{translate(`qrCode.result.${verdict}`)}</AlertTitle>
      {translate(`qrCode.result.${verdict}Hint`)}
    </Alert>
  );
}

/** The verdict first, then the signed facts to compare with the paper, the state now, and the warning. */
export function CheckResultView({ result }: { result: CheckResult }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="check-result">
      {result.genuine ? (
        <>
          <VerdictHeading verdict={verdictOf(result.current)} />
          <DocumentFactsList facts={result.facts} />
          <CurrentStateLine printed={result.facts.paidState} current={result.current} />
        </>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle sx={{ fontWeight: 700 }}>{translate('qrCode.result.invalid')}</AlertTitle>
          {translate('qrCode.result.invalidHint')}
        </Alert>
      )}
      {/* Always there, so a note rather than an alert: an alert is kept for what just happened. */}
      <Alert severity="warning" role="note">
        {translate('qrCode.result.warning')}
      </Alert>
    </Stack>
  );
}
