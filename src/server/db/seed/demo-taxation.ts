import type { DemoRecord } from './demo-records';
import { TAX_PROJECT_KEY } from './demo-staff';

/**
 * The tax configuration of the demo project: the steps of each tax type (with the approval
 * protocol), the earlier barème of every tax, the taxes only this file adds, and the USD→CDF
 * rate history. Notes seeded over the last eighteen months are computed from these records.
 *
 * How an amount is made: the item's factor (integer minor units of its currency) times every step
 * value that takes part in the calculation, rounded once. A step value is a plain number in major
 * units (m², months, a quantity, a rent in dollars or francs), so a rate on rent is a factor of a
 * few minor units per unit: 22 minor units (0.22) × a rent of 1,250.00 × 1 month = 275.00.
 */

const record = (resource: string, key: string, data: Record<string, unknown>): DemoRecord => ({ resource, key, projectKey: TAX_PROJECT_KEY, data });
const cdf = (francs: number) => ({ amount: Math.round(francs * 100), currency: 'CDF' });

type TaxType = 'property' | 'vehicle' | 'rental' | 'fee';
type Step = {
  stepKey: string;
  labelName: string;
  stepMode: 'auto' | 'user';
  includeInCalculation: boolean;
  defaultValue?: string;
};

/** The value steps of each type, between the appraiser's step and the approval protocol. */
const VALUE_STEPS: Record<TaxType, Step[]> = {
  property: [{ stepKey: 'measuredArea', labelName: 'Measured area (m²) / Superficie mesurée (m²)', stepMode: 'auto', includeInCalculation: true }],
  // The fiscal horsepower picks the band of the vignette (one nomenclature item per band); it is
  // recorded on the note for the approver to check, not multiplied.
  vehicle: [{ stepKey: 'fiscalHorsePower', labelName: 'Fiscal horsepower (CV) / Puissance fiscale (CV)', stepMode: 'auto', includeInCalculation: false }],
  rental: [
    { stepKey: 'monthlyRent', labelName: 'Monthly rent / Loyer mensuel', stepMode: 'auto', includeInCalculation: true },
    { stepKey: 'months', labelName: 'Months in the period / Mois de la période', stepMode: 'auto', includeInCalculation: true },
  ],
  fee: [{ stepKey: 'quantity', labelName: 'Quantity / Quantité', stepMode: 'user', includeInCalculation: true, defaultValue: '1' }],
};
const PERIOD: Record<TaxType, string> = { property: 'yearly', vehicle: 'yearly', rental: 'monthly', fee: 'once' };
const NAME: Record<TaxType, string> = {
  property: 'property tax / impôt foncier',
  vehicle: 'vehicle tax / vignette',
  rental: 'rental tax / IRL',
  fee: 'fee / redevance',
};

/** Appraiser, value steps, approver, receveur: vehicle notes approve themselves after 48 hours. */
export function demoStepConfigurations(): DemoRecord[] {
  const out: DemoRecord[] = [];
  for (const taxType of Object.keys(VALUE_STEPS) as TaxType[]) {
    const flags = { taxType, unique: true, mandatory: true, hasTaxator: false, hasApprovingOfficer: false, hasDivisionRecoveryOfficer: false };
    const steps: Record<string, unknown>[] = [
      {
        ...flags,
        labelName: `Appraisal, ${NAME[taxType]} / Taxation`,
        stepKey: 'appraisal',
        stepMode: 'user',
        includeInCalculation: false,
        hasTaxator: true,
      },
      ...VALUE_STEPS[taxType].map((step) => ({ ...flags, ...step })),
      {
        ...flags,
        labelName: 'Approval / Approbation',
        stepKey: 'approval',
        includeInCalculation: false,
        hasApprovingOfficer: true,
        ...(taxType === 'vehicle' ? { stepMode: 'auto', autoApproveAfterHours: 48 } : { stepMode: 'user' }),
      },
      {
        ...flags,
        labelName: 'Recovery (receveur) / Recouvrement',
        stepKey: 'recovery',
        stepMode: 'user',
        includeInCalculation: false,
        hasDivisionRecoveryOfficer: true,
      },
    ];
    steps.forEach((step, index) =>
      out.push(record('stepConfigurations', `step-${taxType}-${step.stepKey}`, { ...step, sequence: index + 1, period: PERIOD[taxType] })),
    );
  }
  return out;
}

