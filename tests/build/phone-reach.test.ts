/**
 * The quote action and the installed app's shortcuts in the production build
 * (docs/decisions/031-phone-reach.md): on every prerendered page the header's quote link leads to
 * the page's own quote or estimate form, or to the quote page's form when it has none; every
 * manifest shortcut opens a prerendered page, with an icon the site ships.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationCopy } from '@/content/forms';
import { applicationCopy as esApplicationCopy } from '@/content/forms.es';
import { chromeText } from '@/content/navigation';
import { chromeText as esChromeText } from '@/content/navigation.es';
import { spanishTwin } from '@/content/twins';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
const pages = walk(clientDir)
  .filter((f) => f.endsWith('.html') && !f.endsWith('shell.html') && !relative(clientDir, f).startsWith(`assets${sep}`))
  .map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));
const fileOf = (path: string) => join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The header's link whose text is the quote label of the page's language. */
function quoteHref(html: string): string | undefined {
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const label = html.includes('<html lang="es-US"') ? esChromeText.quote.label : chromeText.quote.label;
  return new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${escape(label)}</a>`).exec(header)?.[1];
}
const applications = new Set([applicationCopy.title, esApplicationCopy.title]);
/** The id of the section holding the page's first lead form that is not a job application. */
function ownQuoteForm(html: string): string | undefined {
  for (const form of html.matchAll(/<form [^>]*aria-label="([^"]*)"[^>]*data-lead-form/g)) {
    if (applications.has(form[1]!)) continue;
    return [...html.slice(0, form.index).matchAll(/<section id="([^"]+)"/g)].at(-1)?.[1];
  }
  return undefined;
}

describe('the quote action', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThan(500));

  it("leads every page to its own quote form, else to the quote page's", () => {
    const problems: string[] = [];
    const counts = { own: 0, quotePage: 0 };
    for (const { name, html } of pages) {
      const href = quoteHref(html);
      if (!href) {
        problems.push(`${name}: no quote action in the header`);
        continue;
      }
      const own = ownQuoteForm(html);
      if (own) {
        counts.own++;
        if (href !== `#${own}`) problems.push(`${name}: leads to ${href}, not its own #${own}`);
      } else {
        counts.quotePage++;
        const quotePage = html.includes('<html lang="es-US"') ? `${spanishTwin('/contact')}#quote` : '/contact#quote';
        if (href !== quotePage) problems.push(`${name}: leads to ${href}, not ${quotePage}`);
      }
    }
    console.log(`quote action: ${counts.own} pages lead to their own form, ${counts.quotePage} to the quote page`);
    expect(problems).toEqual([]);
    // Home, contact, the service pages, hubs and topic pages have their own; FAQ, financing, posts do not.
    expect(counts.own).toBeGreaterThan(400);
    expect(counts.quotePage).toBeGreaterThan(20);
  });

  it('lands on a form on the quote page', () => {
    for (const path of ['/contact', spanishTwin('/contact')!]) {
      const html = readFileSync(fileOf(path), 'utf8');
      expect(html, path).toMatch(/<section id="quote"[\s\S]*data-lead-form/);
    }
  });
});

describe('the manifest shortcuts', () => {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.webmanifest'), 'utf8')) as {
    shortcuts: { url: string; icons: { src: string }[] }[];
  };

  it('open prerendered pages, at a form when they name one, with icons the site ships', () => {
    expect(manifest.shortcuts).toHaveLength(3);
    for (const { url, icons } of manifest.shortcuts) {
      const [path = '/', fragment] = url.split('#');
      expect(existsSync(fileOf(path)), url).toBe(true);
      if (fragment) expect(readFileSync(fileOf(path), 'utf8'), url).toContain(`id="${fragment}"`);
      for (const { src } of icons) expect(existsSync(join(clientDir, src)), src).toBe(true);
    }
  });
});
