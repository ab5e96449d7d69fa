import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectOverviewTab } from '../../resources/project/ProjectOverviewTab';
import type { ProjectRecord } from '../../resources/project/ProjectDashboard';
import { listRoute, renderWithApi } from './schema-ui/render-form';

const server = setupServer(
  listRoute('project/revenue-splits', [
    { _key: 'split-province', beneficiary: 'Province', percentage: 60 },
    { _key: 'split-ville', beneficiary: 'Ville de Lubumbashi', percentage: 25 },
    { _key: 'split-etd', beneficiary: 'ETD', percentage: 15 },
  ]),
  http.get('*/api/project/projects/:key/chain-heads', () => HttpResponse.json({ error: false, data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('project overview: revenue split (admin-health C4)', () => {
  it('shows the figure of the Revenue split tab, not an unexplained project percentage', async () => {
    const project = { id: 'p1', projectName: 'Impôts Haut-Katanga', projectType: '1', revenueSplit: 40 } as unknown as ProjectRecord;
    renderWithApi(<ProjectOverviewTab project={project} />);
    const term = await screen.findByText('Revenue split (beneficiaries)');
    const value = term.nextElementSibling as HTMLElement;
    expect(await screen.findByText('100 % to 3 beneficiaries · province treasury 0 %')).toBe(value);
    expect(screen.queryByText('40 %')).toBeNull();
  });
});
