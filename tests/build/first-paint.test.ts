/**
 * The first-paint contract of every prerendered page (docs/decisions/019-first-paint.md): the
 * HTML is the only request before the first paint. Its head carries the page's critical CSS in
 * one inline <style> and the inline early script; the stylesheet, the boot script, the manifest
 * and the web font are not requested by the markup. And the whole response arrives in TCP's
 * first window (docs/decisions/020-first-window.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../../server/test-support/temp-dir';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';

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

  it('draws the tab icon from a data: URL on every page; only the site root also links a file, for Google', () => {
    for (const { name, html } of pages) {
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"[^>]*sizes="([^"]+)"/g)].map((m) => [m[1]!.slice(0, 19), m[2]]);
      const inline = ['data:image/svg+xml,', 'any'];
      expect(icons, name).toEqual(name === 'index.html' ? [inline, ['/icons/favicon-96.p', '96x96']] : [inline]);
    }
    expect(existsSync(join(clientDir, 'icons/favicon-96.png'))).toBe(true);
  });

  it('names files that exist, and runs the same early script on every page (one CSP hash)', () => {
    const found = pages.map((p) => early(p.html)!);
    for (const [, boot, styles, manifest] of found) {
      for (const file of [boot!, styles!, manifest!]) expect(existsSync(join(clientDir, file)), file).toBe(true);
    }
    expect(new Set(found.map((m) => m[4])).size).toBe(1);
  });
});

/**
 * Every page's response fits in TCP's first congestion window: ten segments of 1,460 bytes, the
 * window Lighthouse simulates (docs/decisions/020-first-window.md). A page over it needs a whole
 * round trip more before the browser has all of it, and misses the FCP and LCP goals by that.
 * Counted as the browser receives it: status line, headers and Brotli body, from the real server.
 */
const FIRST_WINDOW = 10 * 1460;

describe('every page arrives in the first round trip', () => {
  let server: TestServer;
  let dataDir: string;
  const agent = new Agent({ keepAlive: true });
  beforeAll(async () => {
    dataDir = await createTempDir();
    server = await startTestServer({ dataDir, staticDir: clientDir });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
    await removeTempDir(dataDir);
  });

  /** Bytes on the wire for `path`, as a browser asking for Brotli over a kept-alive connection receives them. */
  const wireSize = (path: string) =>
    new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      get(`${server.url}${path}`, { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode!, bytes }));
      }).on('error', reject);
    });

  it(`fits in ${FIRST_WINDOW} bytes, headers included`, async () => {
    const sizes: { path: string; bytes: number }[] = [];
    for (const { name } of pages.filter((p) => p.name.endsWith('index.html'))) {
      const path = `/${name.replace(/(^|\/)index\.html$/, '')}`;
      const { status, bytes } = await wireSize(path);
      expect(status, path).toBe(200);
      sizes.push({ path, bytes });
    }
    sizes.sort((a, b) => a.bytes - b.bytes);
    const median = sizes[Math.floor(sizes.length / 2)]!;
    const largest = sizes.slice(-3).reverse();
    console.log(
      `page responses (Brotli, with headers): ${sizes.length} pages, median ${median.bytes} B, largest ${largest.map((s) => `${s.path} ${s.bytes} B`).join(', ')}; the first window holds ${FIRST_WINDOW} B`,
    );
    expect(sizes.filter((s) => s.bytes > FIRST_WINDOW)).toEqual([]);
  });
});
