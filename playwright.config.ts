import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8091);
/** Local debugging only: point the suite at a server already running (its data is then not fresh). */
const external = process.env.E2E_BASE_URL;
/** Two suites on one machine need their own data directory (and CLIENT_DIR, when they build apart). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/**
 * End-to-end tests in Debian's Chromium (tests/support/chromium.ts; never `playwright install`) against
 * the real server, started on a fresh data directory with the demo seed, serving dist/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // One worker: the tests share one server and its demo accounts (a password change is global).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 850 },
    locale: 'en-GB',
    timezoneId: 'Africa/Kinshasa',
    geolocation: { latitude: -4.3217, longitude: 15.3125 },
    permissions: ['geolocation'],
    // The service worker would serve cached pages between tests; its registration is covered apart.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: external
    ? undefined
    : {
        // No scheduler: a job run in the middle of a test (the hourly late penalty) would change the demo notes it reads.
        // The suite signs in far more often than a person (each test, each API helper): 60 a minute per address is for people.
        command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} LOG=false SCHEDULER=false AUTH_REQUESTS_PER_MINUTE=1000 npm start`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
