import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../src/domain/scheduled-jobs';
import { PROJECT_JOBS } from '../../src/server/jobs/project-jobs';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';

// admin-health C5: a raw job key ("registryTransmission") must never reach the screen.
describe('scheduled jobs have words in both languages', () => {
  it('every job the server runs is in the shared catalogue, with its schedule and logging rule', () => {
    for (const job of PROJECT_JOBS) {
      const known = SCHEDULED_JOBS[job.name as keyof typeof SCHEDULED_JOBS];
      expect(known, job.name).toBeDefined();
      expect({ schedule: job.schedule, logIdleRuns: job.logIdleRuns }).toEqual({
        schedule: known.schedule,
        logIdleRuns: 'logIdleRuns' in known ? known.logIdleRuns : undefined,
      });
    }
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('%s: a name and a cadence for each job', (_, catalogue) => {
    const scheduler = catalogue.projects.scheduler as { jobs: Record<string, string>; cadence: Record<string, string> };
    for (const name of Object.keys(SCHEDULED_JOBS)) {
      expect(scheduler.jobs[name], name).toMatch(/\S/);
      expect(scheduler.jobs[name]).not.toBe(name);
      expect(scheduler.cadence[name], name).toMatch(/\S/);
    }
  });
});
