/**
 * The first-paint contract of every prerendered page (docs/decisions/019-first-paint.md): the
 * HTML is the only request before the first paint. Its head carries the page's critical CSS in
 * one inline <style> and the inline early script; the stylesheet, the boot script, the manifest
 * and the web font are not requested by the markup.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
const pages = walk(clientDir)
  .filter((f) => f.endsWith('.html') && !f.endsWith('shell.html'))
  .map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const early = (html: string) =>
  /<script data-boot="\/([^"]+)" data-styles="\/([^"]+)" data-manifest="\/([^"]+)">([^<]*)<\/script>/.exec(html);

describe('the first paint needs nothing but the HTML', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThan(500));

  it('requests no stylesheet, script, preload, font or manifest from any page head', () => {
    const problems: string[] = [];
    for (const { name, html } of pages) {
      const head = headOf(html);
      // Image preloads stay: React writes them for the logo and the hero, which the first paint shows.
      if (/<link[^>]+rel="(?:stylesheet|modulepreload|manifest)"/.test(head)) problems.push(`${name}: a link that fetches`);
      if (/<link[^>]+rel="preload"[^>]+as="(?:style|script|font|fetch)"/.test(head)) problems.push(`${name}: a preload`);
      if (/<script[^>]+\ssrc=/.test(html)) problems.push(`${name}: a script with src`);
      if ((head.match(/<style>/g) ?? []).length !== 1) problems.push(`${name}: not exactly one inline <style>`);
      if (!early(head)) problems.push(`${name}: no early script`);
    }
    expect(problems).toEqual([]);
  });

  it('inlines the rules the page uses, the fallback face and the reveal states', () => {
    const contact = pages.find((p) => p.name === 'contact/index.html')!.html;
    const style = /<style>([\s\S]*?)<\/style>/.exec(contact)![1]!;
    expect(style).toContain('font-family:Figtree Fallback');
    expect(style).toContain('html.js [data-reveal]');
    expect(style).toContain('html.webfont');
    // The stylesheet's module classes that no element of the page has stay out of its <style>.
    const sheet = readFileSync(join(clientDir, early(contact)![2]!), 'utf8');
    const body = contact.slice(contact.indexOf('<body'));
    const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const unused = [...new Set([...sheet.matchAll(/\.(_[0-9a-z]+)(?![\w-])/g)].map((m) => m[1]!))].filter((c) => !used.has(c));
    expect(unused.length).toBeGreaterThan(50);
    expect(unused.filter((c) => new RegExp(`\\.${c}(?![\\w-])`).test(style))).toEqual([]);
  });

  it('links the icon file from the homes only; every other page carries it as a data: URL', () => {
    for (const { name, html } of pages) {
      const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
      expect(href, name).toEqual(
        name === 'index.html' || name === 'es/index.html' ? '/favicon.svg' : expect.stringMatching(/^data:image\/svg\+xml,/),
      );
    }
  });

  it('names files that exist, and runs the same early script on every page (one CSP hash)', () => {
    const found = pages.map((p) => early(p.html)!);
    for (const [, boot, styles, manifest] of found) {
      for (const file of [boot!, styles!, manifest!]) expect(existsSync(join(clientDir, file)), file).toBe(true);
    }
    expect(new Set(found.map((m) => m[4])).size).toBe(1);
  });

  it('keeps a typical page near one round trip: median page under 15 KB brotli', () => {
    // The Brotli twins the build wrote (scripts/compress.ts), as the server sends them.
    const sizes = pages.map((p) => statSync(join(clientDir, `${p.name}.br`)).size).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)]!;
    console.log(
      `page HTML with its critical CSS, brotli: median ${(median / 1024).toFixed(1)} KB, largest ${(sizes.at(-1)! / 1024).toFixed(1)} KB`,
    );
    expect(median).toBeLessThan(15 * 1024);
  });
});
