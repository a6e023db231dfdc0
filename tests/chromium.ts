import { existsSync } from 'node:fs';

/**
 * How every tool here starts a browser: Debian's Chromium (Playwright's own browser download
 * does not work on these machines; CHROMIUM_PATH overrides the path) with the flags that keep
 * it quiet and working as root in a container.
 *
 * Two builds of the same Debian Chromium (one source package, one version):
 * - `chromiumPath`, the whole browser (package `chromium`), for what measures or shows what a
 *   visitor gets: the benchmarks, Lighthouse and the screenshots.
 * - `testChromiumPath`, for the e2e suite: Debian's headless shell (package
 *   `chromium-headless-shell`, the build Playwright itself runs headless tests in) when it is
 *   installed, else the whole browser. The same engine without the browser's UI and compositor
 *   layers: the whole e2e stage in about two thirds of the time (docs/decisions/022-fast-feedback.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Playwright's `launchOptions` / `chromium.launch()` options, for the benchmarks and screenshots. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/** The e2e suite's launch options (playwright.config.ts). */
export const testLaunchOptions = { executablePath: testChromiumPath, args: chromiumArgs };
