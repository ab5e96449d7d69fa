import { Box } from '@mui/material';
import { EditButton, useResourceDefinition } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';

/** Edit and delete at the end of a row; react-admin hides each one the role may not use. */
export function RowActions(_props: { label?: string }) {
  const { hasEdit } = useResourceDefinition();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }} onClick={(event) => event.stopPropagation()}>
      {hasEdit && <EditButton />}
      <DeleteRecordButton redirect={false} />
    </Box>
  );
}
