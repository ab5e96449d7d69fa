import { Box, TextField, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { JsonSchema } from '../../../domain/entity-meta';
import { subfieldLabel } from '../labels';
import { cascadeLevels, chooseLevel, levelFilter, type Address } from './address-cascade';
import { CascadeSelect } from './CascadeSelect';

const errorsOf = (node: unknown): string[] => (node as { __errors?: string[] } | undefined)?.__errors ?? [];

/**
 * An address or place of birth (an rjsf field): province → city → commune → quartier → street,
 * each list filtered by the level above, choosing a level fills its *Name field and clears the
 * levels below. The other parts (house number, line, zone…) are plain text inputs.
 */
export function AddressField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema = {}, disabled, readonly, errorSchema, name } = props;
  const translate = useTranslate();
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const value = (formData ?? {}) as Address;
  const levels = cascadeLevels(properties);
  const automatic = new Set(levels.flatMap((level) => [level.key, level.name]));
  const texts = Object.keys(properties).filter((field) => !automatic.has(field) && !properties[field]['x-admin-hidden']);
  const title = (uiSchema['ui:title'] as string | undefined) ?? schema.title ?? name;
  const emit = (next: Address) => onChange(Object.keys(next).length ? next : undefined, fieldPathId.path);
  const labelOf = (field: string) => subfieldLabel(translate, field);

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {levels.map((level) => (
          <CascadeSelect
            key={level.key}
            id={`${fieldPathId.$id}-${level.key}`}
            level={level}
            label={labelOf(level.key)}
            parentLabel={level.parent ? labelOf(level.parent) : undefined}
            filter={levelFilter(level, value)}
            value={typeof value[level.key] === 'string' ? (value[level.key] as string) : ''}
            disabled={disabled || readonly}
            errors={errorsOf((errorSchema as Record<string, unknown> | undefined)?.[level.key])}
            onChoose={(choice) => emit(chooseLevel(properties, value, level.key, choice))}
          />
        ))}
        {texts.map((field) => {
          const errors = errorsOf((errorSchema as Record<string, unknown> | undefined)?.[field]);
          return (
            <TextField
              key={field}
              id={`${fieldPathId.$id}-${field}`}
              label={labelOf(field)}
              value={typeof value[field] === 'string' ? value[field] : ''}
              disabled={disabled}
              fullWidth
              error={errors.length > 0}
              helperText={errors.join(' ') || undefined}
              slotProps={{ htmlInput: { readOnly: readonly, maxLength: properties[field].maxLength } }}
              onChange={(event) => {
                const next = { ...value };
                if (event.target.value) next[field] = event.target.value;
                else delete next[field];
                emit(next);
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
