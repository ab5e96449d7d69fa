import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckResult } from './check-document';
import { CurrentStateLine } from './CurrentStateLine';
import { DocumentFactsList } from './DocumentFactsList';

/** The verdict first, then the signed facts to compare with the paper, the state now, and the warning. */
export function CheckResultView({ result }: { result: CheckResult }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="check-result">
      {result.genuine ? (
        <>
          <Alert severity="success" role="status">
            <AlertTitle sx={{ fontWeight: 700 }}>{translate('qrCode.result.genuine')}</AlertTitle>
            {translate('qrCode.result.genuineHint')}
          </Alert>
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
