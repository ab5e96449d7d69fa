import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField } from 'react-admin';
import { formatDateTime } from '../user/format-date-time';

type ActivityRow = { createdAt?: string; latitude?: string | number | null; longitude?: string | number | null };

const label = (field: string) => `projects.activity.${field}`;
const position = (r: ActivityRow) => (r.latitude != null && r.longitude != null ? `${r.latitude}, ${r.longitude}` : '');

/** project-user-activity: the project's audit trail (append-only), newest first. */
export function ProjectActivityTab() {
  return (
    <List
      resource="userActivity"
      title={false}
      disableSyncWithLocation
      storeKey={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={false}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<ActivityRow> source="createdAt" label={label('createdAt')} render={(r) => formatDateTime(r.createdAt)} />
        <TextField source="userName" label={label('userName')} />
        <TextField source="action" label={label('action')} />
        <TextField source="method" label={label('method')} />
        <TextField source="route" label={label('route')} sortable={false} />
        <NumberField source="statusCode" label={label('statusCode')} />
        <FunctionField<ActivityRow> label={label('position')} sortable={false} render={position} />
      </Datagrid>
    </List>
  );
}
