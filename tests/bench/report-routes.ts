/**
 * The report endpoints the 'reports' bench times over a one-year period of the seeded million
 * notes. Each report adds its own line; `{from}` and `{to}` are replaced by the period's days.
 */
export const REPORT_ROUTES: { name: string; url: string }[] = [
  { name: 'mitigation', url: '/api/reports/mitigation?from={from}&to={to}' },
  { name: 'accounting', url: '/api/reports/accounting?from={from}&to={to}' },
  { name: 'vehicle registrations', url: '/api/reports/vehicle-registrations?from={from}&to={to}' },
  { name: 'property registrations', url: '/api/reports/property-registrations?from={from}&to={to}' },
  { name: 'rental registrations', url: '/api/reports/rental-registrations?from={from}&to={to}' },
  { name: 'bank payments', url: '/api/reports/bank-payments?from={from}&to={to}' },
  { name: 'bank financials', url: '/api/reports/bank-financials?from={from}&to={to}' },
];
