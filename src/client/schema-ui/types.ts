import type { ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { EntityView } from '../../domain/entity-meta';

export type FormData = Record<string, unknown>;

/** A server validation detail (400 `details`) or a rule broken (422), placed on a field when named. */
export type FieldError = { field: string; message: string };

export type SchemaListProps = {
  /** Path or resource; default: the surrounding react-admin resource. */
  resource?: string;
  /** Columns; default: x-admin-views.list. */
  fields?: string[];
  /** Filter inputs beside the search box; default: x-admin-views.filter. */
  filterFields?: string[];
  /** Always applied, never shown (e.g. `{ parentKey: key }` for a branch list). */
  permanentFilter?: Record<string, unknown>;
  rowClick?: 'show' | 'edit' | false;
  title?: ReactNode;
  /** Shown between the title and the list (e.g. an explanation). */
  header?: ReactNode;
  /** Extra buttons in the list's top toolbar. */
  actions?: ReactNode;
};

export type SchemaShowProps = {
  resource?: string;
  /** Default: x-admin-views.show. */
  fields?: string[];
  /** Default: the record's representation; false: no title, only the buttons (inside a dashboard tab). */
  title?: ReactNode | false;
  /** Shown above the fields (e.g. an explanation, a status banner). */
  header?: ReactNode;
  /** Extra buttons beside Edit. */
  actions?: ReactNode;
};

export type SchemaCreateProps = {
  resource?: string;
  /** Default: x-admin-views.create. */
  fields?: string[];
  uiSchema?: UiSchema;
  /** Shown above the form. */
  header?: ReactNode;
  /** Where to go after saving; default 'show'. */
  redirect?: 'list' | 'show' | 'edit' | false;
  /** Changes the record before it is sent. */
  transform?: (data: FormData) => FormData;
};

export type SchemaEditProps = SchemaCreateProps;

export type SchemaFormProps = {
  /** Path or resource of the entity whose schema drives the form. */
  resource: string;
  /** Which x-admin-views list gives the fields and their order. */
  view: Extract<EntityView, 'create' | 'edit'>;
  /** Initial values (the record being edited). */
  record?: FormData;
  /** Called with the valid data (server-owned fields removed); may throw an HttpError to show its details. */
  onSubmit: (data: FormData) => void | Promise<void>;
  /** Overrides the view's field list. */
  fields?: string[];
  /** Merged over the generated uiSchema. */
  uiSchema?: UiSchema;
  /** Errors to show on fields (e.g. from the server). */
  errors?: FieldError[];
  submitLabel?: string;
  disabled?: boolean;
  /** Called on every change with the current data. */
  onChange?: (data: FormData) => void;
  /**
   * Called on a change the user made, not on the defaults the form fills in by itself: what a
   * LeaveGuard's `dirty` follows.
   */
  onEdit?: (data: FormData) => void;
  /** Reads the record again after a save refused as stale (412); without it the refusal shows above the form. */
  onReload?: () => void;
  /** Rendered after the submit button (e.g. a Cancel button). */
  children?: ReactNode;
};
