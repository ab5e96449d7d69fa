import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import type { CitizenFamily } from './citizen-tabs';
import { CitizenFamilyCard } from './CitizenFamilyCard';
import { CitizenFamilyGeneration as Generation } from './CitizenFamilyGeneration';

/** family-hierarchy: parents above, the citizen and spouse, children below, siblings beside. */
export function CitizenFamilyTab({ citizenKey }: { citizenKey: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const family = useQuery({
    queryKey: ['citizen-family', citizenKey],
    queryFn: () => dataProvider.citizenFamily<CitizenFamily>(citizenKey),
  });
  if (family.isPending) return <CircularProgress aria-label={translate('citizens.dashboard.loading')} />;
  if (family.error) return <Alert severity="error">{(family.error as Error).message}</Alert>;
  const { citizen, father, mother, spouse, children, siblings } = family.data;
  const t = (key: string) => translate(`citizens.family.${key}`);
  return (
    <Stack spacing={3}>
      <Generation title={t('parents')}>
        <CitizenFamilyCard relation={t('father')} person={father} />
        <CitizenFamilyCard relation={t('mother')} person={mother} />
      </Generation>
      <Generation title={t('couple')}>
        <CitizenFamilyCard relation={t('self')} person={citizen} current />
        <CitizenFamilyCard relation={t('spouse')} person={spouse} />
      </Generation>
      <Generation title={t('children')}>
        {children.length ? (
          children.map((c) => <CitizenFamilyCard key={c.id ?? c._key} relation={t('child')} person={c} />)
        ) : (
          <Typography color="text.secondary">{t('none')}</Typography>
        )}
      </Generation>
      <Generation title={t('siblings')}>
        {siblings.length ? (
          siblings.map((c) => <CitizenFamilyCard key={c.id ?? c._key} relation={t('sibling')} person={c} />)
        ) : (
          <Typography color="text.secondary">{t('none')}</Typography>
        )}
      </Generation>
    </Stack>
  );
}
