import { required, SimpleForm, TextInput } from 'react-admin';
import { RoleMatrixInput } from './RoleMatrixInput';
import { fullMatrix } from './role-matrix';

const label = (field: string) => `resources.roles.fields.${field}`;
const nameRequired = [required('roles.form.nameRequired')];

/** Name (required), description and the permission matrix. */
export function RoleForm() {
  return (
    <SimpleForm defaultValues={{ roleList: fullMatrix([]) }}>
      <TextInput source="name" label={label('name')} validate={nameRequired} sx={{ maxWidth: 480 }} fullWidth />
      <TextInput source="description" label={label('description')} multiline minRows={2} sx={{ maxWidth: 720 }} fullWidth />
      <RoleMatrixInput />
    </SimpleForm>
  );
}
