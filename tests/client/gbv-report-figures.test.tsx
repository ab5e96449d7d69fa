import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GbvFigures } from '../../src/client/pages/gbv-report/GbvFigures';
import type { GbvReport } from '../../src/client/pages/gbv-report/gbv-report-api';
import { renderInAdmin } from './support/render-shell';

const report: GbvReport = {
  from: '2026-01-01',
  to: '2026-12-31',
  projectKeys: ['proj-health'],
  zone: null,
  totals: { cases: 12, open: 7, closed: 5 },
  byIncidentType: [{ key: 'rape', cases: 12 }],
  byAgeGroup: [{ key: '18-59', cases: 12 }],
  bySex: [{ key: 'Female', cases: 12 }],
  byMonth: [{ month: '2026-11', cases: 12 }],
  byZone: [{ key: 'z1', name: 'Kampemba', cases: 12 }],
  services: [{ service: 'health', provided: 8, referred: null, declined: 0 }],
};

describe('the GBV report on screen', () => {
  it('shows a hidden count of the services table as "<5", never as 0', () => {
    renderInAdmin(<GbvFigures data={report} />);
    const cells = within(screen.getByTestId('gbv-services'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['8', '<5', '0']);
  });
});
