/**
 * `npm run bench:tap`: what a visitor's first tap costs on a mid-range phone
 * (docs/decisions/029-first-tap.md). Starts the production server (node dist/server/index.js) on
 * loopback and drives Debian's Chromium with Lighthouse's mobile profile (CPU 4x slower, 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up) on a first visit (no service worker). For each
 * control, in English and Spanish, it loads the page, lets it sit idle for `--idle` ms after the
 * load event (2.5 s: a visitor reading), then taps once and times, inside the page, from the
 * tap's event time to the first animation frame that shows the change (looked for in the page, from
 * the input on; a link's answer is the bar it shows while the next page loads, and the time to
 * that page's heading is printed beside it). The same tap is then
 * timed on a fresh load once React is awake. INP is what the web-vitals library reports for
 * that first interaction. Prints the median of `--runs` runs (5) per control.
 * `--visit return` opens each page once first, so its service worker is in control (a visitor
 * coming back), and measures the second load.
 *   npm run bench:tap -- --runs 3 --only faq,menu --locale es
 *   npm run bench:tap -- --runs 3 --only card,language --visit return
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../server/test-support/child-server';
import { chromiumLaunchOptions } from '../tests/chromium';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '2500' },
    only: { type: 'string' },
    locale: { type: 'string' },
    visit: { type: 'string', default: 'first' },
  },
});
/** `first`: no service worker (a first visit). `return`: the page opened once before, its service worker in control. */
const visit = args.visit === 'return' ? 'return' : 'first';
const runs = Number(args.runs);
const idleMs = Number(args.idle);
const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(path.join(dist, 'server/index.js'))) throw new Error('No build: run npm run build first');

// The package exports no path to its browser build; it sits beside the CommonJS one.
const webVitals = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

type Locale = 'en' | 'es';

/** One control: where it is, how it is reached, and what "it answered" looks like. */
interface Control {
  key: string;
  name: string;
  /** The page, by language. */
  path: Record<Locale, string>;
  /** Phone (390 px, touch) or desktop (1280 px, mouse): the header dropdowns and language switch show from 992/768 px. */
  device: 'phone' | 'desktop';
  /** The element tapped. */
  target: string;
  act: 'tap' | 'click' | 'type';
  /** True in the page once the visitor can see the answer (polled every animation frame). */
  changed: string;
  /**
   * A tap that leaves the page: `changed` is the answer on this page (the link's bar,
   * src/boot/leaving.ts), and this is true once the next page is drawn, timed from outside.
   */
  shown?: string;
}

/** The answer a link gives on its own page (src/boot/leaving.ts). */
const LEAVING = `document.documentElement.hasAttribute('data-leaving') && getComputedStyle(document.documentElement, '::after').content !== 'none'`;

const controls: Control[] = [
  {
    key: 'faq',
    name: 'FAQ question',
    path: { en: '/resources/faq', es: '/es/recursos/preguntas-frecuentes' },
    device: 'phone',
    target: 'main button[aria-expanded]',
    act: 'tap',
    changed: `(() => { const b = document.querySelector('main button[aria-expanded]'); const a = b && document.getElementById(b.id.replace(/-q$/, '-a')); return !!a && !a.hidden && a.getBoundingClientRect().height > 0; })()`,
  },
  {
    key: 'menu',
    name: 'Mobile menu',
    path: { en: '/', es: '/es' },
    device: 'phone',
    target: 'header button[aria-expanded]:visible',
    act: 'tap',
    changed: `(() => { const m = document.getElementById('mobile-menu'); return !!m && m.getBoundingClientRect().height > 0; })()`,
  },
  {
    key: 'dropdown',
    name: 'Services dropdown',
    path: { en: '/', es: '/es' },
    device: 'desktop',
    target: 'header nav button[aria-expanded]:visible',
    act: 'click',
    changed: `(() => { const b = document.querySelector('header nav button[aria-expanded]'); const id = b && b.getAttribute('aria-controls'); const p = id && document.getElementById(id); return !!p && p.getBoundingClientRect().height > 0; })()`,
  },
  {
    key: 'language',
    name: 'Language switch',
    path: { en: '/about', es: '/es/nosotros' },
    device: 'desktop',
    target: 'header a[data-language-switch]:visible',
    act: 'click',
    changed: LEAVING,
    shown: `document.documentElement.lang !== __START_LANG__ && !!document.querySelector('h1')`,
  },
  {
    key: 'type',
    name: 'First keystroke, quote form',
    path: { en: '/contact', es: '/es/contacto' },
    device: 'phone',
    target: 'main form[data-lead-form] input:not([type=hidden]):not([tabindex="-1"])',
    act: 'type',
    changed: `(() => { const i = document.querySelector('main form[data-lead-form] input:not([type=hidden]):not([tabindex="-1"])'); return !!i && i.value.length > 0; })()`,
  },
  {
    key: 'card',
    name: 'Card link',
    path: { en: '/services/residential-solar', es: '/es/servicios/energia-solar-residencial' },
    device: 'phone',
    target: 'main a[href^="/services/residential-solar/"], main a[href^="/es/servicios/energia-solar-residencial/"]',
    act: 'tap',
    changed: LEAVING,
    shown: `location.pathname !== __START_PATH__ && !!document.querySelector('h1')`,
  },
];

