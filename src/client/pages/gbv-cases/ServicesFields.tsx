import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GBV_SERVICE_STATES, GBV_SERVICES, type GbvService, type GbvServices, type GbvServiceState } from '../../../domain/gbv-case';
import type { GbvFormProblems } from './gbv-form';

type Props = {
  services: GbvServices;
  consent: boolean;
  problems: GbvFormProblems;
  onServices: (services: GbvServices) => void;
  onConsent: (consent: boolean) => void;
};

/** Each service provided, referred, declined or not needed; the consent that any referral needs. */
export function ServicesFields({ services, consent, problems, onServices, onConsent }: Props) {
  const translate = useTranslate();
  const problemOf = (service: GbvService) => {
    const key = problems[`services.${service}`];
    return key ? translate(key) : undefined;
  };
  return (
    <>
      <FormControlLabel
        control={<Switch checked={consent} onChange={(event) => onConsent(event.target.checked)} />}
        label={translate('gbv.register.form.consent')}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {GBV_SERVICES.map((service) => (
          <TextField
            key={service}
            id={`gbv-service-${service}`}
            select
            label={translate(`gbv.services.${service}`)}
            value={services[service]}
            onChange={(event) => onServices({ ...services, [service]: event.target.value as GbvServiceState })}
            error={Boolean(problemOf(service))}
            helperText={problemOf(service)}
            fullWidth
          >
            {GBV_SERVICE_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {translate(`gbv.serviceStates.${state}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </>
  );
}
