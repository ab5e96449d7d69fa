import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { DateWidget } from '../../src/client/schema-ui/widgets/DateWidget';

/** The widget inside a form that stores what it reports, as rjsf does. */
function Harness({ initial, seen }: { initial?: string; seen: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = {
    id: 'root_dateOfBirth',
    name: 'dateOfBirth',
    label: 'Date of birth',
    value,
    required: false,
    disabled: false,
    readonly: false,
    onChange: (next: unknown) => {
      seen.push(next);
      setValue(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    schema: {},
    uiSchema: {},
    options: {},
    registry: {} as WidgetProps['registry'],
    rawErrors: [],
  } as unknown as WidgetProps;
  return <DateWidget {...props} />;
}

function renderDate(initial?: string) {
  const seen: unknown[] = [];
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <Harness initial={initial} seen={seen} />
    </AdminContext>,
  );
  return { input: screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement, seen };
}

describe('a date typed key by key', () => {
  afterEach(cleanup);

  it('keeps every key and stores the ISO day once the date is whole', () => {
    const { input, seen } = renderDate();
    let text = '';
    for (const key of '14031990') {
      text = `${input.value}${key}`;
      fireEvent.change(input, { target: { value: text } });
    }
    expect(input.value).toBe('14/03/1990');
    expect(seen.at(-1)).toBe('1990-03-14');
  });

  it('shows a stored day DD/MM/YYYY', () => {
    const { input } = renderDate('2024-03-05');
    expect(input.value).toBe('05/03/2024');
  });
});
