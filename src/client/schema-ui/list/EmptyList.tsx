import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Paper, Typography } from '@mui/material';
import { useResourceDefinition, useTranslate } from 'react-admin';
import { useEntity } from '../use-entity';
import { resourceName } from '../labels';
import { ToolbarCreateButton } from './ToolbarCreateButton';

/** What a list shows before its first record: what is missing and how to add it. */
export function EmptyList() {
  const translate = useTranslate();
  const entity = useEntity();
  const { hasCreate } = useResourceDefinition();
  return (
    <Paper sx={{ p: 6, textAlign: 'center' }} role="status">
      <InboxIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('schemaUi.list.empty', { name: resourceName(translate, entity, 2).toLowerCase() })}
      </Typography>
      {hasCreate && (
        <Box sx={{ mt: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('schemaUi.list.emptyHint')}
          </Typography>
          <ToolbarCreateButton variant="contained" />
        </Box>
      )}
    </Paper>
  );
}
