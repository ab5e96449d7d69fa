import { Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { formatDay } from '../../../domain/format';
import { RecordCards, RegisterActions, RegisterList } from '../health/RegisterList';
import { CertificateButton } from './CertificateButton';
import { deathFilters } from './death-filters';
import type { Hospital } from '../health/hospitals';
import { DEATH_LIST, DEATH_QUEUE, type Death } from './deaths-api';
import { DeathStateChip } from './DeathStateChip';

const t = (key: string) => `deaths.register.${key}`;

/** Where the death happened, in words: the hospital, or the place the declaration describes. */
function placeOf(death: Death, translate: (key: string) => string) {
  return death.placeKind === 'elsewhere' ? death.placeText : translate('deaths.placeKinds.hospital');
}

/** A declaration on a phone: name, when and where, cause, state and certificate number. */
function DeathCard({ death }: { death: Death }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {death.deceasedName}
      </Typography>
      <Typography variant="body2">{[formatDay(death.dateOfDeath), death.hospitalName, placeOf(death, translate)].join(' · ')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {death.immediateCause}
      </Typography>
      <div>
        <DeathStateChip state={death.state} /> {death.certificateNumber && <span style={{ fontFamily: 'monospace' }}>{death.certificateNumber}</span>}
      </div>
    </>
  );
}

/**
 * The register (every declaration, newest first) or the approval queue (those waiting, oldest
 * first). Each row opens its declaration; an approved one downloads its certificate from the row.
 * Only the register is exported: the queue is its subset.
 */
export function DeathList({ queue, hospitals }: { queue: boolean; hospitals: Hospital[] }) {
  const translate = useTranslate();
  const empty = translate(t(queue ? 'queueEmpty' : 'empty'));
  const listName = translate(t('listName'));
  return (
    <RegisterList
      resource={queue ? DEATH_QUEUE : DEATH_LIST}
      storeKey={queue ? 'deaths.queue' : 'deaths.register'}
      sort={queue ? { field: 'createdAt', order: 'ASC' } : { field: 'dateOfDeath', order: 'DESC' }}
      filters={deathFilters(translate, hospitals, !queue)}
      actions={<RegisterActions listName={listName} filterButton exportPath={queue ? undefined : 'project/deaths/export'} />}
      listName={listName}
      empty={empty}
      rowLink={(id) => `/death/${id}`}
      cards={<RecordCards<Death> empty={empty} linkOf={(death) => `/death/${death._key}`} renderCard={(death) => <DeathCard death={death} />} />}
    >
      <TextField source="deceasedName" label={translate('deaths.fields.deceasedName')} sortBy="deceasedLastName" />
      <FunctionField<Death> source="dateOfDeath" label={translate('deaths.fields.dateOfDeath')} render={(death) => formatDay(death.dateOfDeath)} />
      <FunctionField<Death> label={translate('deaths.fields.placeOfDeath')} render={(death) => placeOf(death, translate)} />
      <TextField source="immediateCause" label={translate('deaths.fields.immediateCause')} sortable={false} />
      <TextField source="hospitalName" label={translate('deaths.fields.hospital')} />
      <TextField source="declarantName" label={translate('deaths.fields.declarant')} sortable={false} />
      <FunctionField<Death> source="state" label={translate('deaths.fields.state')} render={(death) => <DeathStateChip state={death.state} />} />
      <FunctionField<Death>
        source="certificateNumber"
        label={translate('deaths.fields.certificateNumber')}
        render={(death) => (death.certificateNumber ? <CertificateButton deathKey={death._key} number={death.certificateNumber} size="small" /> : '')}
      />
    </RegisterList>
  );
}