/** Starts the production server on a free port with its own data folder; resolves with its URL. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dist, 'client'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A minute: a busy machine starts it slowly.
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${url}/livez`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** A fresh first-visit context with Lighthouse's mobile throttling on its page. */
async function throttledPage(
  browser: Browser,
  device: Control['device'],
): Promise<{ context: BrowserContext; page: Page; throttle: () => Promise<void> }> {
  // bypassCSP: Playwright polls a string predicate with eval, which the site's CSP refuses.
  const context = await browser.newContext(
    device === 'phone'
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 3,
          serviceWorkers: visit === 'return' ? 'allow' : 'block',
          bypassCSP: true,
        }
      : { viewport: { width: 1280, height: 800 }, serviceWorkers: visit === 'return' ? 'allow' : 'block', bypassCSP: true },
  );
  // web-vitals, and the wake-up signal app.tsx dispatches right after hydrateRoot().
  await context.addInitScript({
    content: `${webVitals}
      window.__inp = [];
      webVitals.onINP((m) => window.__inp.push(m.value), { reportAllChanges: true, durationThreshold: 0 });
      document.addEventListener('app:listening', () => (window.__awake = performance.now()), { once: true });
      for (const type of ['pointerdown', 'keydown']) addEventListener(type, (e) => { window.__inputAt ??= e.timeStamp; }, true);`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const throttle = async () => {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  };
  // A return visit's first load only installs the service worker: not timed, not throttled.
  if (visit === 'first') await throttle();
  return { context, page, throttle };
}

interface Sample {
  /** From the input to the first frame that shows the answer. */
  ms: number;
  /** A link: from the tap to the next page drawn (timed from outside). */
  shownMs: number | undefined;
  inp: number | undefined;
  /** Whether React was awake when the tap came. */
  awake: boolean;
  /** When React was awake, in ms after the load event (a page the tap left: unknown). */
  awakeAfterLoad: number | undefined;
}

async function measure(browser: Browser, control: Control, locale: Locale, awake: boolean): Promise<Sample> {
  const { context, page, throttle } = await throttledPage(browser, control.device);
  try {
    if (visit === 'return') {
      // The visit before: the service worker installs, precaches and takes control; then this page
      // is opened anew, as a visitor coming back would.
      await page.goto(control.path[locale], { waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 120_000 });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto('about:blank');
      await throttle();
    }
    await page.goto(control.path[locale], { waitUntil: 'load' });
    if (awake) {
      // React wakes at the first sign of a visitor (or in idle time): a mouse moving, as a reader's would.
      await page.mouse.move(5, 5);
      await page.mouse.move(6, 6);
      await page.waitForFunction(() => (window as { __awake?: number }).__awake !== undefined, null, { timeout: 60_000 });
    }
    await page.waitForTimeout(awake ? 500 : idleMs);
    const wasAwake = await page.evaluate(() => (window as { __awake?: number }).__awake !== undefined);
    const start = await page.evaluate(() => ({ lang: document.documentElement.lang, path: location.pathname }));
    const bind = (predicate: string) =>
      predicate.replace('__START_LANG__', JSON.stringify(start.lang)).replace('__START_PATH__', JSON.stringify(start.path));
    const changed = bind(control.changed);
    const target = page.locator(control.target).first();
    await target.scrollIntoViewIfNeeded();
    let ms: number;
    let shownMs: number | undefined;
    let inp: number | undefined;
    // The change is looked for in the page itself, every animation frame from the input on: a
    // poll from outside starts only once the tap's round trip to Playwright is back, which on
    // the slowed CPU is often after the answer was drawn, and so timed it late. The page says
    // when it saw it on the console too: a link's page is gone before it could be asked.
    // (A string: tsx would wrap a named inner function with a helper the page does not have.)
    const watch = (type: string) =>
      page.evaluate(`(() => {
        window.__seenAt = undefined;
        const look = () => {
          if (!(${changed})) return requestAnimationFrame(look);
          window.__seenAt = performance.now();
          console.debug('bench-tap answer ' + (window.__seenAt - window.__inputAt));
        };
        addEventListener(${JSON.stringify(type)}, () => requestAnimationFrame(look), { capture: true, once: true });
      })()`);
    if (control.shown) {
      // The answer on this page, and then the next page: timed from outside, from the tap to its heading.
      const answered = new Promise<number>((resolve) =>
        page.on('console', (message) => {
          const found = /^bench-tap answer ([\d.]+)$/.exec(message.text());
          if (found) resolve(Number(found[1]));
        }),
      );
      await page.evaluate(() => ((window as { __inputAt?: number }).__inputAt = undefined));
      await watch('pointerdown');
      const t0 = Date.now();
      if (control.act === 'tap') await target.tap({ noWaitAfter: true });
      else await target.click({ noWaitAfter: true });
      await page.waitForFunction(bind(control.shown), null, { polling: 'raf', timeout: 60_000 });
      shownMs = Date.now() - t0;
      ms = await Promise.race([answered, new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 1000))]);
      // A link drawn by the router leaves the page in place and its INP can be read; a page load cannot.
      inp = await page.evaluate(() => (window as { __inp?: number[] }).__inp?.at(-1)).catch(() => undefined);
    } else {
      if (control.act === 'type') {
        await target.tap();
        await page.evaluate(() => ((window as { __inputAt?: number }).__inputAt = undefined));
        await watch('keydown');
        await page.keyboard.press('J');
      } else {
        await watch('pointerdown');
        if (control.act === 'tap') await target.tap({ noWaitAfter: true });
        else await target.click({ noWaitAfter: true });
      }
      const seenAt = await page.waitForFunction(() => (window as { __seenAt?: number }).__seenAt, null, { timeout: 60_000 });
      const inputAt = await page.evaluate(() => (window as { __inputAt?: number }).__inputAt);
      ms = Number(await seenAt.jsonValue()) - (inputAt ?? NaN);
      // INP is reported once the interaction's frame is presented.
      await page
        .waitForFunction(() => ((window as { __inp?: number[] }).__inp?.length ?? 0) > 0, null, { timeout: 10_000 })
        .catch(() => {});
      inp = await page.evaluate(() => (window as { __inp?: number[] }).__inp?.at(-1));
    }
    // When React woke on this page, whatever woke it (idle time, or this very tap).
    const awakeAfterLoad = control.shown
      ? undefined
      : await page
          .waitForFunction(
            () => {
              const awakeAt = (window as { __awake?: number }).__awake;
              const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
              return awakeAt !== undefined && nav ? awakeAt - nav.loadEventEnd : false;
            },
            null,
            { timeout: 60_000 },
          )
          .then((h) => h.jsonValue() as Promise<number>);
    return { ms, shownMs, inp, awake: wasAwake, awakeAfterLoad };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-tap-'));
const { child, url } = await startServer(dataDir);
const browser = await chromium.launch({ ...chromiumLaunchOptions });
const origin = { baseURL: url };
const only = args.only?.split(',');
const locales: Locale[] = args.locale ? [args.locale as Locale] : ['en', 'es'];
const rows: string[] = [];
try {
  for (const control of controls.filter((c) => !only || only.includes(c.key))) {
    for (const locale of locales) {
      const bound = { ...control, path: { en: origin.baseURL + control.path.en, es: origin.baseURL + control.path.es } };
      const first: Sample[] = [];
      const woke: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        first.push(await measure(browser, bound, locale, false));
        woke.push(await measure(browser, bound, locale, true));
      }
      const asleep = first.filter((s) => !s.awake).length;
      const shown = (samples: Sample[]) => (control.shown ? ` (page ${fmt(median(samples.map((s) => s.shownMs ?? NaN)))})` : '');
      const row = `| ${control.name} | ${locale} | ${fmt(median(first.map((s) => s.ms)))}${shown(first)} | ${fmt(median(woke.map((s) => s.ms)))}${shown(woke)} | ${fmt(median(first.map((s) => s.inp ?? NaN)))} | ${asleep}/${runs} | ${fmt(median(first.map((s) => s.awakeAfterLoad ?? NaN)))} |`;
      rows.push(row);
      console.error(row);
    }
  }
} finally {
  await browser.close();
  child.kill();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nFirst tap on a phone (CPU 4x, 150 ms RTT, 1.6 Mbit/s), ${visit} visit, ${idleMs} ms after load; median of ${runs}.`);
console.log('A link: its answer on its own page, then (in brackets) the next page drawn.\n');
console.log(
  '| Control | Lang | First tap | Same tap, React awake | INP of the first tap | React still asleep at the tap | React awake, after load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
