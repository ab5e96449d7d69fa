import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { ExportQuery } from '../exports/list-export';
import { chosenColumns } from '../vital-events/export-columns';
import type { ExportColumn, ExportRow, XlsxExport } from '../exports/send-xlsx';
import type { ListCursor } from '../lists/keyset';
import type { ApiBirth } from './birth-view';
import { listBirths } from './list-births';

/** At most this many rows in one file, as every list export. */
const MAX_EXPORT_ROWS = 200_000;
const PAGE = 500;

/**
 * The birth list as an .xlsx: the list's own filters and order, page after page, with the
 * columns of SPEC's health screens (or those `columns` names) and the values as the list shows
 * them (height in cm).
 */
export function birthExport(db: Db, projectKey: string, query: ExportQuery, language: Language): Omit<XlsxExport, 'fileName'> {
  const t = (key: string) => translate(language, `births.${key}`);
  const yesNo = (flag: unknown) => t(`yesNo.${flag ? 'yes' : 'no'}`);
  const column = (key: string, type: ExportColumn['type'], label = key): ExportColumn => ({ header: t(`fields.${label}`), key, type });
  const available: ExportColumn[] = [
    column('hospitalName', 'text', 'hospital'),
    column('childName', 'text', 'child'),
    column('gender', 'text'),
    column('dateOfBirth', 'day'),
    column('heightCm', 'number', 'height'),
    column('weightGrams', 'number', 'weight'),
    column('fatherName', 'text', 'father'),
    column('motherName', 'text', 'mother'),
    column('mobile', 'text'),
    column('zone', 'text'),
    column('motherHealth', 'text'),
    column('caseType', 'text'),
    column('deliveryType', 'text'),
    column('congenitalAnomalies', 'text'),
    column('multiplePregnancy', 'text'),
    column('syncState', 'text'),
    column('rejectionReason', 'text'),
    column('lastTransmissionError', 'text', 'transmissionError'),
    column('createdAt', 'moment'),
  ];
  // Checked before the first row is read, so an unknown column is a 400, not a broken file.
  const columns = chosenColumns(available, query.columns);
  const shown = (birth: ApiBirth): ExportRow => ({
    ...birth,
    gender: t(`genders.${birth.gender}`),
    heightCm: birth.heightMm / 10,
    motherHealth: t(`motherHealth.${birth.motherHealth}`),
    caseType: t(`caseTypes.${birth.caseType}`),
    deliveryType: t(`deliveryTypes.${birth.deliveryType}`),
    congenitalAnomalies: birth.congenitalAnomalies ? `${yesNo(true)}: ${birth.congenitalAnomaliesText}` : yesNo(false),
    multiplePregnancy: birth.multiplePregnancy ? `${yesNo(true)} (${birth.multipleCount ?? ''})` : yesNo(false),
    syncState: t(`syncStates.${birth.syncState}`),
    lastTransmissionError: birth.lastTransmissionErrorCode
      ? translate(language, `births.transmissionErrors.${birth.lastTransmissionErrorCode}`, { detail: birth.lastTransmissionError ?? '' })
      : birth.lastTransmissionError,
  });
  // By keyset: each page starts after the last row read, so the thousandth page costs what the first did.
  async function* rows(): AsyncGenerator<ExportRow> {
    const range = JSON.stringify([0, PAGE - 1]);
    let after: ListCursor | null = null;
    for (let read = 0; read < MAX_EXPORT_ROWS; read += PAGE) {
      const page = await listBirths(db, projectKey, { sort: query.sort, filter: query.filter, range }, [], { count: false, after });
      for (const birth of page.rows) yield shown(birth);
      if (page.rows.length < PAGE || !page.next) return;
      after = page.next;
    }
  }
  return { sheetName: t('sheetName'), columns, rows: rows() };
}
