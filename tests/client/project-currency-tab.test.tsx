import { cleanup, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectTabContent } from '../../resources/project/ProjectTabContent';
import type { ProjectRecord } from '../../resources/project/ProjectDashboard';
import { listRoute, renderWithApi } from './schema-ui/render-form';
import { setViewportWidth } from './support/match-media';

const server = setupServer(
  listRoute('utils/currency-conversions', [{ _key: 'rate-1', fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.500000', validFrom: '2026-03-01' }]),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setViewportWidth(1440);
});
afterEach(() => cleanup());
afterAll(() => server.close());

describe("the project's currency tab", () => {
  it('shows from when each rate applies', async () => {
    const project = { id: 'p1', name: 'Impôts Haut-Katanga' } as unknown as ProjectRecord;
    renderWithApi(<ProjectTabContent tab={{ path: 'project-currency' }} project={project} member ready />);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: /Valid from/ })).toBeTruthy();
    expect(await within(table).findByText('01/03/2026')).toBeTruthy();
  });
});
