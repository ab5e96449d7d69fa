import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { ListButton, ShowButton, useResourceDefinition, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageHeader } from '../views/PageHeader';

type Props = { title: ReactNode; subtitle?: ReactNode; header?: ReactNode; withShow?: boolean; returnTo?: string; children: ReactNode };

/**
 * The frame of a create or edit page: title, the way back, an optional explanation, the form.
 * Opened from another screen (`returnTo`, a project tab), the way back leads there, not to the list.
 */
export function FormPage({ title, subtitle, header, withShow, returnTo, children }: Props) {
  const translate = useTranslate();
  const { icon, hasList, hasShow } = useResourceDefinition();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        icon={icon}
        actions={
          <>
            {returnTo ? (
              <Button component={Link} to={returnTo} size="small" startIcon={<ArrowBackIcon />}>
                {translate('ra.action.back')}
              </Button>
            ) : (
              hasList && <ListButton />
            )}
            {withShow && hasShow && <ShowButton />}
          </>
        }
      />
      {header}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>{children}</Paper>
    </Box>
  );
}
