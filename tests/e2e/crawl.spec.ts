import { expect, test } from './fixtures';
import { fixedRoutes } from './routes';

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
