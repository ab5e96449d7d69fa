import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import type { Birth } from './births-api';
import { useLanguage } from '../../providers/use-language';
import { centimetres, kilograms } from './BirthList';

/** One declaration's facts as a description list, compact enough to sit beside its probable duplicate. */
export function BirthFacts({ birth, heading }: { birth: Birth; heading?: ReactNode }) {
  const translate = useTranslate();
  const language = useLanguage();
  const label = (key: string) => translate(`births.fields.${key}`);
  const yesNo = (flag: boolean) => translate(`births.yesNo.${flag ? 'yes' : 'no'}`);
  const rows: [string, ReactNode][] = [
    [label('child'), birth.childName],
    [label('gender'), translate(`births.genders.${birth.gender}`)],
    [label('dateOfBirth'), formatDay(birth.dateOfBirth)],
    [translate('births.form.heightCm'), centimetres(birth, language)],
    [translate('births.form.weightKg'), kilograms(birth, language)],
    [label('hospital'), birth.hospitalName],
    [label('mother'), birth.motherName],
    [label('father'), birth.fatherName || '—'],
    [label('mobile'), birth.mobile || '—'],
    [label('zone'), birth.zone],
    [label('motherHealth'), translate(`births.motherHealth.${birth.motherHealth}`)],
    [label('caseType'), translate(`births.caseTypes.${birth.caseType}`)],
    [label('deliveryType'), translate(`births.deliveryTypes.${birth.deliveryType}`)],
    [label('congenitalAnomalies'), birth.congenitalAnomalies ? `${yesNo(true)}: ${birth.congenitalAnomaliesText ?? ''}` : yesNo(false)],
    [label('multiplePregnancy'), birth.multiplePregnancy ? `${yesNo(true)} (${birth.multipleCount ?? ''})` : yesNo(false)],
    [label('createdAt'), formatDayTime(birth.createdAt)],
  ];
  return (
    <Box sx={{ minWidth: 0 }}>
      {heading}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
