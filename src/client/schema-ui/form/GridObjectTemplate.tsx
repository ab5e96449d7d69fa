import Grid from '@mui/material/Grid';
import { getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { JsonSchema } from '../../../domain/entity-meta';

const WIDE_WIDGETS = new Set(['address', 'textarea', 'photo', 'multiselect', 'matrix']);
const NARROW_WIDGETS = new Set(['money', 'phone', 'date']);

/** Objects, lists, addresses and long texts take a whole row; the short inputs pair up on wide screens. */
export function isWide(property: JsonSchema | undefined): boolean {
  if (!property) return true;
  if (NARROW_WIDGETS.has(String(property['x-admin-widget'] ?? ''))) return false;
  const types = [property.type].flat();
  return types.includes('object') || types.includes('array') || WIDE_WIDGETS.has(String(property['x-admin-widget'] ?? ''));
}

/** rjsf's object layout, in a two-column grid (money keeps its amount and currency side by side). */
export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, required, uiSchema, fieldPathId, schema, registry } = props;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, getUiOptions(uiSchema));
  const children = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return (
    <>
      {title && <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      <Grid container columnSpacing={2} rowSpacing={2.5} sx={{ mt: title ? 1 : 0 }}>
        {properties.map((element) =>
          element.hidden ? (
            element.content
          ) : (
            <Grid key={element.name} size={isWide(children[element.name]) ? 12 : { xs: 12, md: 6 }}>
              {element.content}
            </Grid>
          ),
        )}
      </Grid>
    </>
  );
}
