import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TaxationPage } from '../../src/client/pages/taxation/TaxationPage';
import { roleListFor } from './support/builders';
import { list } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer, signInTo } from './support/mock-server';

type Json = Record<string, unknown>;

/** Tax-staff D14: the rental contracts, the period start and the declaration of the taxation form. */
const CITIZENS = [
  { _key: 'cit-chantal', firstName: 'Chantal', middleName: 'Kapya', lastName: 'Mbala', contactPhone1CountryCode: '243', contactPhone1: '991234567' },
  { _key: 'cit-jean', firstName: 'Jean', lastName: 'Banza', contactPhone1: '812345678' },
  { _key: 'cit-rose', firstName: 'Rose', lastName: 'Ilunga', contactPhone1: '823456789' },
];
const rental = (key: string, renterKey: string, buildingName: string, startDate: string, endDate: string | undefined, rent: Json) => ({
  _key: key,
  ownerKey: 'cit-chantal',
  renterKey,
  propertyKey: 'prop-1',
  buildingName,
  category: 'Residential',
  startDate,
  ...(endDate ? { endDate } : {}),
  monthlyRent: rent,
});
const RENTALS = [
  rental('rent-1', 'cit-jean', 'Annexe', '2024-09-01', undefined, { amount: 22000, currency: 'USD' }),
  rental('rent-2', 'cit-rose', 'Annexe', '2024-12-01', '2025-11-30', { amount: 62700000, currency: 'CDF' }),
];
const RENTAL_STEPS = [
  { _key: 'step-rent', stepKey: 'monthlyRent', labelName: 'Monthly rent', sequence: 1, stepMode: 'auto', includeInCalculation: true, taxType: 'rental' },
  { _key: 'step-months', stepKey: 'months', labelName: 'Months', sequence: 2, stepMode: 'auto', includeInCalculation: true, taxType: 'rental' },
];

const server = startMockServer();
beforeEach(() => {
  signInTo({ role: { name: 'Taxateur', roleList: roleListFor('Taxation', 'Citizen', 'Vehicle', 'Property', 'Rental') } });
  const byIds = (request: Request, rows: Json[]) => {
    const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { id?: string[]; q?: string };
    return filter.id ? rows.filter((row) => filter.id!.includes(String(row._key))) : rows;
  };
  server.use(
    http.get('*/api/step/configurations', () => list('step/configurations', RENTAL_STEPS)),
    http.get('*/api/nomenclature/items', () =>
      list('nomenclature/items', [
        {
          _key: 'nom-rent',
          account: '1.1.03.01',
          reason: 'Impôt sur les revenus locatifs',
          taxType: 'rental',
          taxFactorCitizen: { amount: 22, currency: 'USD' },
          taxFactorOrganization: { amount: 22, currency: 'USD' },
          validFrom: '2020-01-01',
        },
        {
          _key: 'nom-rent-cdf',
          account: '1.1.03.03',
          reason: 'Impôt sur les revenus locatifs — bail en francs',
          taxType: 'rental',
          taxFactorCitizen: { amount: 22, currency: 'CDF' },
          taxFactorOrganization: { amount: 22, currency: 'CDF' },
          validFrom: '2020-01-01',
        },
      ]),
    ),
    http.get('*/api/utils/currency-conversions', () =>
      list('utils/currency-conversions', [{ _key: 'rate-1', fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2024-01-01' }]),
    ),
    http.get('*/api/account/citizens', ({ request }) => list('account/citizens', byIds(request, CITIZENS))),
    http.get('*/api/account/properties', ({ request }) => list('account/properties', byIds(request, [{ _key: 'prop-1', parcelNumber: 'LSH/RWA/60526' }]))),
    http.get('*/api/account/rentals', () => list('account/rentals', RENTALS)),
  );
});

const choose = async (name: RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const pickTaxpayer = async (typed: string, option: RegExp) => {
  const input = await screen.findByRole('combobox', { name: /^Citizen/ });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const value = (name: RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
const pad = (n: number) => String(n).padStart(2, '0');

describe('taxation: the declaration starts from the chosen taxpayer', () => {
  it('prefills the declarant, the person responsible and the phone from the register, still editable', async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    await pickTaxpayer('Chan', /Chantal/);
    await waitFor(() => expect(value(/^Declarant/)).toBe('Chantal Kapya Mbala'));
    expect(value(/^Person responsible to pay/)).toBe('Chantal Kapya Mbala');
    expect(value(/^Phone/)).toBe('991234567');
    expect(value(/^Country code/)).toBe('243');

    // What the appraiser types stays when another taxpayer is chosen; what was prefilled follows.
    fireEvent.change(screen.getByRole('textbox', { name: /^Declarant/ }), { target: { value: 'Papy Mbala (son)' } });
    await pickTaxpayer('Jean', /Jean Banza/);
    await waitFor(() => expect(value(/^Person responsible to pay/)).toBe('Jean Banza'));
    expect(value(/^Declarant/)).toBe('Papy Mbala (son)');
    expect(value(/^Phone/)).toBe('812345678');
  });
});

describe('taxation: the period start agrees with its hint', () => {
  it("opens on this year's first day, and moves to the month's first day when the period becomes monthly", async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    const now = new Date();
    await waitFor(() => expect(value(/^Period start/)).toBe(`01/01/${now.getFullYear()}`));
    expect(screen.queryByText(/^The period starts on/)).toBeNull();
    await choose(/^Period/, 'Monthly');
    await waitFor(() => expect(value(/^Period start/)).toBe(`01/${pad(now.getMonth() + 1)}/${now.getFullYear()}`));
    expect(screen.queryByText(/^The period starts on/)).toBeNull();
  });
});

describe('taxation: rental contracts', () => {
  it('names each contract by parcel, building, renter, rent and days, and does not offer one that ended before the period', async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    await pickTaxpayer('Chan', /Chantal/);
    await choose(/^Tax type/, 'Rental');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Rental contract/ }));
    const running = await screen.findByRole('option', { name: 'LSH/RWA/60526 · Annexe — renter Jean Banza — $220.00 a month — since 01/09/2024' });
    const ended = screen.getByRole('option', {
      name: /^LSH\/RWA\/60526 · Annexe — renter Rose Ilunga — CDF\s627,000\.00 a month — 01\/12\/2024 to 30\/11\/2025 \(not running in the chosen period\)$/,
    });
    expect(ended.getAttribute('aria-disabled')).toBe('true');
    expect(running.getAttribute('aria-disabled')).toBeNull();
  });

  it('counts only the months of the period the lease runs in', async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    await pickTaxpayer('Chan', /Chantal/);
    await choose(/^Tax type/, 'Rental');
    await choose(/^Period$/, 'Yearly');
    fireEvent.change(screen.getByRole('textbox', { name: /^Period start/ }), { target: { value: '01/01/2025' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /^Period start/ }));
    await choose(/^Rental contract/, /Rose Ilunga/);
    const input = await screen.findByRole('combobox', { name: /^Add a tax/ });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /1\.1\.03\.03/ }));
    // The lease ran 11 months of 2025 (it ended on 30/11/2025): 0.22 × CDF 627,000 × 11.
    await waitFor(() => expect(screen.getByTestId('note-total').textContent).toMatch(/CDF\s1,517,340\.00/));
  });
});
