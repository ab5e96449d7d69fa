import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCanAccess, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { embeddingPath } from '../return-to';

/**
 * Create, as a plain button in the list's toolbar at every width. react-admin's CreateButton turns
 * into a floating button below md, which covers the last rows and their buttons. A list shown inside
 * another screen (a project tab) gives the create page its way back there.
 */
export function ToolbarCreateButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const location = useLocation();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (!resource || !canAccess) return null;
  const returnTo = embeddingPath(resource, location);
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      state={returnTo ? { returnTo } : undefined}
      size="small"
      variant={variant}
      startIcon={<AddIcon />}
    >
      {translate('ra.action.create')}
    </Button>
  );
}
