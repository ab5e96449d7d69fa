import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useEntity } from '../use-entity';
import { fetchAllRecords, fetchReferenceLabels, saveWorkbook } from './export-records';
import { exportFileName, exportRows, referencedKeys } from './export-rows';

/**
 * Downloads every record the list's filters match (not only the page shown) as an .xlsx named
 * `<resource>-YYYYMMDD-HHmmss.xlsx`, with translated headers and the values as the list shows them.
 */
export function ExportXlsxButton({ fields }: { fields: readonly string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const entity = useEntity();
  const { filterValues, filter, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const records = await fetchAllRecords(dataProvider, entity.path, { ...filterValues, ...filter }, sort);
      const labels = await fetchReferenceLabels(dataProvider, referencedKeys(entity, fields, records));
      await saveWorkbook(exportRows(entity, fields, records, labels, translate), exportFileName(entity.path), translate('schemaUi.list.sheetName'));
    } catch {
      notify('schemaUi.list.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" onClick={() => void run()} disabled={busy || !total} startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}>
      {translate(busy ? 'schemaUi.list.exporting' : 'schemaUi.list.export')}
    </Button>
  );
}
