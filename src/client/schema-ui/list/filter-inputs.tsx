import type { ReactElement } from 'react';
import { AutocompleteInput, NullableBooleanInput, NumberInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { EntityMeta } from '../../../domain/entity-meta';
import { pathOf } from '../entity-registry';
import { fieldLabel, valueLabel } from '../labels';
import { representationOf } from '../widgets/use-reference';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const types = (type: unknown) => [type].flat();

/**
 * The list's filter inputs: the search box (`q`, always shown) and one input per filter field,
 * chosen by the schema: a select for an enum, a searchable reference, yes/no, a number, text.
 */
export function filterInputs(entity: EntityMeta, fields: readonly string[], translate: Translate): ReactElement[] {
  const inputs: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('schemaUi.list.search')} />];
  for (const field of fields) {
    const property = entity.inlined.properties[field];
    const label = fieldLabel(translate, entity, field);
    const reference = property['x-admin-reference'];
    if (reference) {
      inputs.push(
        <ReferenceInput key={field} source={field} reference={pathOf(reference)}>
          <AutocompleteInput label={label} optionText={representationOf(reference)} filterToQuery={(q: string) => (q ? { q } : {})} />
        </ReferenceInput>,
      );
    } else if (Array.isArray(property.enum)) {
      inputs.push(
        <SelectInput key={field} source={field} label={label} choices={property.enum.map((v) => ({ id: v, name: valueLabel(translate, field, v) }))} />,
      );
    } else if (types(property.type).includes('boolean')) {
      inputs.push(<NullableBooleanInput key={field} source={field} label={label} />);
    } else if (types(property.type).some((t) => t === 'integer' || t === 'number')) {
      inputs.push(<NumberInput key={field} source={field} label={label} />);
    } else {
      inputs.push(<TextInput key={field} source={field} label={label} />);
    }
  }
  return inputs;
}
