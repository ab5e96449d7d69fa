import { Chip, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { GBV_SERVICES } from '../../../domain/gbv-case';
import { formatDay } from '../../../domain/format';
import { RecordCards, RegisterActions, RegisterList } from '../health/RegisterList';
import type { Translate } from '../health/register-filters';
import { GBV_LIST, type GbvCase } from './gbv-api';
import { gbvFilters } from './gbv-filters';

/** The services given or referred, in words ('Health: referred · Legal: provided'); those not needed are left out. */
export function servicesText(gbvCase: Pick<GbvCase, 'services'>, translate: Translate) {
  return GBV_SERVICES.filter((service) => gbvCase.services[service] !== 'none')
    .map((service) =>
      translate('gbv.register.serviceLine', {
        service: translate(`gbv.services.${service}`),
        state: translate(`gbv.serviceStates.${gbvCase.services[service]}`),
      }),
    )
    .join(' · ');
}

export function StatusChip({ status }: { status: GbvCase['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={status === 'open' ? 'info' : 'default'} label={translate(`gbv.statuses.${status}`)} />;
}

/** A case on a phone: its code, what happened to whom, when and where, and its status. */
function GbvCard({ gbvCase }: { gbvCase: GbvCase }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
        {gbvCase.code}
      </Typography>
      <Typography variant="body2">
        {[translate(`gbv.incidentTypes.${gbvCase.incidentType}`), gbvCase.ageGroup, translate(`gbv.sexes.${gbvCase.sex}`)].join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[formatDay(gbvCase.reportDate), gbvCase.zoneName, gbvCase.caseWorkerName].filter(Boolean).join(' · ')}
      </Typography>
      <div>
        <StatusChip status={gbvCase.status} />
      </div>
    </>
  );
}

/**
 * The coded register: no name, contact or address ever reaches this list. Each row opens its case.
 * Its export is aggregated-safe too: the server writes coded fields only.
 */
export function GbvCaseList() {
  const translate = useTranslate();
  const empty = translate('gbv.register.empty');
  const listName = translate('gbv.register.listName');
  const f = (key: string) => translate(`gbv.fields.${key}`);
  return (
    <RegisterList
      resource={GBV_LIST}
      storeKey="gbv.register"
      sort={{ field: 'reportDate', order: 'DESC' }}
      filters={gbvFilters(translate)}
      actions={<RegisterActions listName={listName} filterButton exportPath="project/gbv-cases/export" />}
      listName={listName}
      empty={empty}
      rowLink={(id) => `/gbv-case/${id}`}
      cards={<RecordCards<GbvCase> empty={empty} linkOf={(gbvCase) => `/gbv-case/${gbvCase._key}`} renderCard={(gbvCase) => <GbvCard gbvCase={gbvCase} />} />}
    >
      <TextField source="code" label={f('code')} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
      <TextField source="ageGroup" label={f('ageGroup')} />
      <FunctionField<GbvCase> source="sex" label={f('sex')} render={(row) => translate(`gbv.sexes.${row.sex}`)} />
      <FunctionField<GbvCase> source="incidentType" label={f('incidentType')} render={(row) => translate(`gbv.incidentTypes.${row.incidentType}`)} />
      <FunctionField<GbvCase> source="incidentDate" label={f('incidentDate')} render={(row) => formatDay(row.incidentDate)} />
      <FunctionField<GbvCase> source="reportDate" label={f('reportDate')} render={(row) => formatDay(row.reportDate)} />
      <TextField source="zoneName" label={f('zone')} sortBy="zone" />
      <FunctionField<GbvCase> label={translate('gbv.register.services')} render={(row) => servicesText(row, translate)} />
      <FunctionField<GbvCase> source="status" label={f('status')} render={(row) => <StatusChip status={row.status} />} />
      <TextField source="caseWorkerName" label={f('caseWorker')} sortBy="caseWorkerKey" />
    </RegisterList>
  );
}
