/**
 * Checks every prerendered page in ${DIST_DIR ?? 'dist'}/client (`npm run test:build`, after the
 * build) the way a search result and a visitor see it: the full <title> and the meta description
 * fit their limits (docs/behaviour.md#page-head), no two pages share a title, and every page
 * with a lead form carries the privacy notice and its link (docs/behaviour.md#privacy).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyNotice as spanishNotice } from '@/content/forms.es';
import { privacyNotice } from '@/content/forms';
import { privacyMeta } from '@/content/privacy';
import { DESCRIPTION_MAX, fullTitle, TITLE_MAX } from '@/seo/head';
import { site } from '@/shared/site';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));

/** The text a browser shows for an attribute or title: the entities React writes, decoded. */
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Page {
  name: string;
  html: string;
  title: string | undefined;
  description: string | undefined;
}

let pages: Page[];

beforeAll(() => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
  pages = walk(clientDir)
    .filter((f) => f.endsWith('.html') && !relative(clientDir, f).startsWith(`assets${sep}`))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      return {
        name: relative(clientDir, file).split(sep).join('/'),
        html,
        title: title === undefined ? undefined : decode(title),
        description: description === undefined ? undefined : decode(description),
      };
    })
    // The shell has no markup and no head by design: the client renders its page.
    .filter((p) => p.name !== 'shell.html');
});

describe('page heads in the build', () => {
  it('read every prerendered page', () => {
    expect(pages.length).toBeGreaterThan(250);
    expect(pages.map((p) => p.name)).toContain('privacy/index.html');
  });

  it(`keeps every full title to ${TITLE_MAX} characters and every description to ${DESCRIPTION_MAX}`, () => {
    const missing = pages.filter((p) => !p.title || !p.description).map((p) => p.name);
    expect(missing).toEqual([]);
    const long = pages.filter((p) => p.title!.length > TITLE_MAX).map((p) => `${p.name}: ${p.title!.length} ${p.title}`);
    expect(long).toEqual([]);
    const wordy = pages.filter((p) => p.description!.length > DESCRIPTION_MAX).map((p) => `${p.name}: ${p.description!.length}`);
    expect(wordy).toEqual([]);
  });

  it('ends every title with the company name or, where that would not fit, its short name', () => {
    const suffix = new RegExp(` \\| (${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${site.shortName})$`);
    expect(pages.filter((p) => !suffix.test(p.title!)).map((p) => `${p.name}: ${p.title}`)).toEqual([]);
  });

  it('gives no two pages the same title', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const p of pages) {
      const other = seen.get(p.title!);
      if (other) twice.push(`${p.name} = ${other}: ${p.title}`);
      seen.set(p.title!, p.name);
    }
    expect(twice).toEqual([]);
  });

  it('prerenders /privacy with its own title, description and self canonical, listed in the sitemap', () => {
    const page = pages.find((p) => p.name === 'privacy/index.html')!;
    expect(page.title).toBe(fullTitle(privacyMeta.title));
    expect(page.description).toBe(privacyMeta.description);
    expect(page.html).toContain(`<link rel="canonical" href="${site.url}/privacy"/>`);
    expect(page.html).toContain('<meta name="robots" content="index, follow"/>');
    expect(readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}/privacy</loc>`);
  });

  it('shows the privacy notice, linked to /privacy, inside every lead form, and links it from every footer', () => {
    // The markup only: the head's inline early script names the attribute too (src/boot/early.ts).
    const bodyOf = (p: Page) => p.html.slice(p.html.indexOf('<body'));
    const withForms = pages.filter((p) => bodyOf(p).includes('data-lead-form'));
    expect(withForms.length).toBeGreaterThan(200);
    // A Spanish page gives the notice in Spanish and links the Spanish privacy page.
    const noticeOf = (p: Page) =>
      p.name.startsWith('es/') ? { ...spanishNotice, path: '/es/privacidad' } : { ...privacyNotice, path: '/privacy' };
    for (const p of withForms) {
      const notice = noticeOf(p);
      const forms = bodyOf(p).split('data-lead-form').slice(1);
      for (const form of forms) {
        const body = form.slice(0, form.indexOf('</form>'));
        expect(decode(body), p.name).toContain(notice.text);
        expect(decode(body), p.name).toMatch(new RegExp(`<a [^>]*href="${notice.path}"[^>]*>${notice.link}</a>`));
      }
    }
    const footers = pages.filter((p) => p.html.includes('<footer'));
    expect(footers.length).toBe(pages.length);
    for (const p of footers) expect(p.html.slice(p.html.indexOf('<footer')), p.name).toContain(`href="${noticeOf(p).path}"`);
  });
});
