import { ageAtDeath } from '../../../domain/health-deaths';
import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { ExportQuery } from '../exports/list-export';
import { chosenColumns } from '../vital-events/export-columns';
import type { ExportColumn, XlsxExport } from '../exports/send-xlsx';
import { deathsToExport } from './list-deaths';

/** The columns of the death list's export, as the list shows them (values in the caller's language). */
const COLUMNS: [key: string, label: string, type: ExportColumn['type']][] = [
  ['certificateNumber', 'certificateNumber', 'text'],
  ['deceasedName', 'deceasedName', 'text'],
  ['sex', 'sex', 'text'],
  ['age', 'age', 'number'],
  ['dateOfDeath', 'dateOfDeath', 'day'],
  ['hospitalName', 'hospital', 'text'],
  ['placeOfDeath', 'placeOfDeath', 'text'],
  ['immediateCause', 'immediateCause', 'text'],
  ['icd10Code', 'icd10Code', 'text'],
  ['zone', 'zone', 'text'],
  ['state', 'state', 'text'],
  ['createdAt', 'createdAt', 'moment'],
  ['approvedAt', 'approvedAt', 'moment'],
];

/** The declarations of the list's filters and order as an .xlsx for sendXlsx, with the columns asked for (all by default). */
export function deathExport(db: Db, projectKey: string, query: ExportQuery, language: Language): XlsxExport {
  const t = (key: string) => translate(language, `deaths.${key}`);
  // Checked before the first row is read, so an unknown column is a 400, not a broken file.
  const columns = chosenColumns(
    COLUMNS.map(([key, label, type]): ExportColumn => ({ key, header: t(`fields.${label}`), type })),
    query.columns,
  );
  async function* rows() {
    for await (const death of deathsToExport(db, projectKey, query)) {
      yield {
        ...death,
        sex: t(`sexes.${death.sex}`),
        age: ageAtDeath(death),
        placeOfDeath: death.placeKind === 'elsewhere' ? death.placeText : t('placeKinds.hospital'),
        state: t(`states.${death.state}`),
      };
    }
  }
  return {
    fileName: t('export.fileName'),
    sheetName: t('export.sheetName'),
    columns,
    rows: rows(),
  };
}
