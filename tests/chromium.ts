/**
 * How every tool here starts a browser: Debian's Chromium (Playwright's own browser download
 * does not work on these machines; CHROMIUM_PATH overrides the path) with the flags that keep
 * it quiet and working as root in a container. Used by playwright.config.ts and the scripts
 * that drive a browser (screenshots, benches, Lighthouse).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Playwright's `launchOptions` / `chromium.launch()` options. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
