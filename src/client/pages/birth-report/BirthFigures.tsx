import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BirthReport } from '../../../domain/birth-report';
import { useLanguage } from '../../providers/use-language';
import { TotalsCards } from '../reports/TotalsCards';
import { monthName } from './month-name';
import { CountBarChart } from './CountBarChart';
import { HeatMapTable } from './HeatMapTable';
import { ScaleLegend } from './ScaleLegend';

/** The birth report's figures: the stage totals, the month × hospital colour map, then one chart per facet. */
export function BirthFigures({ data }: { data: BirthReport }) {
  const translate = useTranslate();
  const language = useLanguage();
  const t = (key: string) => translate(`healthReports.birth.${key}`);
  const { totals } = data;
  const cells = new Map(data.byMonthAndHospital.map((cell) => [`${cell.month}|${cell.hospitalKey}`, cell.births]));
  return (
    <>
      <TotalsCards
        cards={[
          { id: 'births', label: t('totals.births'), count: totals.births, hint: t('totals.birthsHint') },
          { id: 'waiting', label: t('totals.waitingForApproval'), count: totals.waitingForApproval },
          { id: 'approved', label: t('totals.approved'), count: totals.approved },
          { id: 'synced', label: t('totals.synced'), count: totals.synced },
          { id: 'rejected', label: t('totals.rejected'), count: totals.rejected },
          { id: 'duplicates', label: t('totals.duplicates'), count: totals.duplicates, hint: t('totals.duplicatesHint') },
        ]}
      />
      {totals.births === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        <>
          <ScaleLegend />
          <HeatMapTable
            title={t('charts.heatMap')}
            caption={t('charts.heatMapCaption')}
            corner={t('charts.month')}
            totalLabel={t('charts.total')}
            rows={data.byMonth.map(({ month }) => ({ key: month, label: monthName(month, language) }))}
            columns={data.byHospital.map((hospital) => ({ key: hospital.key, label: hospital.name }))}
            value={(month, hospital) => cells.get(`${month}|${hospital}`) ?? 0}
            testId="birth-heat-map"
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
            <CountBarChart
              title={t('charts.byMonth')}
              bars={data.byMonth.map(({ month, births }) => ({ key: month, name: monthName(month, language), count: births }))}
              testId="birth-by-month"
            />
            <CountBarChart
              title={t('charts.byHospital')}
              horizontal
              bars={data.byHospital.map((hospital) => ({ key: hospital.key, name: hospital.name, count: hospital.births }))}
              testId="birth-by-hospital"
            />
            {/* Sideways: "Assisté (forceps ou ventouse)" does not fit under a column on a phone (admin-health D15). */}
            <CountBarChart
              title={t('charts.byDeliveryType')}
              horizontal
              bars={data.byDeliveryType.map((row) => ({
                key: row.key,
                name: translate(`births.deliveryTypes.${row.key}`, { _: row.key }),
                count: row.births,
              }))}
              testId="birth-by-delivery"
            />
            <CountBarChart
              title={t('charts.byGender')}
              bars={data.byGender.map((row) => ({ key: row.key, name: translate(`births.genders.${row.key}`, { _: row.key }), count: row.births }))}
              testId="birth-by-gender"
            />
            <CountBarChart
              title={t('charts.byStage')}
              horizontal
              bars={data.byStage.map((row) => ({ key: row.key, name: t(`stages.${row.key}`), count: row.births }))}
              testId="birth-by-stage"
            />
          </Box>
        </>
      )}
    </>
  );
}
