import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TaxationPage } from '../../src/client/pages/taxation/TaxationPage';
import { roleListFor } from './support/builders';
import { list } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer, signInTo } from './support/mock-server';

type Json = Record<string, unknown>;

/** Vignette bands as the demo nomenclature has them: the form offers only those that fit the vehicle (tax-staff.md D2). */
const line = (key: string, account: string, reason: string, criteria: Json) => ({
  _key: key,
  account,
  reason,
  taxType: 'vehicle',
  taxFactorCitizen: { amount: 4600, currency: 'USD' },
  taxFactorOrganization: { amount: 5600, currency: 'USD' },
  validFrom: '2020-01-01',
  ...criteria,
});
const LIGHT = ['Car', 'Pickup', 'Minibus', 'Tractor'];
const LINES = [
  line('nom-moto', '1.1.02.01', 'Vignette — motocyclette', { vehicleCategories: ['Motorcycle'] }),
  line('nom-10cv', '1.1.02.02', 'Vignette — véhicule de 1 à 10 CV', { vehicleCategories: LIGHT, fiscalHorsePowerFrom: 1, fiscalHorsePowerTo: 10 }),
  line('nom-15cv', '1.1.02.03', 'Vignette — véhicule de 11 à 15 CV', { vehicleCategories: LIGHT, fiscalHorsePowerFrom: 11, fiscalHorsePowerTo: 15 }),
  line('nom-lourd', '1.1.02.05', 'Vignette — poids lourd et autobus', { vehicleCategories: ['Bus', 'Truck'] }),
  line('nom-ct', '1.2.02.01', 'Contrôle technique — véhicule léger', {}),
];
const VEHICLES = [
  { _key: 'veh-car', plateNumber: '0414LS06', make: 'Hyundai', model: 'Tucson', category: 'Car', fiscalHorsePower: 9 },
  { _key: 'veh-moto', plateNumber: '7001AA05', make: 'TVS', model: 'HLX 125', category: 'Motorcycle', fiscalHorsePower: 1 },
];

const server = startMockServer();
beforeEach(() => {
  signInTo({ role: { name: 'Taxateur', roleList: roleListFor('Taxation', 'Citizen', 'Vehicle', 'Property') } });
  server.use(
    http.get('*/api/step/configurations', () =>
      list('step/configurations', [
        {
          _key: 'step-q',
          stepKey: 'quantity',
          labelName: 'Quantity',
          sequence: 1,
          stepMode: 'user',
          includeInCalculation: true,
          defaultValue: '1',
          taxType: 'vehicle',
        },
      ]),
    ),
    http.get('*/api/nomenclature/items', () => list('nomenclature/items', LINES)),
    http.get('*/api/utils/currency-conversions', () =>
      list('utils/currency-conversions', [{ _key: 'rate-1', fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2024-01-01' }]),
    ),
    http.get('*/api/account/citizens', () =>
      list('account/citizens', [{ _key: 'cit-1', firstName: 'Samuel', lastName: 'Mwenze', contactPhone1: '812345678' }]),
    ),
    http.get('*/api/account/vehicles', () => list('account/vehicles', VEHICLES)),
  );
});

const choose = async (name: RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const openAdder = async () => {
  const input = await screen.findByRole('combobox', { name: /^Add a tax/ });
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return input;
};
const offered = async () => {
  await openAdder();
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

describe('taxation: the taxes offered fit the object', () => {
  it('offers nothing before the vehicle is chosen, then only the lines that fit a 9 CV car (never the motorcycle line)', async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    const input = await screen.findByRole('combobox', { name: /^Citizen/ });
    fireEvent.change(input, { target: { value: 'Samu' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /Samuel/ }));
    await choose(/^Tax type/, 'Vehicle');

    await openAdder();
    expect(await screen.findByText('Choose the object first: only the taxes that fit it are offered.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    await choose(/^Vehicle/, /0414LS06/);
    expect(await offered()).toEqual(['1.1.02.02 — Vignette — véhicule de 1 à 10 CV', '1.2.02.01 — Contrôle technique — véhicule léger']);
  });

  it('keeps only the fitting taxes when the vehicle changes, and says which were removed', async () => {
    renderWithData(<TaxationPage />, { path: '/taxation' });
    const input = await screen.findByRole('combobox', { name: /^Citizen/ });
    fireEvent.change(input, { target: { value: 'Samu' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /Samuel/ }));
    await choose(/^Tax type/, 'Vehicle');
    await choose(/^Vehicle/, /0414LS06/);
    await openAdder();
    fireEvent.click(await screen.findByRole('option', { name: /1 à 10 CV/ }));
    expect(await screen.findAllByTestId('computation')).toHaveLength(1);

    await choose(/^Vehicle/, /7001AA05/);
    expect(await screen.findByText('Taxes that do not fit the chosen object were removed: 1.1.02.02')).toBeTruthy();
    expect(screen.queryAllByTestId('computation')).toHaveLength(0);
    expect(await offered()).toEqual(['1.1.02.01 — Vignette — motocyclette', '1.2.02.01 — Contrôle technique — véhicule léger']);
    expect(within(document.body).queryByText(/poids lourd/)).toBeNull();
  });
});
