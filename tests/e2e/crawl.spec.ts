import { expect, open, test } from './fixtures';
import { fixedRoutes } from './routes';
import { localeOfPath } from '@/shared/i18n/paths';

const routes = await fixedRoutes();

/** Internal links of a prerendered page (href attributes starting with a single '/'). */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#?]*)/g)) links.add(match[1]!);
  return [...links];
}

test('every internal link reachable from / answers 200 (no dead ends)', async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Map<string, number>();
  const referrer = new Map<string, string>();
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await request.get(path, { maxRedirects: 0 });
    seen.set(path, res.status());
    if (res.status() !== 200 || !res.headers()['content-type']?.includes('text/html')) continue;
    for (const link of internalLinks(await res.text())) {
      if (!seen.has(link) && !queue.includes(link)) {
        queue.push(link);
        referrer.set(link, path);
      }
    }
  }
  const broken = [...seen].filter(([, status]) => status !== 200).map(([p, s]) => `${p} -> ${s} (linked from ${referrer.get(p)})`);
  expect(broken).toEqual([]);
  // Every fixed route is reachable by links from the home page.
  expect(routes.filter((r) => !seen.has(r))).toEqual([]);
});

// One test per language (docs/decisions/018-spanish.md), each within its own time.
for (const locale of ['en', 'es'] as const) {
  test(`every fixed route in ${locale} renders one h1, its own title, and no console errors`, async ({ page, consoleProblems }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const path of routes.filter((r) => localeOfPath(r) === locale)) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      const title = await page.title();
      // The suffix rule of docs/behaviour.md#page-head: the company name, or its short name when that would pass 60 characters.
      expect(title, path).toMatch(/ \| Sunfield( Electric & Solar)?$/);
      expect(title.length, path).toBeLessThanOrEqual(60);
      titles.set(path, title);
    }
    expect(titles.size).toBeGreaterThan(30);
    const duplicates = [...titles].filter(([, t], _i, all) => all.filter(([, u]) => u === t).length > 1);
    expect(duplicates).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
