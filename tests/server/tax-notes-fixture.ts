import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../src/server/db/schema';
import type { SessionUser, TestApp } from './support/test-app';

/**
 * A taxation project of its own for a test file, built through the API as an administrator
 * would: rates, step configurations per tax type, nomenclature, a citizen with a vehicle, a
 * property and a rental contract, an organization with a vehicle. Demo data of the seeded tax
 * project is not relied on, so it may change without breaking these tests.
 */
export type TaxWorld = {
  projectKey: string;
  sessions: Record<'admin' | 'taxateur' | 'approver' | 'receveur' | 'cashier', SessionUser>;
  keys: {
    citizen: string;
    renter: string;
    organization: string;
    otherOrganization: string;
    vehicle: string;
    organizationVehicle: string;
    property: string;
    rental: string;
    vignette: string;
    vignetteExpired: string;
    landTax: string;
    rentalTax: string;
    fee: string;
    feeCdf: string;
  };
  api: (session: SessionUser, method: 'GET' | 'POST', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
};

const usd = (amount: number) => ({ amount, currency: 'USD' });
const cdf = (amount: number) => ({ amount, currency: 'CDF' });

export async function buildTaxWorld(t: TestApp, name: string): Promise<TaxWorld> {
  const login = async (user: string) => t.login(user);
  const sessions = {
    admin: await login('admin'),
    taxateur: await login('taxateur'),
    approver: await login('approver'),
    receveur: await login('receveur'),
    cashier: await login('cashier'),
  };
  let projectKey = '';
  const api: TaxWorld['api'] = (session, method, url, payload, headers = {}) =>
    t.request({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${session.token}`, 'project-key': projectKey, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const create = async (url: string, payload: unknown) => {
    const response = await api(sessions.admin, 'POST', url, payload);
    if (response.statusCode !== 200) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return (response.json().data as { _key: string })._key;
  };

  const project = await t.request({
    method: 'POST',
    url: '/api/project/projects',
    headers: { authorization: `Bearer ${sessions.admin.token}` },
    payload: { projectName: `Taxes ${name}`, projectType: '1', dueDateDays: 30 },
  });
  if (project.statusCode !== 200) throw new Error(`project: ${project.body}`);
  projectKey = project.json().data._key;
  const members = await api(sessions.admin, 'POST', `/project/projects/${projectKey}/members`, {
    userKeys: ['user-taxateur', 'user-approver', 'user-receveur', 'user-cashier'],
  });
  if (members.statusCode !== 200) throw new Error(`members: ${members.body}`);

  // Four eyes: the administrator enters the rate, the receveur (Financials update) approves it.
  const rate = await create('/utils/currency-conversions', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.5', validFrom: '2020-01-01' });
  const approved = await api(sessions.receveur, 'POST', `/project/money-requests/rates/${rate}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(`rate approval: ${approved.statusCode} ${approved.body}`);
  const step = (data: Record<string, unknown>) => create('/step/configurations', { stepMode: 'user', ...data });
  // Vehicles: a quantity typed by the appraiser, then the approver and the receveur.
  await step({ taxType: 'vehicle', stepKey: 'quantity', labelName: 'Quantity', sequence: 1, includeInCalculation: true, defaultValue: '1' });
  await step({ taxType: 'vehicle', stepKey: 'approval', labelName: 'Approval', sequence: 2, hasApprovingOfficer: true });
  await step({ taxType: 'vehicle', stepKey: 'recovery', labelName: 'Recovery', sequence: 3, hasDivisionRecoveryOfficer: true });
  // Property: the measured area, approver only (approval issues the note).
  await step({ taxType: 'property', stepKey: 'measuredArea', labelName: 'Area', sequence: 1, stepMode: 'auto', includeInCalculation: true });
  await step({ taxType: 'property', stepKey: 'approval', labelName: 'Approval', sequence: 2, hasApprovingOfficer: true });
  // Rental: rent × months, approver and receveur.
  await step({ taxType: 'rental', stepKey: 'monthlyRent', labelName: 'Monthly rent', sequence: 1, stepMode: 'auto', includeInCalculation: true });
  await step({ taxType: 'rental', stepKey: 'months', labelName: 'Months', sequence: 2, stepMode: 'auto', includeInCalculation: true });
  await step({ taxType: 'rental', stepKey: 'approval', labelName: 'Approval', sequence: 3, hasApprovingOfficer: true });
  await step({ taxType: 'rental', stepKey: 'recovery', labelName: 'Recovery', sequence: 4, hasDivisionRecoveryOfficer: true });
  // Fees: a count, nobody approves (issued at once).
  await step({ taxType: 'fee', stepKey: 'count', labelName: 'Count', sequence: 1, includeInCalculation: true });

  const item = (account: string, taxType: string, citizen: object, organization: object, validity: object = { validFrom: '2020-01-01' }) =>
    create('/nomenclature/items', { account, reason: `Tax ${account}`, taxType, taxFactorCitizen: citizen, taxFactorOrganization: organization, ...validity });
  const vignette = await item('1.1.02.02', 'vehicle', usd(4600), usd(5600));
  const vignetteExpired = await item('1.1.02.09', 'vehicle', usd(4200), usd(5200), { validFrom: '2020-01-01', validTo: '2020-12-31' });
  const landTax = await item('1.1.01.01', 'property', usd(25), usd(50));
  const rentalTax = await item('1.1.03.01', 'rental', usd(22), usd(22));
  const fee = await item('1.2.01.01', 'fee', usd(1000), usd(5000));
  const feeCdf = await item('1.2.01.02', 'fee', cdf(20000), cdf(100000));

  const person = (lastName: string, phone: string) =>
    create('/account/citizens', { firstName: 'Mwenze', lastName, gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: phone });
  const citizen = await person('Kalenga', '812000301');
  const renter = await person('Mutombo', '812000302');
  const organization = await create('/account/establishments', { establishmentName: `Brasserie ${name}`, type: '2' });
  const otherOrganization = await create('/account/establishments', { establishmentName: `Minoterie ${name}`, type: '2' });
  const vehicle = await create('/account/vehicles', {
    ownerKey: citizen,
    category: 'Car',
    plateNumber: `${name.slice(0, 4).toUpperCase()}01`,
    fiscalHorsePower: 9,
  });
  const organizationVehicle = await create('/account/vehicles', {
    ownerEstablishmentKey: organization,
    category: 'Truck',
    plateNumber: `${name.slice(0, 4).toUpperCase()}02`,
  });
  const property = await create('/account/properties', {
    ownerKey: citizen,
    parcelNumber: `P-${name}`,
    rang: '1',
    nature: 'Residential',
    measuredAreaM2: 120.5,
    buildings: [{ name: 'Main house', material: 'Durable', areaM2: 80 }],
  });
  const rental = await create('/account/rentals', {
    ownerKey: citizen,
    renterKey: renter,
    propertyKey: property,
    category: 'Residential',
    startDate: '2024-01-01',
    monthlyRent: usd(50000),
  });
  // The appraiser acts for the organization: it is in their establishment list.
  await t.database.db
    .update(users)
    .set({ associatedEstablishmentKey: [organization] })
    .where(eq(users.key, 'user-taxateur'));

  return {
    projectKey,
    sessions,
    api,
    keys: {
      citizen,
      renter,
      organization,
      otherOrganization,
      vehicle,
      organizationVehicle,
      property,
      rental,
      vignette,
      vignetteExpired,
      landTax,
      rentalTax,
      fee,
      feeCdf,
    },
  };
}

/** A valid creation body; each test changes what it is about. */
export function draftFor(world: TaxWorld, overrides: Record<string, unknown> = {}) {
  return {
    taxType: 'vehicle',
    taxpayerKind: 'citizen',
    taxpayerKey: world.keys.citizen,
    objectKey: world.keys.vehicle,
    declarantName: 'Mwenze Kalenga',
    responsibleName: 'Mwenze Kalenga',
    phoneCountryCode: '243',
    phoneNumber: '0812000301',
    period: 'yearly',
    periodStart: '2026-03-15',
    items: [{ nomenclatureItemKey: world.keys.vignette }],
    ...overrides,
  };
}
