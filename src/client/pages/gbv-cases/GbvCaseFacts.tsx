import LockIcon from '@mui/icons-material/Lock';
import { Alert, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../../domain/format';
import { FactList } from '../health/FactList';
import type { GbvCaseDetail } from './gbv-api';
import { servicesText } from './GbvCaseList';

/**
 * The coded case, then the survivor's identity when the server sent it, in a section marked
 * confidential; otherwise a note says it is restricted (never an empty field that looks like "no name").
 */
export function GbvCaseFacts({ gbvCase }: { gbvCase: GbvCaseDetail }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`gbv.fields.${key}`);
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <FactList
          rows={[
            [f('ageGroup'), gbvCase.ageGroup],
            [f('sex'), translate(`gbv.sexes.${gbvCase.sex}`)],
            [f('incidentType'), translate(`gbv.incidentTypes.${gbvCase.incidentType}`)],
            [f('incidentDate'), formatDay(gbvCase.incidentDate)],
            [f('reportDate'), formatDay(gbvCase.reportDate)],
            [f('zone'), gbvCase.zoneName ?? gbvCase.zone],
            [translate('gbv.register.services'), servicesText(gbvCase, translate) || translate('gbv.register.noService')],
            [f('referralConsent'), translate(gbvCase.referralConsent ? 'gbv.yes' : 'gbv.no')],
            [f('caseWorker'), gbvCase.caseWorkerName],
            [f('closureDate'), gbvCase.closureDate && formatDay(gbvCase.closureDate)],
          ]}
        />
      </Paper>
      {gbvCase.identityShown && gbvCase.identity ? (
        <Paper
          component="section"
          aria-labelledby="gbv-identity-view"
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'error.main', borderWidth: 2 }}
        >
          <Typography id="gbv-identity-view" component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <LockIcon color="error" aria-hidden /> {translate('gbv.register.form.sectionIdentity')}
          </Typography>
          <FactList
            rows={[
              [f('survivorName'), gbvCase.identity.survivorName],
              [f('contact'), gbvCase.identity.contact],
              [f('address'), gbvCase.identity.address],
            ]}
          />
        </Paper>
      ) : (
        <Alert severity="info" icon={<LockIcon />} data-testid="gbv-identity-restricted">
          {translate('gbv.register.detail.restricted')}
        </Alert>
      )}
    </>
  );
}
