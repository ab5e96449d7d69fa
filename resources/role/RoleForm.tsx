import { useEffect, useRef, type RefObject } from 'react';
import { FormDataConsumer, required, SimpleForm, TextInput } from 'react-admin';
import { LeaveGuard } from '../../src/client/schema-ui/LeaveGuard';
import { RoleMatrixInput } from './RoleMatrixInput';
import { fullMatrix } from './role-matrix';

const label = (field: string) => `resources.roles.fields.${field}`;
const nameRequired = [required('roles.form.nameRequired')];

/** Marks `dirty` while the form's values differ from the ones it first showed. */
function ChangeTracker({ values, dirty }: { values: unknown; dirty: RefObject<boolean> }) {
  const first = useRef<string | undefined>(undefined);
  const text = JSON.stringify(values);
  useEffect(() => {
    if (first.current === undefined) first.current = text;
    else dirty.current = text !== first.current;
  }, [text, dirty]);
  return null;
}

/**
 * Name (required), description and the permission matrix. Leaving after a change asks first;
 * the page clears `dirty` when the save succeeds, before it redirects.
 */
export function RoleForm({ dirty }: { dirty: RefObject<boolean> }) {
  return (
    <SimpleForm defaultValues={{ roleList: fullMatrix([]) }}>
      <TextInput source="name" label={label('name')} validate={nameRequired} sx={{ maxWidth: 480 }} fullWidth />
      <TextInput source="description" label={label('description')} multiline minRows={2} sx={{ maxWidth: 720 }} fullWidth />
      <RoleMatrixInput />
      <FormDataConsumer>{({ formData }) => <ChangeTracker values={formData} dirty={dirty} />}</FormDataConsumer>
      <LeaveGuard dirty={dirty} />
    </SimpleForm>
  );
}
