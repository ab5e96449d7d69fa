import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { EnumWidget } from '../../src/client/schema-ui/widgets/EnumWidget';

function renderEnum(name: string, values: string[], label: string) {
  const props = {
    id: `root_${name}`,
    name,
    label,
    value: undefined,
    required: false,
    disabled: false,
    readonly: false,
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    schema: { type: 'string', enum: values },
    uiSchema: {},
    options: {},
    registry: {} as WidgetProps['registry'],
    rawErrors: [],
  } as unknown as WidgetProps;
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <EnumWidget {...props} />
    </AdminContext>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('a choice list', () => {
  afterEach(cleanup);

  it('offers "None" once when its own values include it (education)', () => {
    expect(renderEnum('education', ['None', 'Primary', 'Secondary', 'University', 'Vocational'], 'Education')).toEqual([
      'None',
      'Primary',
      'Secondary',
      'University',
      'Vocational',
    ]);
  });

  it('keeps the empty choice of an optional list that has no "None" of its own', () => {
    expect(renderEnum('maritalStatus', ['Single', 'Married'], 'Marital status')[0]).toBe('None');
  });
});
