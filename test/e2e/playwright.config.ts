// Browser tests: Playwright driving Debian's Chromium (no browser download) against one local
// stack, with one worker. Debian's chromium-headless-shell is the build Playwright itself runs
// headless (no browser UI to composite), which takes a good quarter less CPU than the full
// browser on this 2-core machine; the full /usr/bin/chromium serves where it is missing. The stack comes from
// test/run-all.ts (TEST_STACK) or is started by global-setup.ts when run alone.
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import '../../local/quiet-sdk-warning.js';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Generous on a 2-core machine that also runs the whole stack; a hang still fails.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Closed network: no background calls home, no first-run work.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
