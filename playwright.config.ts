import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { testLaunchOptions } from './tests/chromium';

// Content modules import their illustrations; in Node those imports need a loader (tests/e2e/asset-loader.mjs).
register('./tests/e2e/asset-loader.mjs', import.meta.url);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker starts its own real server and SMTP peer (tests/e2e/fixtures.ts). One worker per
  // core, in CI and out of it (Playwright's default outside CI is half the cores: one here).
  workers: availableParallelism(),
  fullyParallel: true,
  // Workers take tests in the order of the projects, then of the files (alphabetical). The weak
  // uplink test spends about half a minute waiting on a 16 KB/s link, using little CPU: its
  // file sorts last, and it was the run's final 26 s, the other worker done. Its project comes
  // first, so it starts first and the other worker takes the rest meanwhile.
  projects: [
    { name: 'weak link', testMatch: 'weak-signal.spec.ts' },
    { name: 'site', testIgnore: 'weak-signal.spec.ts' },
  ],
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is fixed, never retried (issue 25: three green runs in a row).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    // Playwright's own browser download does not work here: Debian's Chromium (tests/chromium.ts).
    launchOptions: testLaunchOptions,
    // No trace while the suite runs: recording one (DOM snapshots and screenshots of every
    // action, kept only on failure) cost a fifth to a third of every-page's time (docs/decisions/022-fast-feedback.md). To see a
    // failure step by step, run its spec again with --trace=retain-on-failure. The screenshot and
    // the page snapshot of a failure (error-context.md) are still kept.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