/** Taxes the lead's nomenclature lacks: property tax and rental tax in francs, market fees. */
function addedNomenclature(): DemoRecord[] {
  const item = (
    key: string,
    account: string,
    chapter: string,
    reason: string,
    taxType: TaxType,
    citizen: object,
    organization: object,
    taxGroup = 'Impôts réels',
    fits: Record<string, unknown> = {},
  ) =>
    record('nomenclatureItems', key, {
      account,
      taxGroup,
      chapter,
      reason,
      taxType,
      taxFactorCitizen: citizen,
      taxFactorOrganization: organization,
      isSpecialTax: false,
      validFrom: '2025-01-01',
      ...(taxGroup === 'Impôts réels' ? { penaltyNomenclatureKey: 'nom-penalite-impots' } : {}),
      // Which objects the line fits (src/domain/tax-line-fit.ts); a rental line's currency is its factor's.
      ...fits,
    });
  const rate = (currency: string) => ({ amount: 22, currency });
  return [
    item(
      'nom-foncier-rang4-cdf',
      '1.1.01.06',
      'Impôt foncier',
      'Impôt foncier — propriété bâtie, rang 4, en francs (par m²)',
      'property',
      cdf(550),
      cdf(700),
      undefined,
      { propertyRanks: ['4'], natures: ['Residential', 'Commercial', 'Industrial', 'Mixed'] },
    ),
    item(
      'nom-irl-residentiel-cdf',
      '1.1.03.03',
      'Impôt sur les revenus locatifs',
      'Impôt sur les revenus locatifs — usage résidentiel, bail en francs (22 % du loyer)',
      'rental',
      rate('CDF'),
      rate('CDF'),
      undefined,
      { natures: ['Residential'] },
    ),
    item(
      'nom-irl-commercial-cdf',
      '1.1.03.04',
      'Impôt sur les revenus locatifs',
      'Impôt sur les revenus locatifs — usage commercial, bail en francs (22 % du loyer)',
      'rental',
      rate('CDF'),
      rate('CDF'),
      undefined,
      { natures: ['Commercial', 'Industrial', 'Mixed', 'Land'] },
    ),
    item(
      'nom-marche-etal',
      '1.3.03.01',
      'Droits de marché',
      'Droit de place au marché — étal (par mois)',
      'fee',
      cdf(15000),
      cdf(15000),
      'Redevances et frais',
    ),
    item(
      'nom-marche-boutique',
      '1.3.03.02',
      'Droits de marché',
      'Droit de place au marché — boutique (par mois)',
      'fee',
      cdf(45000),
      cdf(60000),
      'Redevances et frais',
    ),
  ];
}

/**
 * The 2025 barème of every tax whose current barème starts on 1 January 2026: the same item a
 * little cheaper (about 8 %), valid for 2025 only, so notes of 2025 read the rates of their day.
 */
function previousBaremes(current: DemoRecord[]): DemoRecord[] {
  const items = current.filter((r) => r.resource === 'nomenclatureItems');
  const coversYear2025 = (account: unknown) =>
    items.some((r) => r.data.account === account && String(r.data.validFrom) <= '2025-12-31' && (!r.data.validTo || String(r.data.validTo) >= '2025-01-01'));
  // Rates on rent stay 22 %; amounts of a dollar or more round to whole units, rates per m² to the cent.
  const cheaper = (money: unknown, taxType: unknown) => {
    const m = money as { amount: number; currency: string };
    if (taxType === 'rental') return m;
    return { ...m, amount: m.amount >= 100 ? Math.round((m.amount * 0.92) / 100) * 100 : Math.round(m.amount * 0.92) };
  };
  return items
    .filter((r) => r.data.validFrom === '2026-01-01' && !coversYear2025(r.data.account))
    .map((r) => {
      const factor = (money: unknown) => cheaper(money, r.data.taxType);
      return record('nomenclatureItems', `${r.key}-2025`, {
        ...r.data,
        reason: `${r.data.reason} (barème 2025)`.slice(0, 300),
        taxFactorCitizen: factor(r.data.taxFactorCitizen),
        taxFactorOrganization: factor(r.data.taxFactorOrganization),
        validFrom: '2025-01-01',
        validTo: '2025-12-31',
        ...(r.data.penaltyNomenclatureKey ? { penaltyNomenclatureKey: `${r.data.penaltyNomenclatureKey}-2025` } : {}),
      });
    });
}

/** Earlier USD→CDF rates: the one in force on a day is the latest dated on or before it. */
const RATE_HISTORY: [string, string][] = [
  ['2025-01-01', '2843.500000'],
  ['2025-04-01', '2868.250000'],
  ['2025-07-01', '2889.000000'],
  ['2025-10-01', '2874.750000'],
];

function rateHistory(current: DemoRecord[]): DemoRecord[] {
  const known = new Set(
    current.filter((r) => r.resource === 'currencyConversions').map((r) => `${r.data.fromCurrency}${r.data.toCurrency}${r.data.validFrom}`),
  );
  return RATE_HISTORY.filter(([validFrom]) => !known.has(`USDCDF${validFrom}`)).map(([validFrom, conversionRate]) =>
    record('currencyConversions', `conv-usd-cdf-${validFrom}`, { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate, validFrom }),
  );
}

/** What this file adds to the lead's demo records (those are passed in, never repeated). */
export function demoTaxationRecords(current: DemoRecord[]): DemoRecord[] {
  return [...demoStepConfigurations(), ...addedNomenclature(), ...previousBaremes(current), ...rateHistory(current)];
}
