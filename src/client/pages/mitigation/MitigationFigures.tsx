import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AGEING_BUCKETS } from '../../../domain/ageing';
import type { Language } from '../../../domain/constants';
import type { Currency } from '../../../domain/money';
import type { MitigationReport } from '../../../domain/money-reports';
import { GridHiddenNotice } from '../reports/GridHiddenNotice';
import { TotalsCards } from '../reports/TotalsCards';
import { CurrencyToggle } from '../reports/CurrencyToggle';
import { MitigationAgeingChart } from './MitigationAgeingChart';
import { MitigationGrid } from './MitigationGrid';
import { MitigationGroupsTable } from './MitigationGroupsTable';
import { MitigationMonthChart } from './MitigationMonthChart';
import { amountsOf, leadingCurrency } from './money-view';

type Props = { data: MitigationReport; language: Language };

/** The mitigation figures: headline cards, the charts of one currency, the groups and the notes at risk. */
export function MitigationFigures({ data, language }: Props) {
  const translate = useTranslate();
  const [currency, setCurrency] = useState<Currency>(() => leadingCurrency(data.totals));
  const t = (key: string, options?: Record<string, unknown>) => translate(`moneyReports.mitigation.${key}`, options);
  const sum = (pick: (row: MitigationReport['totals'][number]) => number) => amountsOf(data.totals, pick);
  const count = (pick: (row: MitigationReport['totals'][number]) => number) => data.totals.reduce((total, row) => total + pick(row), 0);
  const cards = [
    { id: 'taxed', label: t('cards.taxed'), amounts: sum((r) => r.taxed), hint: t('hints.taxedNotes', { count: count((r) => r.taxedNotes) }) },
    { id: 'collected', label: t('cards.collected'), amounts: sum((r) => r.collected) },
    { id: 'outstanding', label: t('cards.outstanding'), amounts: sum((r) => r.outstanding) },
    { id: 'overdue', label: t('cards.overdue'), amounts: sum((r) => AGEING_BUCKETS.reduce((total, bucket) => total + r.overdue[bucket], 0)) },
    { id: 'amended', label: t('cards.amended'), amounts: sum((r) => r.amended), hint: t('hints.amendments', { count: count((r) => r.amendments) }) },
    { id: 'rejected', label: t('cards.rejected'), count: count((r) => r.rejectedNotes), amounts: sum((r) => r.rejected) },
    { id: 'disputed', label: t('cards.disputed'), count: count((r) => r.disputedNotes), amounts: sum((r) => r.disputed) },
    { id: 'brokenPromises', label: t('cards.brokenPromises'), count: count((r) => r.brokenPromises), amounts: sum((r) => r.brokenPromised) },
  ];
  const total = data.totals.find((row) => row.currency === currency)!;
  return (
    <>
      <TotalsCards cards={cards} />
      <CurrencyToggle value={currency} onChange={setCurrency} label={translate('moneyReports.currency')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <MitigationMonthChart groups={data.byMonth} currency={currency} language={language} />
        <MitigationAgeingChart figures={total} language={language} />
      </Box>
      <MitigationGroupsTable
        caption={t('groups.byTaxType')}
        groups={data.byTaxType}
        currency={currency}
        language={language}
        nameOf={(key) => translate(`values.taxType.${key}`, { _: key })}
        testId="mitigation-by-tax-type"
      />
      <MitigationGroupsTable
        caption={t('groups.byZone')}
        groups={data.byZone}
        currency={currency}
        language={language}
        nameOf={(key, label) => (key ? (label ?? key) : translate('reports.noZone'))}
        testId="mitigation-by-zone"
      />
      {data.rows ? <MitigationGrid rows={data.rows} total={data.rowsTotal ?? data.rows.length} language={language} /> : <GridHiddenNotice />}
    </>
  );
}
