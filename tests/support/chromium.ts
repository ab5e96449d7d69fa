/**
 * How every browser of the test suites starts: Debian's Chromium (the system package, so no
 * browser is downloaded by `playwright install`), headless, without the background traffic
 * (updates, sync, QUIC) that would blur what a test or a benchmark measures.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that browser. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
