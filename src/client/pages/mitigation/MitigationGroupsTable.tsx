import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AGEING_BUCKETS } from '../../../domain/ageing';
import type { Language } from '../../../domain/constants';
import type { Currency } from '../../../domain/money';
import type { MitigationGroup } from '../../../domain/money-reports';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { moneyText } from './money-view';

type Props = {
  caption: string;
  groups: readonly MitigationGroup[];
  currency: Currency;
  language: Language;
  nameOf: (key: string, label: string | null) => string;
  testId: string;
};

const AMOUNTS = ['taxed', 'collected', 'outstanding', 'overdue', 'amended', 'rejected', 'disputed', 'brokenPromised'] as const;
const overdueOf = (group: MitigationGroup) => AGEING_BUCKETS.reduce((sum, bucket) => sum + group.overdue[bucket], 0);

/** A titled table, one line per tax type or zone, in the currency the charts show: the totals stay on screen whatever the period. */
export function MitigationGroupsTable({ caption, groups, currency, language, nameOf, testId }: Props) {
  const translate = useTranslate();
  const rows = groups.filter((group) => group.currency === currency);
  const columns: ReportColumn<MitigationGroup>[] = [
    { id: 'group', label: translate('moneyReports.mitigation.groups.group'), render: (row) => nameOf(row.key, row.label) },
    ...AMOUNTS.map((amount): ReportColumn<MitigationGroup> => ({
      id: amount,
      label: translate(`moneyReports.mitigation.columns.${amount}`),
      numeric: true,
      render: (row) => moneyText(amount === 'overdue' ? overdueOf(row) : row[amount], currency, language),
    })),
  ];
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {caption}
      </Typography>
      <ReportTable caption={`${caption} (${currency})`} columns={columns} rows={rows} rowKey={(row) => row.key} testId={testId} />
    </>
  );
}
