import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The site's header and footer (the banner and contentinfo landmarks, children of #root): one
 * component each, the same markup on every page of a language but for which link is current
 * and where the language switch points.
 */
export const siteChrome = ['#root > header', '#root > footer'];

/**
 * axe-core's script, the copy @axe-core/playwright depends on. That package (its AxeBuilder)
 * evaluated the 580 KB script twice per run in legacy mode, once to check which API it has and
 * once per frame (the second about 120 ms of a 0.9 s run, measured on six pages). Our pages have
 * no frames, so the script is evaluated once and axe.run called in the page, as AxeBuilder's
 * legacy mode does.
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(requireFromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/** What a run gives back, of what we read (axe-core's AxeResults). */
interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}
type Axe = { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };

const options = {
  // Only violations are gathered: by default axe also builds a selector and an HTML snippet for
  // every node that passed, which is most of a run's time on a long page.
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * WCAG 2.1 A/AA violations of the page in its final state: every scroll reveal shown and every
 * finite animation or transition finished (a card caught mid-fade has a lower contrast than
 * the one a visitor reads). Infinite animations, like the partners logo loop, keep running.
 *
 * `chrome: false` leaves the header and footer out: tests/e2e/every-page.spec.ts checks them on
 * a few pages per language and width, and every other page without them
 * (docs/decisions/022-fast-feedback.md). Page-level rules (landmarks, one main, duplicate ids
 * against the whole document) still run on every page.
 */
export async function wcagViolations(page: Page, { chrome = true }: { chrome?: boolean } = {}): Promise<string[]> {
  // Reveal everything and jump each finite animation or transition to its end state: the state
  // a visitor reads, without waiting out the durations (up to a second a page).
  await page.evaluate(() => {
    document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', ''));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The context AxeBuilder gave axe: no include (the whole document), and what to leave out.
  const context = { include: [], exclude: chrome ? [] : siteChrome };
  const violations = await page.evaluate(
    async ({ context, options }) => (await (window as unknown as { axe: Axe }).axe.run(context, options)).violations,
    { context, options },
  );
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}
