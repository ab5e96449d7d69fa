import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CreateButton, Datagrid, FilterButton, List, TopToolbar, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { fieldLabel, resourceName } from '../labels';
import { EmptyList } from '../list/EmptyList';
import { ExportXlsxButton } from '../list/ExportXlsxButton';
import { filterInputs } from '../list/filter-inputs';
import { defaultSort, filterFields, isSortable, listColumns } from '../list/list-fields';
import { RowActions } from '../list/RowActions';
import { SchemaValue } from '../show/SchemaValue';
import type { SchemaListProps } from '../types';
import { useEntity } from '../use-entity';
import { PageHeader } from './PageHeader';

/**
 * A resource's list from its schema: x-admin-views.list columns (sortable where the server
 * indexes), the search box and x-admin-views.filter inputs, pagination, .xlsx export, and
 * edit/delete on each row.
 */
export function SchemaList({ resource, fields, filterFields: filterOverride, permanentFilter, rowClick = 'show', title, header, actions }: SchemaListProps) {
  const entity = useEntity(resource);
  const current = useResourceContext();
  const translate = useTranslate();
  const { icon, hasCreate, hasShow, hasEdit } = useResourceDefinition({ resource: entity.path });
  const columns = useMemo(() => listColumns(entity, fields), [entity, fields]);
  const filters = useMemo(() => filterInputs(entity, filterFields(entity, filterOverride), translate), [entity, filterOverride, translate]);
  // Embedded in another screen (a project tab…), a list keeps its own state, not the address bar's.
  const embedded = current !== entity.path;
  const click = (rowClick === 'show' && !hasShow) || (rowClick === 'edit' && !hasEdit) ? false : rowClick;

  return (
    <Box sx={{ p: embedded ? 0 : { xs: 2, md: 4 } }}>
      {title !== false && <PageHeader title={title ?? resourceName(translate, entity, 2)} icon={icon} />}
      {header}
      <List
        resource={entity.path}
        title={false}
        filters={filters}
        filter={permanentFilter}
        sort={defaultSort(entity)}
        perPage={25}
        exporter={false}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? `${entity.path}.embedded` : undefined}
        empty={<EmptyList />}
        actions={
          <TopToolbar>
            {filters.length > 1 && <FilterButton />}
            {actions}
            <ExportXlsxButton fields={columns} />
            {hasCreate && <CreateButton />}
          </TopToolbar>
        }
      >
        <Datagrid rowClick={click} bulkActionButtons={false}>
          {columns.map((field) => (
            <SchemaValue key={field} source={field} field={field} property={entity.inlined.properties[field]} label={fieldLabel(translate, entity, field)} sortable={isSortable(entity, field)} compact />
          ))}
          <RowActions label="" />
        </Datagrid>
      </List>
    </Box>
  );
}
