import { Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FunctionField, TextField, useRefresh, useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatDay, formatNumber } from '../../../domain/format';
import { useLanguage } from '../../providers/use-language';
import { RecordCards, RegisterActions, RegisterList } from '../health/RegisterList';
import type { Translate } from '../health/register-filters';
import { birthFilters } from './birth-filters';
import type { Hospital } from '../health/hospitals';
import { BIRTH_LIST, type Birth } from './births-api';
import { BirthSyncChip, DuplicateChip } from './BirthSyncChip';
import { onOutboxSent } from './outbox/use-birth-outbox';

/** Height in cm and weight in kg, as the form types them, written the way the screen's language writes numbers. */
export const centimetres = (birth: Pick<Birth, 'heightMm'>, language: Language) => formatNumber(birth.heightMm / 10, language, 1);
export const kilograms = (birth: Pick<Birth, 'weightGrams'>, language: Language) => formatNumber(birth.weightGrams / 1000, language, 3);
const yesNo = (translate: Translate, flag: boolean) => translate(`births.yesNo.${flag ? 'yes' : 'no'}`);

/** A declaration on a phone: the child, birth facts, hospital and mother, and its state. */
function BirthCard({ birth }: { birth: Birth }) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {birth.childName}
      </Typography>
      <Typography variant="body2">
        {[
          formatDay(birth.dateOfBirth),
          translate(`births.genders.${birth.gender}`),
          `${centimetres(birth, language)} cm`,
          `${kilograms(birth, language)} kg`,
        ].join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[birth.hospitalName, birth.motherName].join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <BirthSyncChip state={birth.syncState} approved={birth.approved} />
        <DuplicateChip count={birth.probableDuplicates.length} />
      </Stack>
    </>
  );
}

/** The register refreshes when the outbox has sent something. */
function RefreshOnSent() {
  const refresh = useRefresh();
  useEffect(() => onOutboxSent(refresh), [refresh]);
  return null;
}

/** The register: every declaration of the project with SPEC's columns, newest first; a row opens its declaration. */
export function BirthList({ hospitals, extraActions }: { hospitals: Hospital[]; extraActions?: React.ReactNode }) {
  const translate = useTranslate();
  const language = useLanguage();
  const empty = translate('births.page.empty');
  const listName = translate('births.page.listName');
  const label = (key: string) => translate(`births.fields.${key}`);
  return (
    <RegisterList
      resource={BIRTH_LIST}
      storeKey="births.register"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={birthFilters(translate, hospitals)}
      actions={<RegisterActions listName={listName} filterButton extra={extraActions} exportPath="project/births/export" />}
      listName={listName}
      empty={empty}
      rowLink={(id) => `/birth/${id}`}
      before={<RefreshOnSent />}
      cards={<RecordCards<Birth> empty={empty} linkOf={(birth) => `/birth/${birth._key}`} renderCard={(birth) => <BirthCard birth={birth} />} />}
    >
      <FunctionField<Birth>
        source="syncState"
        label={label('syncState')}
        render={(birth) => <BirthSyncChip state={birth.syncState} approved={birth.approved} />}
      />
      {/* Beside the state, not past the right edge: what the supervisor must settle first (admin-health D26). */}
      <FunctionField<Birth> label={label('probableDuplicates')} render={(birth) => <DuplicateChip count={birth.probableDuplicates.length} />} />
      <TextField source="hospitalName" label={label('hospital')} />
      <FunctionField<Birth> source="heightMm" label={translate('births.form.heightCm')} render={(birth) => centimetres(birth, language)} />
      <FunctionField<Birth> source="weightGrams" label={translate('births.form.weightKg')} render={(birth) => kilograms(birth, language)} />
      <TextField source="fatherName" label={label('father')} sortable={false} />
      <TextField source="motherName" label={label('mother')} sortBy="motherLastName" />
      <TextField source="childName" label={label('child')} sortBy="childLastName" />
      <FunctionField<Birth> source="gender" label={label('gender')} render={(birth) => translate(`births.genders.${birth.gender}`)} />
      <FunctionField<Birth> source="dateOfBirth" label={label('dateOfBirth')} render={(birth) => formatDay(birth.dateOfBirth)} />
      {/* A phone number reads on one line ('+243 816 854 955'), never broken at its spaces. */}
      <TextField source="mobile" label={label('mobile')} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
      <TextField source="zone" label={label('zone')} />
      <FunctionField<Birth> source="motherHealth" label={label('motherHealth')} render={(birth) => translate(`births.motherHealth.${birth.motherHealth}`)} />
      <FunctionField<Birth> source="caseType" label={label('caseType')} render={(birth) => translate(`births.caseTypes.${birth.caseType}`)} />
      <FunctionField<Birth> source="deliveryType" label={label('deliveryType')} render={(birth) => translate(`births.deliveryTypes.${birth.deliveryType}`)} />
      <FunctionField<Birth> source="congenitalAnomalies" label={label('congenitalAnomalies')} render={(birth) => yesNo(translate, birth.congenitalAnomalies)} />
      <FunctionField<Birth> source="multiplePregnancy" label={label('multiplePregnancy')} render={(birth) => yesNo(translate, birth.multiplePregnancy)} />
    </RegisterList>
  );
}
