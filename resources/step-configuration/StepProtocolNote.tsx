import { Alert, AlertTitle, Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Step protocol, said in words above the step screens: who acts in which order, and when it is automatic. */
export function StepProtocolNote() {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={false} sx={{ mb: 3 }}>
      <AlertTitle>{translate('schemaUi.stepConfiguration.title')}</AlertTitle>
      <Stepper activeStep={-1} alternativeLabel sx={{ my: 2, maxWidth: 640 }} aria-hidden>
        {['hasTaxator', 'hasApprovingOfficer', 'hasDivisionRecoveryOfficer'].map((field) => (
          <Step key={field}>
            <StepLabel>{translate(`schemaUi.stepConfiguration.steps.${field}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {['protocol', 'roles', 'modes', 'autoApprove'].map((key) => (
          <Typography component="li" variant="body2" key={key}>
            {translate(`schemaUi.stepConfiguration.${key}`)}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
