import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import type { Currency } from '../../../domain/money';
import type { AccountingFigures as Figures, AccountingGroup, AccountingReport, AccountingRow } from '../../../domain/money-reports';
import { CurrencyToggle } from '../reports/CurrencyToggle';
import { amountsOf, leadingCurrency, moneyText } from '../mitigation/money-view';
import { GridHiddenNotice } from '../reports/GridHiddenNotice';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { TotalsCards } from '../reports/TotalsCards';
import { AccountingChapterChart } from './AccountingChapterChart';

const FIGURES = ['taxed', 'collected', 'outstanding', 'penalties', 'exchangeDifference'] as const;

/** Headline cards, the chapters (chart and table) and the accounting grid by account. */
export function AccountingFigures({ data, language }: { data: AccountingReport; language: Language }) {
  const translate = useTranslate();
  const [currency, setCurrency] = useState<Currency>(() => leadingCurrency(data.totals));
  const t = (key: string) => translate(`moneyReports.accounting.${key}`);
  const cards = FIGURES.map((figure) => ({
    id: figure,
    label: t(`cards.${figure}`),
    amounts: amountsOf(data.totals, (row) => row[figure]),
    hint: figure === 'exchangeDifference' ? t('hints.exchangeDifference') : undefined,
  }));
  const chapterName = (chapter: string) => chapter || t('noChapter');
  const amountColumns = <Row extends Figures>(): ReportColumn<Row>[] =>
    FIGURES.map((figure) => ({
      id: figure,
      label: t(`columns.${figure}`),
      numeric: true,
      render: (row: Row) => moneyText(row[figure], row.currency, language),
    }));
  const chapterColumns: ReportColumn<AccountingGroup>[] = [
    { id: 'chapter', label: t('columns.chapter'), render: (row) => chapterName(row.chapter) },
    ...amountColumns<AccountingGroup>(),
  ];
  const gridColumns: ReportColumn<AccountingRow>[] = [
    { id: 'account', label: t('columns.account'), render: (row) => row.account },
    { id: 'chapter', label: t('columns.chapter'), render: (row) => chapterName(row.chapter) },
    { id: 'currency', label: t('columns.currency'), render: (row) => row.currency },
    ...amountColumns<AccountingRow>(),
  ];
  const chapters = data.byChapter.filter((row) => row.currency === currency);
  return (
    <>
      <TotalsCards cards={cards} />
      <CurrencyToggle value={currency} onChange={setCurrency} label={translate('moneyReports.currency')} />
      <AccountingChapterChart chapters={chapters} currency={currency} language={language} chapterName={chapterName} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('chapters')}
      </Typography>
      <ReportTable
        caption={`${t('chapters')} (${currency})`}
        columns={chapterColumns}
        rows={chapters}
        rowKey={(row) => row.chapter}
        testId="accounting-chapters"
      />
      {data.rows ? (
        <ReportTable
          caption={t('gridCaption')}
          columns={gridColumns}
          rows={data.rows}
          rowKey={(row) => `${row.account}|${row.chapter}|${row.currency}`}
          testId="accounting-grid"
        />
      ) : (
        <GridHiddenNotice />
      )}
    </>
  );
}
