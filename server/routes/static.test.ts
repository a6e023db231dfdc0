import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, type TestServer } from '../test-support/test-server';

const site: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title>',
  'contact/index.html': '<!doctype html><title>Contact</title>',
  'services/oil-gas/index.html': '<!doctype html><title>Oil and gas</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'content-not-available.html': '<!doctype html><title>Content Not Available</title>',
  'es/404.html': '<!doctype html><title>Página no encontrada</title>',
  'es/content-not-available.html': '<!doctype html><title>Contenido no disponible</title>',
  'es/contacto/index.html': '<!doctype html><title>Contacto</title>',
  'shell.html': '<!doctype html><title></title><div id="root"></div>',
  'solar-installer-tehachapi/index.html': '<!doctype html><title>Solar Installer in Tehachapi</title>',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'assets/app-abc123.js': 'console.log(1)',
  // Twins as scripts/compress.ts writes them.
  'assets/app-abc123.js.br': brotliCompressSync('console.log(1)'),
  'assets/app-abc123.js.gz': gzipSync('console.log(1)'),
  'contact/index.html.br': brotliCompressSync('<!doctype html><title>Contact</title>'),
  '404.html.gz': gzipSync('<!doctype html><title>Not found</title>'),
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'manifest.webmanifest': '{"name":"Sunfield"}',
  '.env': 'SECRET=1',
};

