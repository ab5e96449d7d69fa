import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, ShowButton, useResourceDefinition } from 'react-admin';
import { PageHeader } from '../views/PageHeader';

type Props = { title: ReactNode; subtitle?: ReactNode; header?: ReactNode; withShow?: boolean; children: ReactNode };

/** The frame of a create or edit page: title, the way back, an optional explanation, the form. */
export function FormPage({ title, subtitle, header, withShow, children }: Props) {
  const { icon, hasList, hasShow } = useResourceDefinition();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        icon={icon}
        actions={
          <>
            {hasList && <ListButton />}
            {withShow && hasShow && <ShowButton />}
          </>
        }
      />
      {header}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>{children}</Paper>
    </Box>
  );
}
