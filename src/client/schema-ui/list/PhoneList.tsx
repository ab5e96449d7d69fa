import { SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { representRecord, type EntityMeta } from '../../../domain/entity-meta';
import { phoneText, valueText } from '../show/value-text';
import { RowActions } from './RowActions';

type Props = { entity: EntityMeta; columns: readonly string[]; rowClick: 'show' | 'edit' | false };

/** Fields read as text on a card: references and photos need a request or an image, so they stay on the record's page. */
export function cardFields(entity: EntityMeta, columns: readonly string[]): string[] {
  const { properties } = entity.inlined;
  return columns
    .filter((field) => !entity.representation.includes(`{${field}}`))
    .filter((field) => {
      const property = properties[field];
      return property && !property['x-admin-reference'] && !property.items?.['x-admin-reference'] && property['x-admin-widget'] !== 'photo';
    })
    .slice(0, 3);
}

/**
 * A list on a phone: one card per record (its name, then a few of the list's columns as text),
 * opening the record as the table's row would. Without a page to open, the card keeps its buttons.
 */
export function PhoneList({ entity, columns, rowClick }: Props) {
  const translate = useTranslate();
  const fields = cardFields(entity, columns);
  const secondary = (record: RaRecord) =>
    fields
      .map((field) => {
        const property = entity.inlined.properties[field];
        return property['x-admin-widget'] === 'phone' ? phoneText(record, field) : valueText(property, field, record[field], translate);
      })
      .filter(Boolean)
      .join(' · ');
  return (
    <SimpleList
      primaryText={(record: RaRecord) => representRecord(entity.representation, record) || String(record.id)}
      secondaryText={fields.length ? secondary : undefined}
      rowClick={rowClick}
      rightIcon={rowClick === false ? () => <RowActions /> : undefined}
    />
  );
}
