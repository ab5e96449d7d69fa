import { Alert, Box, Button, Checkbox, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WORK_TYPES } from '../../src/domain/constants';
import { associatedWithoutWorking } from '../../src/domain/user-rules';
import { chooseAssociated, chooseWorking } from './user-form';
import type { UserFormApi } from './use-user-form';

const indent = (depth: number) => ({ pl: 2 + depth * 2.5 });

/**
 * Working organization (the branch tree, indented) and associated organizations (multi-select with
 * Select All / Deselect All). The associated list never holds the working one, and each
 * list disables the option chosen in the other.
 */
export function UserOrganizationFields({ form }: { form: UserFormApi }) {
  const translate = useTranslate();
  const { state, update, bind, organizations, touch } = form;
  const { values } = state;
  const { options, tree } = organizations;
  const working = bind('establishmentKey', translate(values.type === WORK_TYPES.bank ? 'users.dialog.workingBank' : 'resources.users.fields.establishmentKey'));
  const associated = values.associatedEstablishmentKey;
  const nameOf = (key: string) => options.find((o) => o.key === key)?.name ?? key;
  const selectable = associatedWithoutWorking(
    options.map((o) => o.key),
    values.establishmentKey,
  );

  if (tree !== undefined && options.length === 0) {
    return <Alert severity="info">{translate(values.type === WORK_TYPES.bank ? 'users.dialog.noBank' : 'users.dialog.noOrganization')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <TextField select fullWidth {...working} onChange={(event) => update((s) => chooseWorking(s, event.target.value), ['establishmentKey'])}>
        {options.map((option) => (
          <MenuItem key={option.key} value={option.key} disabled={associated.includes(option.key)} sx={indent(option.depth)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <TextField
          select
          fullWidth
          label={translate('resources.users.fields.associatedEstablishmentKey')}
          value={associated}
          onBlur={() => touch('associatedEstablishmentKey')}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(nameOf).join(', ') } }}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            update((s) => chooseAssociated(s, typeof value === 'string' ? value.split(',') : value), ['associatedEstablishmentKey']);
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.key} value={option.key} disabled={option.key === values.establishmentKey} sx={indent(option.depth)}>
              <Checkbox size="small" checked={associated.includes(option.key)} sx={{ p: 0.5, mr: 1 }} />
              <ListItemText primary={option.name} />
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button
            size="small"
            onClick={() => update((s) => chooseAssociated(s, selectable), ['associatedEstablishmentKey'])}
            disabled={selectable.length === 0}
          >
            {translate('users.dialog.selectAll')}
          </Button>
          <Button size="small" onClick={() => update((s) => chooseAssociated(s, []), ['associatedEstablishmentKey'])} disabled={associated.length === 0}>
            {translate('users.dialog.deselectAll')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
