import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/client/schema-ui/form/SchemaForm';
import { listRoute, renderWithApi } from './render-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const choose = async (label: string, option: string, scope: HTMLElement = document.body) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('a generated form', () => {
  it('blocks an invalid save with translated messages and sends valid data', async () => {
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="citizen" view="create" fields={['firstName', 'lastName', 'gender', 'dateOfBirth']} onSubmit={onSubmit} />);
    save();
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Zawadi' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kabeya' } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '14032001' } });
    await choose('Gender', 'Female');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Zawadi', lastName: 'Kabeya', gender: 'Female', dateOfBirth: '2001-03-14' }));
  });

  it('refuses a rental whose renter is its owner, with the product message', async () => {
    server.use(listRoute('account/citizens', [{ _key: 'c1', firstName: 'Amani', lastName: 'Kabila' }]), listRoute('account/properties', []));
    const onSubmit = vi.fn();
    const record = { id: 'r1', ownerKey: 'c1', renterKey: 'c1' };
    renderWithApi(<SchemaForm resource="rental" view="edit" record={record} fields={['ownerKey', 'renterKey']} onSubmit={onSubmit} />);
    save();
    expect(await screen.findByText('Both renter and owner are same. Please check renter and owner.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a conversion between one currency and itself', async () => {
    const onSubmit = vi.fn();
    renderWithApi(
      <SchemaForm
        resource="currency-conversion"
        view="create"
        record={{ fromCurrency: 'CDF', toCurrency: 'CDF', conversionRate: '2800' }}
        onSubmit={onSubmit}
      />,
    );
    save();
    expect(await screen.findByText('Currency could not be same')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field details under their fields and its message above the form", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new HttpError('Some fields are not valid', 400, {
        responseMessage: 'Some fields are not valid',
        details: [{ field: 'lastName', message: 'is taken' }],
      }),
    );
    renderWithApi(
      <SchemaForm
        resource="citizen"
        view="edit"
        record={{ id: 'c1', firstName: 'A', lastName: 'B', gender: 'Male' }}
        fields={['firstName', 'lastName', 'gender']}
        onSubmit={onSubmit}
      />,
    );
    save();
    expect(await screen.findByText('is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not valid');
  });

  it('turns a typed amount into minor units beside its currency', async () => {
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="nomenclature" view="create" fields={['taxFactorCitizen']} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Tax factor \(citizen\)/), { target: { value: '12.50' } });
    await choose('Currency', 'Congolese franc (CDF)');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ taxFactorCitizen: { amount: 1250, currency: 'CDF' } }));
  });
});

describe('the phone widget', () => {
  it("says 'Not valid mobile (#)' only 400 ms after the last keystroke, and writes the default code", async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="citizen" view="create" fields={['contactPhone1']} onSubmit={onSubmit} />);
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toBe('+243');
    const phone = screen.getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(phone, { target: { value: '123' } });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByText('Not valid mobile (#)')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Not valid mobile (#)')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '812345678' } });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Not valid mobile (#)')).toBeNull();
    vi.useRealTimers();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contactPhone1: '812345678', contactPhone1CountryCode: '243' }));
  });
});

describe('a list of objects in a generated form (finding D9)', () => {
  it('heads each building with its label and number, not the raw key', async () => {
    renderWithApi(<SchemaForm resource="property" view="create" fields={['buildings']} record={{ buildings: [{}, {}] }} onSubmit={() => undefined} />);
    expect(await screen.findByText('Buildings 1')).toBeTruthy();
    expect(screen.getByText('Buildings 2')).toBeTruthy();
    expect(screen.queryByText(/buildings-\d/)).toBeNull();
  });
});
