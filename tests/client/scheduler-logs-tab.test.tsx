import { cleanup, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectSchedulerLogsTab } from '../../resources/project/ProjectSchedulerLogsTab';
import { listRoute, renderWithApi } from './schema-ui/render-form';
import { setViewportWidth } from './support/match-media';

const server = setupServer(
  listRoute('project/projects/p1/scheduler-logs', [
    {
      _key: 'run-1',
      jobName: 'registryTransmission',
      startedAt: '2026-11-27T19:45:00.000Z',
      endedAt: '2026-11-27T19:45:01.000Z',
      durationMs: 800,
      outcome: 'succeeded',
      counts: { transmitted: 2 },
    },
  ]),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setViewportWidth(1440);
});
afterEach(() => cleanup());
afterAll(() => server.close());

describe('scheduler logs tab (admin-health C5)', () => {
  it('says which runs are listed: every run of the timed jobs, only the busy or failed runs of the every-minute ones', async () => {
    renderWithApi(<ProjectSchedulerLogsTab projectKey="p1" />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(
      'Every run is listed, also when it found nothing to do: Auto-approval (every 15 minutes), Late penalty (every hour, at 5 past), Broken promises (every day at 05:30), Audit trail heads (every day at 23:55).',
    );
    expect(note.textContent).toContain(
      'Only the runs that did something or failed are listed: SMS delivery (every minute), E-mail delivery (every minute), Background tasks (every minute).',
    );
    expect(note.textContent).not.toContain('Civil registry transmission');
  });

  it('shows a job by its name, never its key', async () => {
    renderWithApi(<ProjectSchedulerLogsTab projectKey="p1" />);
    expect(await screen.findByText('Civil registry transmission')).toBeTruthy();
    expect(screen.queryByText('registryTransmission')).toBeNull();
  });
});
