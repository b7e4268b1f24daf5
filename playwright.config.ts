import { defineConfig } from '@playwright/test';
import { clockOffset } from './server/clock';
import { testChromium } from './scripts/chromium.mjs';

// CLOCK_AT (server/clock.ts) becomes one offset here, before the server and the workers start, so the
// server, the tests and the pages (tests/e2e/fixtures.ts shiftClock) read one clock.
clockOffset();

/**
 * End-to-end tests drive the production build served by the real server (`npm run build`, then
 * server/dist/main.mjs on a fresh embedded database in .tmp/e2e-data, seeded with the demo site) in
 * Debian's Chromium (scripts/chromium.mjs). Set E2E_BASE_URL to test a server that is already running (for example
 * `npm run dev`, or the server behind nginx).
 */
const PORT = Number(process.env.E2E_PORT || 4173);
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: a busy 2-core CI machine takes 3-5 s for what a quiet one does in 1 s. Tests wait for
  // what the page shows, so a long timeout costs nothing when the page is quick.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a failing test is tried once more, so the report tells a flaky failure from a steady one;
  // either way the run fails (failOnFlakyTests). A stray test.only fails it too.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: external || `http://localhost:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      // Debian's headless shell when installed (scripts/chromium.mjs): half the CPU of full Chromium's headless mode.
      executablePath: testChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
    // Local runs may overlap (several people testing one tree): traces only in CI, and there only on
    // the retry of a failed test. Recording every test's trace (retain-on-failure) cost a third of the
    // suite's CPU (industry.spec: 75 CPU-s against 53 without, /tmp/stat around the run).
    trace: process.env.CI ? 'on-first-retry' : 'off',
  },
  webServer: external
    ? undefined
    : {
        command: `rm -rf .tmp/e2e-data && node server/dist/main.mjs`,
        // The demo's own publishing off: a release slot passing during a run would move the period admin-publish imports.
        env: { PORT: String(PORT), DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn', DEMO_PUBLISH: '0' },
        url: `http://localhost:${PORT}/webapi/site`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: 'ignore',
      },
});
