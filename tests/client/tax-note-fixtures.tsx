import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { englishMessages } from '../../src/client/providers/english-messages';
import { frenchMessages } from '../../src/client/providers/french-messages';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';

/** A note as GET /api/taxNote/notes/:key answers it: one item of 2 steps, created then approved. */
export function aNote(overrides: Partial<TaxNoteRecord> = {}): TaxNoteRecord {
  return {
    id: 'note-1',
    _key: 'note-1',
    version: 2,
    reference: 'HKR-2026-0000123-K',
    taxType: 'property',
    taxpayerKind: 'citizen',
    taxpayerKey: 'cit-1',
    taxpayerName: 'Ada Mwamba',
    objectLabel: 'Parcel 12, Lubumbashi',
    period: 'yearly',
    periodStart: '2026-01-01',
    currency: 'USD',
    amount: { amount: 182400, currency: 'USD' },
    counterAmount: { amount: 519840000, currency: 'CDF' },
    conversionRate: '2850.000000',
    lifecycle: 'waitingForApproval',
    awaitingActor: 'approver',
    paymentState: 'unpaid',
    expired: false,
    disputed: false,
    dueDate: '2026-03-31',
    createdAt: '2026-02-01T09:30:00.000Z',
    pendingAmendment: null,
    items: [
      {
        _key: 'item-1',
        nomenclatureItemKey: 'nom-1',
        account: '1.1.01',
        reason: 'Impôt foncier',
        factor: { amount: 1520, currency: 'USD' },
        steps: [
          { stepKey: 'measuredArea', labelName: 'Measured area', value: '120.5', stepMode: 'auto', includeInCalculation: true },
          { stepKey: 'months', labelName: 'Months', value: '12', stepMode: 'auto', includeInCalculation: true },
          { stepKey: 'reminder', labelName: 'Reminder', value: '3', stepMode: 'user', includeInCalculation: false },
        ],
        computedAmount: { amount: 2197920, currency: 'USD' },
        declaredAmount: { amount: 182400, currency: 'USD' },
        amountReason: 'Exemption for the first floor',
      },
    ],
    events: [
      { id: 2, kind: 'approved', userName: null, reason: '', data: {}, latitude: null, longitude: null, createdAt: '2026-02-03T10:00:00.000Z' },
      {
        id: 1,
        kind: 'created',
        userName: 'Patrice Kabongo',
        reason: '',
        data: {},
        latitude: -11.66089,
        longitude: 27.47938,
        createdAt: '2026-02-01T09:30:00.000Z',
      },
    ],
    allowedActions: ['approve', 'reject'],
    ...overrides,
  };
}

const i18n = {
  en: () => polyglotI18nProvider(() => englishMessages, 'en', [], { allowMissing: true }),
  fr: () => polyglotI18nProvider(() => frenchMessages, 'fr', [], { allowMissing: true }),
};

/** Renders inside react-admin with the given data provider, in English or French, at `path`. */
export function renderNote(element: ReactNode, { dataProvider = {} as Record<string, unknown>, language = 'en' as 'en' | 'fr', path = '/', route = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18n[language]()} store={memoryStore()}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
