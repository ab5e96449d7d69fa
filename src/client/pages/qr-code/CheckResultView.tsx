import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { genuineVerdict, type GenuineVerdict } from '../../../domain/check-input';
import type { CheckResult } from './check-document';
import { CurrentStateLine } from './CurrentStateLine';
import { DocumentFactsList } from './DocumentFactsList';

const SEVERITY = { genuine: 'success', revoked: 'error', expired: 'warning' } as const;

/** Green only when the paper still holds: a revoked clearance is red, an expired one amber. */
function VerdictHeading({ verdict }: { verdict: GenuineVerdict }) {
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
          <VerdictHeading verdict={genuineVerdict(result.current?.clearance?.state)} />
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
