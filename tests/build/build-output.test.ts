/**
 * Checks the production build in ${DIST_DIR ?? 'dist'}/client (`npm run test:build`, after the build):
 * every page prerendered, sitemap.xml and robots.txt consistent with the pages, heads complete.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostPath } from '@/content/resources/blog/post';
import { blogPosts } from '@/content/resources/blog/posts';
import { spanishTwin as spanishPath } from '@/content/twins';
import { site } from '@/shared/site';
import { topics } from '@/shared/places/topic-index';
import { townHubPath, towns } from '@/shared/places/towns';
import { indexedLandingSlugs, landingSlugs } from '@/shared/slug/resolve-slug';
import { fixedRouteFilePaths } from '../../scripts/route-files';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));

const fileOf = (path: string) => join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const one = (html: string, re: RegExp) => re.exec(html)?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const canonicalOf = (html: string) => one(headOf(html), /<link rel="canonical" href="([^"]*)"/);
const robotsOf = (html: string) => one(headOf(html), /<meta name="robots" content="([^"]*)"/);
const titleOf = (html: string) => one(headOf(html), /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => one(headOf(html), /<meta name="description" content="([^"]*)"/);
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('build output', () => {
  let htmlFiles: string[];
  let sitemapUrls: string[];
  const read = (file: string) => readFileSync(file, 'utf8');

  beforeAll(() => {
    if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
    htmlFiles = walk(clientDir).filter((f) => f.endsWith('.html') && !relative(clientDir, f).startsWith(`assets${sep}`));
    sitemapUrls = [...read(join(clientDir, 'sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  });

  it('prerenders every fixed page, every blog post, every town hub, every topic x town page, 404, Content Not Available and the shell', () => {
    const dynamic = [...blogPosts.map((p) => blogPostPath(p.slug)), ...towns.map((t) => townHubPath(t.slug))];
    const topicPages = landingSlugs().map((s) => `/${s}`);
    expect(topicPages).toHaveLength(topics.length * towns.length - 1);
    // Every English page and its Spanish twin (docs/decisions/018-spanish.md, 024-one-route-tree.md).
    const twin = (path: string) => spanishPath(path) ?? `${path} has no Spanish path`;
    const english = [...fixedRouteFilePaths(process.cwd()), ...dynamic];
    const fixed = [...english, ...english.map(twin)];
    const landing = [...topicPages, ...topicPages.map(twin)];
    for (const path of [...fixed, ...landing]) expect(existsSync(fileOf(path)), path).toBe(true);
    const extras = ['404.html', 'content-not-available.html', 'shell.html', 'es/404.html', 'es/content-not-available.html'];
    expect(htmlFiles).toHaveLength(fixed.length + landing.length + extras.length);
    for (const extra of extras) expect(existsSync(join(clientDir, extra)), extra).toBe(true);
  });

  it('lists the indexed topic pages and the town hubs in the sitemap, absolute, with lastmod, and nothing twice', () => {
    const xml = read(join(clientDir, 'sitemap.xml'));
    expect(new Set(sitemapUrls).size).toBe(sitemapUrls.length);
    const indexed = new Set(indexedLandingSlugs());
    for (const slug of landingSlugs()) expect(sitemapUrls.includes(`${site.url}/${slug}`), slug).toBe(indexed.has(slug));
    for (const town of towns) expect(sitemapUrls).toContain(`${site.url}${townHubPath(town.slug)}`);
    expect(sitemapUrls).toContain(`${site.url}/`);
    expect(sitemapUrls).not.toContain(`${site.url}/solar-installer-delano`);
    expect(sitemapUrls.every((u) => u.startsWith(`${site.url}/`))).toBe(true);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(sitemapUrls.length);
  });

  it('gives every sitemap URL a prerendered file with one title, a self-referencing canonical, JSON-LD, and no noindex', () => {
    for (const url of sitemapUrls) {
      const file = fileOf(new URL(url).pathname);
      expect(existsSync(file), url).toBe(true);
      const html = read(file);
      expect(headOf(html).match(/<title>/g), url).toHaveLength(1);
      expect(canonicalOf(html), url).toBe(url);
      expect(robotsOf(html), url).toBe('index, follow');
      expect(jsonLdOf(html).length, url).toBeGreaterThan(0);
    }
  });

  it('keeps titles and descriptions unique across the sitemap', () => {
    const pages = sitemapUrls.map((u) => read(fileOf(new URL(u).pathname)));
    const titles = pages.map(titleOf);
    const descriptions = pages.map(descriptionOf);
    expect(titles.every(Boolean) && descriptions.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('never lists a noindex page, and every page has parseable JSON-LD and one title', () => {
    for (const file of htmlFiles) {
      const html = read(file);
      const name = relative(clientDir, file);
      if (name === 'shell.html') continue; // no markup and no head by design
      expect(headOf(html).match(/<title>/g), name).toHaveLength(1);
      for (const block of jsonLdOf(html)) expect(() => JSON.parse(block) as unknown, name).not.toThrow();
      // A noindex page may name the page that stands for it as canonical, but is never listed itself.
      const self = `${site.url}/${name.replace(/(^|\/)index\.html$/, '').replaceAll(sep, '/')}`.replace(/\/$/, '');
      if (/noindex/.test(robotsOf(html) ?? '')) expect(sitemapUrls, name).not.toContain(self);
    }
  });

  it('renders a town page whole in HTML: the town in the h1, its facts and questions, its links, the form, its JSON-LD', () => {
    const html = read(fileOf('/backup-battery-california-city'));
    expect(html).toMatch(/<h1[^>]*>[^<]*California City[^<]*<\/h1>/);
    expect(html).toContain('Backup Battery in California City: what is local');
    expect(html).toContain('Questions from California City');
    expect(html).toContain('Get a No Obligation Quote');
    expect(html).toContain('href="/areas/california-city"');
    expect(html).toContain('href="/services/residential-solar/batteries"');
    const types = jsonLdOf(html).map((b) => (JSON.parse(b) as { '@type': string })['@type']);
    // The business is the Service's provider here, by @id (docs/decisions/020-first-window.md). The
    // town's questions are marked up on its hub only (docs/decisions/027-content-truth.md).
    expect(types).toEqual(expect.arrayContaining(['WebPage', 'Service']));
    expect(types).not.toContain('FAQPage');
    expect(types).not.toContain('Article');
    expect(html).not.toMatch(/\{location\}/);
  });

  it('marks the Content Not Available and not-found pages noindex', () => {
    for (const [file, text] of [
      ['content-not-available.html', 'Content Not Available'],
      ['404.html', 'Page Not Found'],
    ] as const) {
      const html = read(join(clientDir, file));
      expect(html, file).toContain(text);
      expect(robotsOf(html), file).toBe('noindex, follow');
      expect(canonicalOf(html), file).toBeUndefined();
    }
  });

  it('writes robots.txt pointing at the sitemap', () => {
    const robots = read(join(clientDir, 'robots.txt'));
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots).not.toContain('<');
  });
});
