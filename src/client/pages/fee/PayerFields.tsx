import { Alert, InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PayerPicker } from '../taxation/PayerPicker';
import { SameCitizenOffer } from './SameCitizenOffer';
import type { FeeForm, FeeProblem, WalkIn } from './fee-form';

type Props = { form: FeeForm; onChange: (change: Partial<FeeForm>) => void; missing: (problem: FeeProblem) => string | undefined };

/** Who pays: a registered citizen or establishment (searched), or a walk-in named and reachable by phone. */
export function PayerFields({ form, onChange, missing }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`collection.fee.fields.${field}`);
  const person = (change: Partial<WalkIn>) => onChange({ person: { ...form.person, ...change } });
  const phoneError = missing('phoneInvalid') ? translate('errors.invalidMobile') : missing('phoneNumber');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={form.walkIn ? 'walkIn' : 'registered'}
        aria-label={translate('collection.fee.payer.kind')}
        onChange={(_, next: string | null) => next && onChange({ walkIn: next === 'walkIn' })}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="registered">{translate('collection.fee.payer.registered')}</ToggleButton>
        <ToggleButton value="walkIn">{translate('collection.fee.payer.walkIn')}</ToggleButton>
      </ToggleButtonGroup>
      {form.walkIn ? (
        <>
          <Alert severity="info">{translate('collection.fee.payer.walkInHint')}</Alert>
          <TextField
            id="fee-first-name"
            label={label('firstName')}
            required
            value={form.person.firstName}
            error={Boolean(missing('firstName'))}
            helperText={missing('firstName')}
            slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
            onChange={(event) => person({ firstName: event.target.value })}
          />
          <TextField
            id="fee-last-name"
            label={label('lastName')}
            required
            value={form.person.lastName}
            error={Boolean(missing('lastName'))}
            helperText={missing('lastName')}
            slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
            onChange={(event) => person({ lastName: event.target.value })}
          />
          <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
            <TextField
              id="fee-phone-code"
              label={label('phoneCountryCode')}
              required
              value={form.person.phoneCountryCode}
              sx={{ width: 120, flexShrink: 0 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">+</InputAdornment> }, htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              onChange={(event) => person({ phoneCountryCode: event.target.value.replace(/\D/g, '') })}
            />
            <TextField
              id="fee-phone"
              label={label('phoneNumber')}
              required
              fullWidth
              type="tel"
              value={form.person.phoneNumber}
              error={Boolean(phoneError)}
              helperText={phoneError}
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15, autoComplete: 'off' } }}
              onChange={(event) => person({ phoneNumber: event.target.value.replace(/\D/g, '') })}
            />
          </Stack>
          <SameCitizenOffer person={form.person} onUse={(taxpayer) => onChange({ walkIn: false, kind: 'citizen', taxpayer })} />
        </>
      ) : (
        <PayerPicker
          id="fee-payer"
          citizenLookup="fee-payers"
          kind={form.kind}
          taxpayer={form.taxpayer}
          onKind={(kind) => onChange({ kind, taxpayer: undefined })}
          onTaxpayer={(taxpayer) => onChange({ taxpayer })}
          error={missing('taxpayer')}
        />
      )}
    </Stack>
  );
}
