import { Box, FormHelperText } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { DateWidget } from '../../schema-ui/widgets/DateWidget';

type Props = { id: string; label: string; value: string; required?: boolean; error?: string; onChange: (value: string) => void };

/**
 * A day typed DD/MM/YYYY whose value is ISO, outside a schema form: the schema engine's date
 * widget, so days read and type the same on every screen.
 */
export function DayField({ id, label, value, required = false, error, onChange }: Props) {
  const props = {
    id,
    label,
    value,
    required,
    rawErrors: error ? [error] : [],
    onChange: (next: string | undefined) => onChange(next ?? ''),
    onBlur: () => undefined,
    onFocus: () => undefined,
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <DateWidget {...(props as unknown as WidgetProps)} />
      {error && (
        <FormHelperText error id={`${id}-error`}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
