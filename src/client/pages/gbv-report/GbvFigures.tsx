import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLanguage } from '../../providers/use-language';
import { monthName } from '../birth-report/month-name';
import { CountBarChart } from '../birth-report/CountBarChart';
import { HeatMapTable } from '../birth-report/HeatMapTable';
import { ScaleLegend } from '../birth-report/ScaleLegend';
import type { GbvReport } from './gbv-report-api';
import { GbvTotals } from './GbvTotals';

const SERVICE_STATES = ['provided', 'referred', 'declined'] as const;

/**
 * The GBV report's figures: counts the server already published (a count from 1 to 4 arrives as
 * null and shows "<5"); nothing here could name a survivor, since nothing that names one arrives.
 */
export function GbvFigures({ data }: { data: GbvReport }) {
  const translate = useTranslate();
  const language = useLanguage();
  const t = (key: string, options?: object) => translate(`healthReports.gbv.${key}`, options);
  const counts = [data.byIncidentType, data.byAgeGroup, data.bySex, data.byMonth, data.byZone].flat().map((row) => row.cases);
  const hasHidden = counts.includes(null) || Object.values(data.totals).includes(null);
  const nothing = data.totals.cases === 0;
  const services = new Map(data.services.map((row) => [row.service, row]));
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="gbv-privacy">
        {t('privacy')}
      </Alert>
      <GbvTotalsRow data={data} />
      {nothing ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        <>
          <ScaleLegend suppressed={hasHidden} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
            <CountBarChart
              title={t('charts.byIncidentType')}
              horizontal
              bars={data.byIncidentType.map((row) => ({ key: row.key, name: translate(`gbv.incidentTypes.${row.key}`, { _: row.key }), count: row.cases }))}
              testId="gbv-by-incident"
            />
            <CountBarChart
              title={t('charts.byZone')}
              horizontal
              bars={data.byZone.map((row) => ({ key: row.key, name: row.name ?? t('charts.unnamedZone', { key: row.key }), count: row.cases }))}
              testId="gbv-by-zone"
            />
            <CountBarChart
              title={t('charts.byAgeGroup')}
              bars={data.byAgeGroup.map((row) => ({ key: row.key, name: row.key, count: row.cases }))}
              testId="gbv-by-age"
            />
            <CountBarChart
              title={t('charts.byMonth')}
              bars={data.byMonth.map((row) => ({ key: row.month, name: monthName(row.month, language), count: row.cases }))}
              testId="gbv-by-month"
            />
            <CountBarChart
              title={t('charts.bySex')}
              bars={data.bySex.map((row) => ({ key: row.key, name: translate(`gbv.sexes.${row.key}`, { _: row.key }), count: row.cases }))}
              testId="gbv-by-sex"
            />
          </Box>
          <HeatMapTable
            title={t('charts.services')}
            caption={t('charts.services')}
            corner={t('charts.service')}
            rows={data.services.map((row) => ({ key: row.service, label: translate(`gbv.services.${row.service}`) }))}
            columns={SERVICE_STATES.map((state) => ({ key: state, label: translate(`gbv.serviceStates.${state}`) }))}
            value={(service, state) => {
              // A hidden count arrives as null and shows "<5"; only a service with no row at all is 0.
              const row = services.get(service as GbvReport['services'][number]['service']);
              return row ? row[state as (typeof SERVICE_STATES)[number]] : 0;
            }}
            testId="gbv-services"
          />
        </>
      )}
    </>
  );
}

function GbvTotalsRow({ data }: { data: GbvReport }) {
  const translate = useTranslate();
  return (
    <GbvTotals
      cards={(['cases', 'open', 'closed'] as const).map((id) => ({ id, label: translate(`healthReports.gbv.totals.${id}`), count: data.totals[id] }))}
    />
  );
}
