import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxpayerKind } from './taxation-form';

/** Citizen or organization, the first choice of a taxpayer picker (taxation and fees); a click on the chosen one keeps it. */
export function TaxpayerKindToggle({ kind, onKind }: { kind: TaxpayerKind; onKind: (kind: TaxpayerKind) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={kind}
      aria-label={translate('taxation.taxpayer.kind')}
      onChange={(_, next: TaxpayerKind | null) => {
        if (next && next !== kind) onKind(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="citizen">{translate('taxation.taxpayer.citizen')}</ToggleButton>
      <ToggleButton value="organization">{translate('taxation.taxpayer.organization')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
