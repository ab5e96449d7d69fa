import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Datagrid, FilterButton, List, TopToolbar, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { fieldLabel, resourceName } from '../labels';
import { EmptyList } from '../list/EmptyList';
import { ListExportButton } from '../list/ListExportButton';
import { filterInputs } from '../list/filter-inputs';
import { defaultSort, filterFields, isSortable, listColumns } from '../list/list-fields';
import { ListErrorState } from '../list/ListErrorState';
import { ListPagination } from '../list/ListPagination';
import { PhoneList } from '../list/PhoneList';
import { RowActions } from '../list/RowActions';
import { ToolbarCreateButton } from '../list/ToolbarCreateButton';
import { SchemaValue } from '../show/SchemaValue';
import type { SchemaListProps } from '../types';
import { useEntity } from '../use-entity';
import { PageHeader } from './PageHeader';

/**
 * A resource's list from its schema: x-admin-views.list columns (sortable where the server
 * indexes), the search box and x-admin-views.filter inputs, pagination, .xlsx export, and
 * edit/delete on each row. On a phone the rows become cards and the toolbar wraps, so every
 * button stays on screen; a failed request shows an error with a retry, not an empty list.
 */
export function SchemaList({ resource, fields, filterFields: filterOverride, permanentFilter, rowClick = 'show', title, header, actions }: SchemaListProps) {
  const entity = useEntity(resource);
  const current = useResourceContext();
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { icon, hasCreate, hasShow, hasEdit } = useResourceDefinition({ resource: entity.path });
  const columns = useMemo(() => listColumns(entity, fields), [entity, fields]);
  const filters = useMemo(() => filterInputs(entity, filterFields(entity, filterOverride), translate), [entity, filterOverride, translate]);
  // Embedded in another screen (a project tab…), a list keeps its own state, not the address bar's.
  const embedded = current !== entity.path;
  const click = (rowClick === 'show' && !hasShow) || (rowClick === 'edit' && !hasEdit) ? false : rowClick;
  const plural = resourceName(translate, entity, 2);

  return (
    <Box sx={{ p: embedded ? 0 : { xs: 1.5, sm: 2, md: 4 }, minWidth: 0 }}>
      {title !== false && <PageHeader title={title ?? plural} icon={icon} />}
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
        error={<ListErrorState name={plural.toLowerCase()} />}
        pagination={<ListPagination />}
        sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
        actions={
          <TopToolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1, justifyContent: 'flex-end' }}>
            {filters.length > 1 && <FilterButton />}
            {actions}
            <ListExportButton fields={columns} />
            {hasCreate && <ToolbarCreateButton />}
          </TopToolbar>
        }
      >
        {isPhone ? (
          <PhoneList entity={entity} columns={columns} rowClick={click} />
        ) : (
          <Datagrid rowClick={click} bulkActionButtons={false}>
            {columns.map((field) => (
              <SchemaValue
                key={field}
                source={field}
                field={field}
                property={entity.inlined.properties[field]}
                label={fieldLabel(translate, entity, field)}
                sortable={isSortable(entity, field)}
                compact
              />
            ))}
            <RowActions label="" />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
