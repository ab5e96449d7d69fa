import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patternMessageOf } from '../../../src/client/schema-ui/form/error-messages';
import { SchemaForm } from '../../../src/client/schema-ui/form/SchemaForm';
import { renderWithApi } from './render-form';
import { startMockServer } from '../support/mock-server';

startMockServer();

describe('a format error', () => {
  it('names the expected format of a plate and a chassis number instead of "Invalid format"', async () => {
    const onSubmit = vi.fn();
    renderWithApi(
      <SchemaForm
        resource="vehicle"
        view="create"
        record={{ plateNumber: '12 ab', chassisNumber: 'IOQ' }}
        fields={['plateNumber', 'chassisNumber']}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the plate as 2 to 12 capital letters or digits, without spaces (e.g. 1234AB05)')).toBeTruthy();
    expect(screen.getByText('Enter the chassis number as 6 to 17 capital letters or digits, without I, O or Q')).toBeTruthy();
    expect(screen.queryByText('Invalid format')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('writes a plate typed with spaces and small letters as it will be stored, so its format passes', async () => {
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="vehicle" view="create" record={{}} fields={['plateNumber']} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Registration number/ }), { target: { value: '0008 kt 05' } });
    expect((screen.getByRole('textbox', { name: /Registration number/ }) as HTMLInputElement).value).toBe('0008KT05');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ plateNumber: '0008KT05' });
    expect(screen.queryByText('Enter the plate as 2 to 12 capital letters or digits, without spaces (e.g. 1234AB05)')).toBeNull();
  });

  it('finds the message of a property nested in an array item', () => {
    const schema = {
      properties: { bankAccounts: { items: { properties: { accountNumber: { 'x-admin-pattern-message': 'schemaUi.errors.patterns.accountNumber' } } } } },
    };
    expect(patternMessageOf(schema, '#/properties/bankAccounts/items/properties/accountNumber/pattern')).toBe('schemaUi.errors.patterns.accountNumber');
    expect(patternMessageOf(schema, '#/properties/other/pattern')).toBeUndefined();
  });
});
