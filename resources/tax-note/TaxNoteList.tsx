import { Box } from '@mui/material';
import { useResourceDefinition, useTranslate } from 'react-admin';
import { useEntity } from '../../src/client/schema-ui';
import { resourceName } from '../../src/client/schema-ui/labels';
import { PageHeader } from '../../src/client/schema-ui/views/PageHeader';
import { TaxNoteTable } from './TaxNoteTable';

/** /tax-note: every note of the project, newest first. */
export function TaxNoteList() {
  const translate = useTranslate();
  const entity = useEntity('tax-note');
  const { icon } = useResourceDefinition({ resource: entity.path });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 4 }, minWidth: 0 }}>
      <PageHeader title={resourceName(translate, entity, 2)} icon={icon} />
      <TaxNoteTable />
    </Box>
  );
}
