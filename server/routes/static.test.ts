import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, type TestServer } from '../test-support/test-server';

const site: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'contact/index.html': '<!doctype html><title>Contact</title>',
  'services/oil-gas/index.html': '<!doctype html><title>Oil and gas</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'assets/app-abc123.js': 'console.log(1)',
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
  let server: TestServer;
  beforeAll(async () => {
    dir = await createTempDir();
    const staticDir = join(dir, 'client');
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
    for (const [path, title] of [['/', 'Home'], ['/contact', 'Contact'], ['/services/oil-gas', 'Oil and gas']]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeTruthy();
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
