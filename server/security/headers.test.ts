import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { CSP_HASHES_FILE, inlineHashes, mergeHashes } from './csp-hashes';

const SCROLL = '(function(){scrollTo(0,0)})();document.currentScript.remove()';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (extra = '') =>
  `<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body>` +
  `<script type="application/ld+json">{"@type":"Electrician"}</script><main>Hi</main><script>${SCROLL}</script>${extra}</body></html>`;

/** The directives of a CSP header, by name. */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

const CSS = 'body{margin:0}';

describe('inlineHashes', () => {
  it('hashes inline scripts and styles exactly, and skips external scripts and JSON-LD data blocks', () => {
    expect(inlineHashes(page())).toEqual({ script: [sha(SCROLL)], style: [] });
    expect(inlineHashes('<script>a()</script><SCRIPT>a()</SCRIPT ><script src="/x.js"></script>').script).toEqual([sha('a()')]);
    expect(inlineHashes(`<style>${CSS}</style><style media="all">${CSS}</style>`).style).toEqual([sha(CSS)]);
  });

  it('merges the pages of a build, each hash once', () => {
    const merged = mergeHashes([inlineHashes(page()), inlineHashes(page('<script>about()</script>'))]);
    expect(merged).toEqual({ script: [sha(SCROLL), sha('about()')].sort() });
  });
});

describe('security headers', () => {
  let dir: string;
  let server: TestServer | undefined;
  beforeEach(async () => {
    dir = await createTempDir();
    const build = join(dir, 'build');
    await mkdir(join(build, 'about'), { recursive: true });
    await writeFile(join(build, 'index.html'), page());
    await writeFile(join(build, '404.html'), page());
    await writeFile(join(build, 'about', 'index.html'), page('<script>about()</script>'));
    // What scripts/prerender.ts records for these pages.
    const recorded = mergeHashes([page(), page(), page('<script>about()</script>')].map(inlineHashes));
    await writeFile(join(build, CSP_HASHES_FILE), JSON.stringify(recorded));
  });
  afterEach(async () => {
    await server?.close();
    await removeTempDir(dir);
  });
  const start = async (env: Record<string, string> = {}) =>
    (server = await startTestServer({ dataDir: dir, staticDir: join(dir, 'build'), env }));

  it('serves pages with a strict CSP that allows exactly the build’s inline scripts and styles', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const d = directives(csp);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']?.sort()).toEqual(["'self'", sha(SCROLL), sha('about()')].sort());
    expect(d['script-src-attr']).toEqual(["'none'"]);
    expect(d['style-src']).toEqual(["'self'"]); // the home page here has no inline style
    expect(d['img-src']).toEqual(["'self'", 'data:']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    for (const name of ['base-uri', 'form-action']) expect(d[name], name).toEqual(["'self'"]);
    // These fall back to default-src 'self'; frames are refused outright.
    for (const name of ['font-src', 'connect-src', 'manifest-src', 'worker-src', 'child-src']) expect(d[name], name).toBeUndefined();
    expect(d['frame-src']).toEqual(["'none'"]);
    expect(d['upgrade-insecure-requests']).toBeUndefined(); // plain HTTP: nothing to upgrade to
  });

  it('allows each page its own inline critical CSS, in that page’s response only', async () => {
    const own = 'main{color:navy}';
    await writeFile(
      join(dir, 'build', 'about', 'index.html'),
      page(`<style>${own}</style>`).replace('</head>', `<style>${own}</style></head>`),
    );
    const { url } = await start();
    const styleSrc = async (path: string) => directives((await fetch(`${url}${path}`)).headers.get('content-security-policy'))['style-src'];
    expect(await styleSrc('/about')).toEqual(["'self'", sha(own)]);
    expect(await styleSrc('/')).toEqual(["'self'"]);
    expect(await styleSrc('/no-such-page')).toEqual(["'self'"]); // 404.html has none
    // The page changes (a new deploy in place): its new hash is sent, not the cached one.
    const changed = 'main{color:teal}';
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(join(dir, 'build', 'about', 'index.html'), page().replace('</head>', `<style>${changed}</style></head>`));
    expect(await styleSrc('/about')).toEqual(["'self'", sha(changed)]);
  });

  it('sets the other protective headers on pages, API answers and errors alike', async () => {
    const { url } = await start();
    for (const res of [
      await fetch(`${url}/`),
      await fetch(`${url}/api/send-email`),
      await fetch(`${url}/no-such-page`),
      await fetch(`${url}/healthz`),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Framing is refused by the CSP alone (frame-ancestors, below); X-Frame-Options said the same twice.
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // Left out on purpose (headers.ts): no current browser acts on them.
      for (const legacy of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control'])
        expect(res.headers.get(legacy), legacy).toBeNull();
    }
  });

  it('keeps Cross-Origin-Resource-Policy on API answers, and leaves it off the public pages', async () => {
    const { url } = await start();
    for (const path of ['/api/send-email', '/healthz'])
      expect((await fetch(`${url}${path}`)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    for (const path of ['/', '/about', '/no-such-page'])
      expect((await fetch(`${url}${path}`)).headers.get('cross-origin-resource-policy'), path).toBeNull();
  });

  it('adds HSTS and upgrade-insecure-requests only behind a trusted proxy that terminated TLS', async () => {
    const { url } = await start({ TRUST_PROXY: 'loopback' });
    const tls = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directives(tls.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
    const plain = await fetch(`${url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto from anyone when no proxy is trusted', async () => {
    const { url } = await start({ TRUST_PROXY: 'false' });
    const res = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
