import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TaxationPage } from '../../src/client/pages/taxation/TaxationPage';
import { roleListFor } from './support/builders';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer, signInTo } from './support/mock-server';

type Json = Record<string, unknown>;

const step = (stepKey: string, labelName: string, sequence: number, extra: Json = {}) => ({
  _key: `step-${stepKey}`,
  stepKey,
  labelName,
  sequence,
  stepMode: 'user',
  includeInCalculation: true,
  ...extra,
});

/** Vehicle steps: horse power and months read from the vehicle and the period, a coefficient typed. */
const VEHICLE_STEPS = [
  step('fiscalHorsePower', 'Fiscal horse power', 1, { stepMode: 'auto', taxType: 'vehicle' }),
  step('coefficient', 'Coefficient', 2, { defaultValue: '1.5', taxType: 'vehicle' }),
  step('months', 'Months', 3, { stepMode: 'auto', taxType: 'vehicle' }),
  // Labelled in two languages as the demo project's are: the screen names it in the reader's (tax-staff D13).
  step('approval', 'Approval / Approbation', 4, { includeInCalculation: false }),
];

const item = (key: string, account: string, reason: string, usd: number) => ({
  _key: key,
  account,
  reason,
  taxType: 'vehicle',
  taxFactorCitizen: { amount: usd, currency: 'USD' },
  taxFactorOrganization: { amount: usd * 2, currency: 'USD' },
  validFrom: '2020-01-01',
});

const server = startMockServer();
let steps: Json[] = VEHICLE_STEPS;
let posted: Json | undefined;

beforeEach(() => {
  signInTo({ role: { name: 'Taxateur', roleList: roleListFor('Taxation', 'Citizen', 'Vehicle', 'Property') } });
  steps = VEHICLE_STEPS;
  posted = undefined;
  server.use(
    http.get('*/api/step/configurations', () => list('step/configurations', steps)),
    http.get('*/api/nomenclature/items', () =>
      list('nomenclature/items', [item('nom-vignette', '1.1.01', 'Vignette', 1000), item('nom-road', '1.1.02', 'Road tax', 500)]),
    ),
    http.get('*/api/utils/currency-conversions', () =>
      list('utils/currency-conversions', [{ _key: 'rate-1', fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2024-01-01' }]),
    ),
    http.get('*/api/account/citizens', () => list('account/citizens', [{ _key: 'cit-1', firstName: 'Dorcas', lastName: 'Banza', contactPhone1: '812345678' }])),
    http.get('*/api/account/vehicles', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Json;
      const rows =
        filter.ownerKey === 'cit-1' ? [{ _key: 'veh-1', plateNumber: '1234AB', make: 'Toyota', model: 'Hilux', fiscalHorsePower: 12, category: 'Pickup' }] : [];
      return list('account/vehicles', rows);
    }),
    http.post('*/api/taxNote/notes', async ({ request }) => {
      posted = (await request.json()) as Json;
      return ok({ _key: 'note-77', reference: 'HKR-2026-0000077-K' });
    }),
  );
});

const choose = async (name: RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const pickFromAutocomplete = async (name: RegExp, typed: string, option: string | RegExp) => {
  const input = await screen.findByRole('combobox', { name });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Citizen Dorcas Banza, vehicle tax on her Hilux. */
async function startVehicleNote() {
  renderWithData(<TaxationPage />, { path: '/taxation' });
  await pickFromAutocomplete(/^Citizen/, 'Dorc', /Dorcas/);
  await choose(/^Tax type/, 'Vehicle');
  await choose(/^Vehicle/, /1234AB/);
}
const addTax = (name: string | RegExp) => pickFromAutocomplete(/^Add a tax/, '', name);
const lines = () =>
  within(screen.getByTestId('computation'))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('taxation: the computed amount', () => {
  it('shows factor × each included step = amount, line by line, with the CDF counter-value', async () => {
    await startVehicleNote();
    await addTax(/Vignette/);
    // $10.00 × 12 hp (from the vehicle) × 1.5 (default) × 12 months (yearly) = $2,160.00 ≈ 2,850 × that in CDF.
    await waitFor(() => expect(lines()).toEqual(['$10.00', '12', '1.5', '12', '$2,160.00', 'CDF\u00a06,156,000.00']));
    const computation = screen.getByTestId('computation');
    // A step the product knows by key reads in the user's language; a project's own step keeps its label.
    expect(within(computation).getByText('Fiscal horsepower (CV)')).toBeTruthy();
    expect(within(computation).getByText('Coefficient')).toBeTruthy();
    expect(within(computation).getByText('Counter-value (1 USD = 2,850 CDF)')).toBeTruthy();
    expect(screen.getByText('Other steps of the process: Approval')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Coefficient/ }), { target: { value: '2' } });
    await waitFor(() => expect(lines()).toContain('$2,880.00'));
    expect(screen.getByTestId('note-total').textContent).toContain('$2,880.00');
  });

  it('waits for a number in every included user step instead of showing a wrong amount', async () => {
    await startVehicleNote();
    await addTax(/Vignette/);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Coefficient/ }), { target: { value: 'abc' } });
    expect(await screen.findByText('The amount shows once every step has a number.')).toBeTruthy();
    expect(screen.queryByTestId('computation')).toBeNull();
  });
});

