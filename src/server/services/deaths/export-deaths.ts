import { ageAtDeath } from '../../../domain/health-deaths';
import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { ListQuery } from '../list-query';
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

/** The declarations of the list's filters and order as an .xlsx for sendXlsx. */
export function deathExport(db: Db, projectKey: string, query: Omit<ListQuery, 'range'>, language: Language): XlsxExport {
  const t = (key: string) => translate(language, `deaths.${key}`);
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
    columns: COLUMNS.map(([key, label, type]) => ({ key, header: t(`fields.${label}`), type })),
    rows: rows(),
  };
}
