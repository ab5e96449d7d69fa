import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin';
import { formatDateTime } from '../user/format-date-time';
import { activityText } from '../../src/client/schema-ui/show/activity-text';
import { ActivityEmpty } from '../../src/client/schema-ui/show/ActivityEmpty';

type ActivityRow = { failed?: boolean; createdAt?: string; latitude?: string | number | null; longitude?: string | number | null };

const label = (field: string) => `projects.activity.${field}`;
const position = (r: ActivityRow) => (r.latitude != null && r.longitude != null ? `${r.latitude}, ${r.longitude}` : '');

/** project-user-activity: the project's audit trail (append-only), newest first. */
export function ProjectActivityTab() {
  const translate = useTranslate();
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
      empty={<ActivityEmpty />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<ActivityRow> source="createdAt" label={label('createdAt')} render={(r) => formatDateTime(r.createdAt)} />
        <TextField source="userName" label={label('userName')} />
        <FunctionField<ActivityRow & { action?: string }> source="action" label={label('action')} render={(r) => activityText(r.action, translate)} />
        <TextField source="method" label={label('method')} />
        <TextField source="route" label={label('route')} sortable={false} />
        <FunctionField<ActivityRow> label={label('outcome')} sortable={false} render={(r) => translate(label(r.failed ? 'failed' : 'done'))} />
        <NumberField source="statusCode" label={label('statusCode')} />
        <FunctionField<ActivityRow> label={label('position')} sortable={false} render={position} />
      </Datagrid>
    </List>
  );
}
