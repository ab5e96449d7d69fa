import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AddressField } from './AddressField';
import { DateWidget } from './DateWidget';
import { EnumWidget } from './EnumWidget';
import { MoneyWidget } from './MoneyWidget';
import { MultiSelectWidget } from './MultiSelectWidget';
import { PhoneWidget } from './PhoneWidget';
import { PhotoWidget } from './PhotoWidget';
import { ReferenceWidget } from './ReferenceWidget';
import { TreeWidget } from './TreeWidget';

/** The engine's widgets by the names form-schema.ts puts in `ui:widget` (eager: SchemaForm's own chunk). */
export const widgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  date: DateWidget,
  enum: EnumWidget,
  multiselect: MultiSelectWidget,
  tree: TreeWidget,
  photo: PhotoWidget,
};

/** Fields edit more than one value (an object, or a phone and its country code): `ui:field` names. */
export const fields: RegistryFieldsType = {
  money: MoneyWidget,
  address: AddressField,
  phone: PhoneWidget,
};
