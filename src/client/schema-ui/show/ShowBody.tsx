import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, ListButton, useResourceDefinition, useShowContext, useTranslate } from 'react-admin';
import { representRecord } from '../../../domain/entity-meta';
import { countryCodeField, viewFields } from '../form/form-schema';
import { fieldLabel, resourceName } from '../labels';
import { DeleteRecordButton } from '../list/DeleteRecordButton';
import { useEntity } from '../use-entity';
import { PageHeader } from '../views/PageHeader';
import { SchemaValue } from './SchemaValue';

type Props = { fields?: string[]; title?: ReactNode | false; header?: ReactNode; actions?: ReactNode };

/** The record of a show page: its name as the title, then each x-admin-views.show field with its label. */
export function ShowBody({ fields, title, header, actions }: Props) {
  const translate = useTranslate();
  const entity = useEntity();
  const { icon, hasEdit, hasList } = useResourceDefinition();
  const { record, isPending } = useShowContext();
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="status" aria-label={translate('schemaUi.list.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  const { properties } = entity.inlined;
  const all = viewFields(entity, 'show', fields);
  // A phone already reads '+243 812…': its country code row would repeat it.
  const codes = all.filter((field) => properties[field]['x-admin-widget'] === 'phone').map((field) => countryCodeField(field, properties));
  const shown = all.filter((field) => !codes.includes(field));
  return (
    <Box sx={{ p: title === false ? 0 : { xs: 2, md: 4 } }}>
      <PageHeader
        title={title === false ? undefined : (title ?? (representRecord(entity.representation, record) || resourceName(translate, entity)))}
        subtitle={title === false ? undefined : resourceName(translate, entity)}
        icon={icon}
        actions={
          <>
            {hasList && <ListButton />}
            {actions}
            {hasEdit && <EditButton variant="contained" />}
            <DeleteRecordButton />
          </>
        }
      />
      {header}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: 2 }}>
          {shown.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                {fieldLabel(translate, entity, field)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }} data-field={field}>
                <SchemaValue source={field} field={field} property={entity.inlined.properties[field]} />
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
