import IndeterminateCheckBox from '@mui/icons-material/IndeterminateCheckBox';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { PERMISSION_FLAGS, type PermissionEntry } from '../../src/domain/access-labels';
import { mayGrant } from '../../src/domain/delegation';
import { useSession } from '../../src/client/providers/use-session';
import { columnSelection, fullMatrix, rowSelection, setColumn, setFlag, setRow, type MayChange, type RoleMatrix } from './role-matrix';

/**
 * The role's permissions as a matrix: a row per access label, a checkbox per flag, and
 * a checkbox per row and per column that sets them all.
 */
/* A partly selected row or column shows the mixed icon and sets the input's native `indeterminate`
   (MUI's prop would add aria-checked="mixed", which a native checkbox may not carry). */
export function RoleMatrixInput({ source = 'roleList', disabled = false }: { source?: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { user } = useSession();
  // Nobody hands out a right they do not hold (the server refuses it): those boxes are not offered.
  const mayChange: MayChange = (area, flag) => mayGrant(user?.role, area, flag);
  const { field } = useInput<PermissionEntry[]>({ source, format: (value) => fullMatrix(value) });
  const matrix: RoleMatrix = fullMatrix(field.value);
  const change = (next: RoleMatrix) => field.onChange(next);
  const flagLabel = (flag: string) => translate(`subfields.${flag}`);
  const areaLabel = (name: string) => translate(`values.name.${name}`, { _: name });
  return (
    // As wide as its columns need (the French headers are longer), scrolling only on a narrower screen.
    <TableContainer sx={{ width: 'fit-content', maxWidth: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }} id="role-matrix-title">
        {translate('roles.matrix.title')}
      </Typography>
      <Table size="small" aria-labelledby="role-matrix-title" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{translate('roles.matrix.area')}</TableCell>
            {PERMISSION_FLAGS.map((flag) => {
              const selection = columnSelection(matrix, flag);
              return (
                <TableCell key={flag} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Checkbox
                    size="small"
                    disabled={disabled}
                    checked={selection === 'all'}
                    icon={selection === 'some' ? <IndeterminateCheckBox fontSize="small" /> : undefined}
                    inputRef={(element: HTMLInputElement | null) => {
                      if (element) element.indeterminate = selection === 'some';
                    }}
                    onChange={(event) => change(setColumn(matrix, flag, event.target.checked, mayChange))}
                    slotProps={{ input: { 'aria-label': translate('roles.matrix.column', { flag: flagLabel(flag) }) } }}
                  />
                  {flagLabel(flag)}
                </TableCell>
              );
            })}
            <TableCell align="center">{translate('roles.matrix.all')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.map((entry) => {
            const selection = rowSelection(matrix, entry.name);
            return (
              <TableRow key={entry.name} hover>
                <TableCell component="th" scope="row">
                  {areaLabel(entry.name)}
                </TableCell>
                {PERMISSION_FLAGS.map((flag) => (
                  <TableCell key={flag} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      disabled={disabled || !mayChange(entry.name, flag)}
                      checked={entry[flag]}
                      onChange={(event) => change(setFlag(matrix, entry.name, flag, event.target.checked))}
                      slotProps={{ input: { 'aria-label': translate('roles.matrix.cell', { flag: flagLabel(flag), area: areaLabel(entry.name) }) } }}
                    />
                  </TableCell>
                ))}
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    disabled={disabled}
                    checked={selection === 'all'}
                    icon={selection === 'some' ? <IndeterminateCheckBox fontSize="small" /> : undefined}
                    inputRef={(element: HTMLInputElement | null) => {
                      if (element) element.indeterminate = selection === 'some';
                    }}
                    onChange={(event) => change(setRow(matrix, entry.name, event.target.checked, mayChange))}
                    slotProps={{ input: { 'aria-label': translate('roles.matrix.row', { area: areaLabel(entry.name) }) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
