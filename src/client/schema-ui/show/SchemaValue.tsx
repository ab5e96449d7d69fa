import { Box, Typography } from '@mui/material';
import { getPath as get } from './get-path';
import { ReferenceArrayField, ReferenceField, RecordRepresentation, SingleFieldList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { JsonSchema } from '../../../domain/entity-meta';
import { isLanguage } from '../../providers/language';
import { pathOf } from '../entity-registry';
import { subfieldLabel } from '../labels';
import { cascadeLevels } from '../widgets/address-cascade';
import { PhotoValue } from './PhotoValue';
import { phoneText, valueText } from './value-text';

type Props = {
  source: string;
  property: JsonSchema;
  field: string;
  /** One line of text (list cells). */
  compact?: boolean;
  /** Read by Datagrid for the column header and its sort; unused here. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
};

const types = (property: JsonSchema) => [property.type].flat();

/**
 * One value of the current record, printed by its schema: references by the referenced record's
 * representation (a link), photos as a thumbnail, nested objects and arrays as labelled parts,
 * everything else as value-text.ts writes it. `source` may be a path ('bankAccounts.cdf.bankKey').
 */
export function SchemaValue({ source, property, field, compact }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en';
  const value = get(record, source);
  const empty = (
    <Typography component="span" color="text.disabled">
      {translate('schemaUi.show.empty')}
    </Typography>
  );
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return empty;
  const reference = property['x-admin-reference'];
  if (reference) return <ReferenceField source={source} reference={pathOf(reference)} link="show" emptyText="—" />;
  const itemReference = property.items?.['x-admin-reference'];
  if (itemReference) {
    return (
      <ReferenceArrayField source={source} reference={pathOf(itemReference)}>
        <SingleFieldList linkType="show">
          <RecordRepresentation />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  }
  if (property['x-admin-widget'] === 'photo') return <PhotoValue documentKey={String(value)} size={compact ? 40 : 96} />;
  if (property['x-admin-widget'] === 'phone' && record && !source.includes('.')) {
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {phoneText(record, source)}
      </Typography>
    );
  }
  const isAddress = property['x-admin-widget'] === 'address';
  const keysOnly = isAddress && !('provinceName' in (property.properties ?? {}));
  if (compact || (types(property).includes('object') && !keysOnly && (isAddress || property['x-admin-widget'] === 'money'))) {
    return (
      <Typography component="span" variant="body2">
        {valueText(property, field, value, translate, language) || '—'}
      </Typography>
    );
  }
  if (keysOnly) {
    // A place of birth holds keys only: each level is named by its master-data record.
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {cascadeLevels(property.properties ?? {})
          .filter((level) => get(value, level.key))
          .map((level) => (
            <ReferenceField key={level.key} source={`${source}.${level.key}`} reference={pathOf(level.resource)} link={false} />
          ))}
      </Box>
    );
  }
  if (types(property).includes('object') && property.properties) {
    return (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.5 }}>
        {Object.entries(property.properties)
          .filter(([name]) => get(value, name) !== undefined)
          .map(([name, child]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {subfieldLabel(translate, name)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <SchemaValue source={`${source}.${name}`} property={child} field={name} />
              </Typography>
            </Box>
          ))}
      </Box>
    );
  }
  if (Array.isArray(value) && property.items && types(property.items).includes('object')) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {value.map((_, index) => (
          <Box key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <SchemaValue source={`${source}.${index}`} property={{ ...property.items!, 'x-admin-widget': undefined }} field={field} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {valueText(property, field, value, translate, language)}
    </Typography>
  );
}