/** Sends the path exactly as written (fetch would normalise `..` and `%2e%2e` away). */
function raw(base: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site', () => {
  let dir: string;
  let staticDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await createTempDir();
    staticDir = join(dir, 'client');
    for (const [file, content] of Object.entries(site)) {
      await mkdir(dirname(join(staticDir, file)), { recursive: true });
      await writeFile(join(staticDir, file), content);
    }
    await writeFile(join(dir, 'outside.txt'), 'outside the site');
    server = await startTestServer({ dataDir: join(dir, 'data'), staticDir });
  });
  afterAll(async () => {
    await server.close();
    await removeTempDir(dir);
  });

  it('serves pages as HTML that is always revalidated', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/contact', 'Contact'],
      ['/services/oil-gas', 'Oil and gas'],
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeTruthy();
      // Revalidated by the ETag alone; nothing else in the headers of a page's first round trip.
      expect(res.headers.get('last-modified')).toBeNull();
      expect(res.headers.get('accept-ranges')).toBeNull();
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('answers a revalidation with 304', async () => {
    // Not fetch(): it adds Cache-Control: no-cache to conditional requests, which forbids a 304.
    for (const path of ['/contact', '/sw.js']) {
      const first = await raw(server.url, path);
      const again = await raw(server.url, path, 'GET', { 'if-none-match': String(first.headers.etag) });
      expect(again.status, path).toBe(304);
    }
    // A not-found page is never "not modified".
    const missing = await raw(server.url, '/nope');
    expect((await raw(server.url, '/nope', 'GET', { 'if-none-match': String(missing.headers.etag) })).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates sw.js and the manifest', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('content-type')).toMatch(/manifest\+json/);
  });

  it('sends the precompressed twin the client accepts, with the original type and Vary', async () => {
    const asset = '/assets/app-abc123.js';
    const br = await raw(server.url, asset, 'GET', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-length']).toBe(String((site['assets/app-abc123.js.br'] as Buffer).length));

    const gz = await raw(server.url, asset, 'GET', { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String((site['assets/app-abc123.js.gz'] as Buffer).length));

    const plain = await raw(server.url, asset, 'GET', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toBe('console.log(1)');

    const page = await raw(server.url, '/contact', 'GET', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');

    const missing = await raw(server.url, '/no-such-page', 'GET', { 'Accept-Encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    // A file replaced after the build compressed it: its older twins are not used.
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(join(staticDir, 'contact/index.html'), '<!doctype html><title>Contact, edited</title>');
    const edited = await fetch(`${server.url}/contact`, { headers: { 'Accept-Encoding': 'br' } });
    expect(edited.headers.get('content-encoding')).toBeNull();
    expect(await edited.text()).toContain('Contact, edited');

    // fetch decodes what it asked for: the twin holds the very page.
    const decoded = await fetch(`${server.url}/no-such-page`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await decoded.text()).toContain('<title>Not found</title>');
  });

  it('redirects a trailing slash permanently, keeping the query', async () => {
    const res = await fetch(`${server.url}/contact/?utm_source=x&a=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact?utm_source=x&a=1');
    const nested = await raw(server.url, '/services/oil-gas//');
    expect(nested.headers.location).toBe('/services/oil-gas');
    // Never an open redirect: `//evil.example/` must not become `//evil.example`.
    const sneaky = await raw(server.url, '//evil.example/');
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.location).toBe('/evil.example');
  });

  it('serves 404.html with a real 404 status, for GET and HEAD', async () => {
    for (const path of ['/no-such-page', '/assets/missing-123.js', '/contact/nope']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Not found</title>');
    }
    const head = await raw(server.url, '/no-such-page', 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
  });

  it.each([
    '/../outside.txt',
    '/..%2foutside.txt',
    '/%2e%2e/outside.txt',
    '/%2E%2E%2Foutside.txt',
    '/assets/..%2F..%2Foutside.txt',
    '/contact%00.html',
    '/..\\outside.txt',
    '/.env',
    '/%E0%A4%A',
  ])('never serves %s from outside the site', async (path) => {
    const res = await raw(server.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('outside the site');
    expect(res.body).not.toContain('SECRET');
  });

  it('serves a prerendered landing page as it is', async () => {
    const res = await fetch(`${server.url}/solar-installer-tehachapi`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(await res.text()).toContain('<title>Solar Installer in Tehachapi</title>');
  });

  it.each([
    ['/care-bakersfield', '/care-program-bakersfield'],
    ['/trueup-taft?utm_source=mail', '/true-up-billing-taft?utm_source=mail'],
    ['/true-up-lake-isabella', '/true-up-billing-lake-isabella'],
    ['/Solar-Installer-Tehachapi', '/solar-installer-tehachapi'],
    ['/care-fresno', '/care-program-fresno'],
  ])('redirects the alias %s permanently to %s', async (path, location) => {
    const res = await raw(server.url, path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('answers a known topic in an unknown town with the shell, 200 and noindex', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await raw(server.url, '/solar-installer-fresno', method);
      expect(res.status).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers Spanish topic pages by the same rules, in Spanish (docs/decisions/018-spanish.md)', async () => {
    expect((await raw(server.url, '/es/care-bakersfield')).headers.location).toBe('/es/programa-care-bakersfield');
    expect((await raw(server.url, '/es/Instalador-Solar-Taft?x=1')).headers.location).toBe('/es/instalador-solar-taft?x=1');
    const shell = await raw(server.url, '/es/instalador-solar-fresno');
    expect([shell.status, shell.headers['x-robots-tag']]).toEqual([200, 'noindex']);
    const unavailable = await raw(server.url, '/es/reparacion-de-techos-bakersfield');
    expect([unavailable.status, unavailable.body]).toEqual([404, '<!doctype html><title>Contenido no disponible</title>']);
    for (const path of ['/es/no-existe', '/es/servicios/nada', '/es/%3Cscript%3E']) {
      const missing = await raw(server.url, path);
      expect([missing.status, missing.body], path).toEqual([404, '<!doctype html><title>Página no encontrada</title>']);
    }
    expect((await raw(server.url, '/es/contacto')).status).toBe(200);
    expect((await raw(server.url, '/nothing-here')).body).toBe('<!doctype html><title>Not found</title>');
  });

  it('tells crawlers not to index the offline shell when it is asked for by name', async () => {
    const res = await raw(server.url, '/shell.html');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect((await raw(server.url, '/contact')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers an unknown topic in a known town with Content Not Available and a 404', async () => {
    const res = await fetch(`${server.url}/roof-repair-bakersfield`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Content Not Available</title>');
  });

  it.each([
    '/%3Cscript%3E',
    '/%3cscript%3ealert(1)%3c%2fscript%3e',
    '/javascript:alert(1)',
    '/%253Cscript%253E',
    '/solar-installer-%3Cb%3E',
    '/no-such-page',
    '/solar',
    '/care-program-',
  ])('answers %s with the not-found page, reflecting nothing', async (path) => {
    const res = await raw(server.url, path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<!doctype html><title>Not found</title>');
  });

  it('serves sitemap.xml and robots.txt as files with their content types', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.headers.get('cache-control')).toBe('no-cache');
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('User-agent: *');
  });

  it('keeps /api JSON even with a built site', async () => {
    const res = await fetch(`${server.url}/api/unknown`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('refuses other methods on pages', async () => {
    const res = await fetch(`${server.url}/contact`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('static site before the first build', () => {
  it('answers pages with 503 while the API still works', async () => {
    const dir = await createTempDir();
    const server = await startTestServer({ dataDir: dir, staticDir: join(dir, 'missing') });
    try {
      const page = await fetch(`${server.url}/contact`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('Site not built: run npm run build');
      expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
    } finally {
      await server.close();
      await removeTempDir(dir);
    }
  });
});

describe('static site imports', () => {
  it('reaches the light topic index and town list, never the landing copy', async () => {
    // Walk the relative imports from this router; the catalogue must stay out of the server bundle.
    const { readFile } = await import('node:fs/promises');
    const seen = new Set<string>();
    const visit = async (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = await readFile(file, 'utf8');
      for (const [, spec] of source.matchAll(/^import\s[^'"]*['"]((?:\.{1,2}|@)\/[^'"]+)['"]/gm)) {
        await visit((spec!.startsWith('@/') ? resolve('src', spec!.slice(2)) : resolve(dirname(file), spec!)) + '.ts');
      }
    };
    await visit(resolve('server/routes/static.ts'));
    const files = [...seen].map((f) => f.replace(/\\/g, '/'));
    expect(files.some((f) => f.endsWith('src/shared/places/topic-index.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('src/shared/places/towns.ts'))).toBe(true);
    // Only the shared core: never src/content (the topic catalogue and landing copy) nor a feature.
    const src = resolve('src').replace(/\\/g, '/');
    expect(files.filter((f) => f.startsWith(`${src}/`) && !f.startsWith(`${src}/shared/`))).toEqual([]);
    expect(files.filter((f) => /topics\/(catalogue|copy\/|cards|places)/.test(f) || f.includes('build-page'))).toEqual([]);
  });
});
