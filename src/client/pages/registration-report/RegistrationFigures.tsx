import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationKind, RegistrationReport } from '../../../domain/registration-report';
import { GridHiddenNotice } from '../reports/GridHiddenNotice';
import { TotalsCards } from '../reports/TotalsCards';
import { CoverageChart } from './CoverageChart';
import { CoverageTable } from './CoverageTable';
import { MonthlyAmountsChart } from './MonthlyAmountsChart';
import { RegistrationGrid } from './RegistrationGrid';
import { amountsByCurrency, coveragePercent } from './registration-view';

const CURRENCIES = ['USD', 'CDF'] as const;

/** The figures of a registration report: totals, charts by zone, category and month, the tables, the grid. */
export function RegistrationFigures({ kind, data }: { kind: RegistrationKind; data: RegistrationReport }) {
  const translate = useTranslate();
  const { totals } = data;
  const coverage = coveragePercent(totals.taxed, totals.registered);
  const dimensionLabel = (dimension: string) => translate(`registrationReports.dimensions.${dimension}`);
  return (
    <>
      <TotalsCards
        cards={[
          {
            id: 'registered',
            label: translate('registrationReports.totals.registered'),
            count: totals.registered,
            hint: translate('registrationReports.totals.registeredHint'),
          },
          {
            id: 'taxed',
            label: translate('registrationReports.totals.taxed'),
            count: totals.taxed,
            hint: translate('registrationReports.totals.taxedHint', { notes: totals.notes }),
          },
          coverage === null
            ? { id: 'coverage', label: translate('registrationReports.totals.coverage'), hint: translate('registrationReports.totals.coverageNone') }
            : { id: 'coverage', label: translate('registrationReports.totals.coverage'), count: coverage },
          { id: 'amounts', label: translate('registrationReports.totals.amounts'), amounts: { USD: 0, CDF: 0, ...amountsByCurrency(totals.amounts) } },
        ]}
      />
      {totals.registered === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
            <CoverageChart title={translate('registrationReports.charts.byZone')} dimension="zone" rows={data.byZone} />
            {data.byDimension.map(({ dimension, rows }) => (
              <CoverageChart
                key={dimension}
                title={translate('registrationReports.charts.byDimension', { dimension: dimensionLabel(dimension).toLowerCase() })}
                dimension={dimension}
                rows={rows}
              />
            ))}
            {CURRENCIES.map((currency) => (
              <MonthlyAmountsChart key={currency} currency={currency} months={data.byMonth} />
            ))}
          </Box>
          <CoverageTable dimension="zone" rows={data.byZone} totals={totals} testId="registration-by-zone" />
          {data.byDimension.map(({ dimension, rows }) => (
            <CoverageTable key={dimension} dimension={dimension} rows={rows} totals={totals} testId={`registration-by-${dimension}`} />
          ))}
        </>
      )}
      {data.rows ? data.rows.length > 0 && <RegistrationGrid kind={kind} rows={data.rows} total={data.rowsTotal ?? data.rows.length} /> : <GridHiddenNotice />}
    </>
  );
}
