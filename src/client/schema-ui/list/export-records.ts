import type { DataProvider, SortPayload } from 'react-admin';
import type { SheetData } from 'write-excel-file/browser';
import { findEntity } from '../entity-registry';
import { representationOf } from '../widgets/use-reference';
import type { ReferenceLabels } from './export-rows';

/** The server answers at most 500 records a page (MAX_PAGE_SIZE). */
export const EXPORT_PAGE_SIZE = 500;
/** Key lists travel in the query string, which the server caps at 2000 characters. */
export const KEYS_PER_CALL = 25;

/** Every record matching the list's filters, in its order, page after page. */
export async function fetchAllRecords(dataProvider: DataProvider, resource: string, filter: Record<string, unknown>, sort: SortPayload, limit = 100_000) {
  const records: Record<string, unknown>[] = [];
  for (let page = 1; records.length < limit; page += 1) {
    const { data, total } = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
    records.push(...data);
    if (data.length < EXPORT_PAGE_SIZE || (total !== undefined && records.length >= total)) break;
  }
  return records;
}

/** The representation of every referenced record the rows name, fetched a few keys at a time. */
export async function fetchReferenceLabels(dataProvider: DataProvider, wanted: Record<string, string[]>): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = {};
  for (const [resource, keys] of Object.entries(wanted)) {
    const represent = representationOf(resource);
    const path = findEntity(resource)?.path ?? resource;
    labels[resource] = {};
    for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
      const { data } = await dataProvider.getMany(path, { ids: keys.slice(start, start + KEYS_PER_CALL) });
      for (const record of data) labels[resource][String(record.id)] = represent(record);
    }
  }
  return labels;
}

/** write-excel-file is its own chunk, fetched on the first export, so lists do not pay for it up front. */
export async function saveWorkbook(rows: SheetData, fileName: string, sheet: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(rows, { sheet }).toFile(fileName);
}