describe('taxation: the three messages', () => {
  it("says 'Please select process configuration' when the tax type has no step", async () => {
    steps = [step('area', 'Area', 1, { taxType: 'property' })];
    await startVehicleNote();
    expect(await screen.findByText('Please select process configuration')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Add a tax/ })).toBeNull();
  });

  it("refuses the same tax twice with 'You have already add this text'", async () => {
    await startVehicleNote();
    await addTax(/Vignette/);
    await addTax(/Vignette/);
    expect(await screen.findByText('You have already add this text')).toBeTruthy();
    expect(screen.getAllByTestId('computation')).toHaveLength(1);
  });

  it("warns 'The Tax Amount is not correct Please check' and requires a reason before sending a different declared amount", async () => {
    await startVehicleNote();
    await addTax(/Vignette/);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Declared amount/ }), { target: { value: '2000' } });
    expect(await screen.findByText('The Tax Amount is not correct Please check')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Declarant/ }), { target: { value: 'Dorcas Banza' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Person responsible to pay/ }), { target: { value: 'Dorcas Banza' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '812345678' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create the tax note' }));
    expect(await screen.findByText('Please complete the fields marked in red.')).toBeTruthy();
    expect(screen.getByText('Please give a reason.')).toBeTruthy();
    expect(posted).toBeUndefined();

    fireEvent.change(screen.getByRole('textbox', { name: /^Reason for the declared amount/ }), { target: { value: 'Vehicle off the road for 3 months' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the tax note' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tax-note/note-77/show'));
    expect(await screen.findByText('Tax note HKR-2026-0000077-K created !!!')).toBeTruthy();
    expect(posted).toMatchObject({
      taxType: 'vehicle',
      taxpayerKind: 'citizen',
      taxpayerKey: 'cit-1',
      objectKey: 'veh-1',
      phoneCountryCode: '243',
      phoneNumber: '812345678',
      period: 'yearly',
      items: [
        { nomenclatureItemKey: 'nom-vignette', stepValues: { coefficient: '1.5' }, declaredAmount: 200000, amountReason: 'Vehicle off the road for 3 months' },
      ],
    });
    expect(String(posted?.periodStart)).toMatch(/^\d{4}-01-01$/);
  });
});

describe('taxation: whatever is typed in a money field', () => {
  it('answers a field message, never a crash, and keeps what was typed', async () => {
    await startVehicleNote();
    await addTax(/Vignette/);
    const declared = await screen.findByRole('textbox', { name: /^Declared amount/ });
    fireEvent.change(screen.getByRole('textbox', { name: /^Declarant/ }), { target: { value: 'Dorcas Banza' } });
    for (const typed of ['-', 'abc', '1e9', '99999999999999', '9999999999999', '12.345']) {
      fireEvent.change(declared, { target: { value: typed } });
      await waitFor(() => expect(screen.getByText('Enter an amount such as 12.50')).toBeTruthy());
      expect((screen.getByRole('textbox', { name: /^Declared amount/ }) as HTMLInputElement).value).toBe(typed);
    }
    expect((screen.getByRole('textbox', { name: /^Declarant/ }) as HTMLInputElement).value).toBe('Dorcas Banza');
    fireEvent.change(declared, { target: { value: '2 000,50' } });
    expect(await screen.findByText('The Tax Amount is not correct Please check')).toBeTruthy();
    expect(screen.getByTestId('note-total').textContent).toContain('$2,000.50');
  });
});

describe('taxation: the server refuses', () => {
  it("shows the server's own message and stays on the page", async () => {
    server.use(http.post('*/api/taxNote/notes', () => failure(400, 'Please select the correct user !!!', 'taxpayerUserInvalid')));
    await startVehicleNote();
    await addTax(/Road tax/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Declarant/ }), { target: { value: 'Dorcas Banza' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Person responsible to pay/ }), { target: { value: 'Dorcas Banza' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the tax note' }));
    await waitFor(() => expect(screen.getAllByText('Please select the correct user !!!').length).toBeGreaterThan(0));
    expect(screen.getByTestId('where').textContent).toBe('/taxation');
  });
});
