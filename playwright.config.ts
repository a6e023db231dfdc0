import { register } from 'node:module';
import { defineConfig } from '@playwright/test';

// Content modules import their illustrations; in Node those imports need a loader (tests/e2e/asset-loader.mjs).
register('./tests/e2e/asset-loader.mjs', import.meta.url);

// Playwright's own browser download does not work here: Debian's Chromium is used instead.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker starts its own real server and SMTP peer (tests/e2e/fixtures.ts).
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
