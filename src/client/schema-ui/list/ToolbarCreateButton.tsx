import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCanAccess, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * Create, as a plain button in the list's toolbar at every width. react-admin's CreateButton turns
 * into a floating button below md, which covers the last rows and their buttons.
 */
export function ToolbarCreateButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (!resource || !canAccess) return null;
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} size="small" variant={variant} startIcon={<AddIcon />}>
      {translate('ra.action.create')}
    </Button>
  );
}
