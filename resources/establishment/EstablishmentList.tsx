import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { SchemaList } from '../../src/client/schema-ui';
import { EstablishmentBranchTree } from './EstablishmentBranchTree';

type View = 'list' | 'branches';

/** /establishment: the engine's list, or the whole project as its branch tree. */
export function EstablishmentList() {
  const translate = useTranslate();
  const [view, setView] = useStore<View>('establishment.view', 'list');
  const toggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: View | null) => next && setView(next)}
      aria-label={translate('establishments.list.view')}
    >
      <ToggleButton value="list" aria-label={translate('establishments.list.asList')}>
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('establishments.list.asList')}
      </ToggleButton>
      <ToggleButton value="branches" aria-label={translate('establishments.list.asTree')}>
        <AccountTreeIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('establishments.list.asTree')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
  if (view === 'list') return <SchemaList resource="establishment" actions={toggle} />;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{toggle}</Box>
      <EstablishmentBranchTree />
    </Box>
  );
}
