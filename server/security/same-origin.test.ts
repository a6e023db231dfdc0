import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { multipartBody } from '../test-support/multipart';
import { pdfFile } from '../test-support/sample-files';
import { countStoredFiles } from '../test-support/stored-files';
import type { Outbox } from '../outbox/store';
import { bothStores, useStore } from '../test-support/stores';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { CROSS_SITE_MESSAGE } from './same-origin';

/**
 * Another site making its visitors post leads and files here (docs/decisions/025-hostile-clients.md):
 * multipart needs no CORS preflight, so only the browser's own Sec-Fetch-Site and Origin headers
 * can tell. The real server, on both stores.
 */
describe.each(bothStores('cross-site posts'))('cross-site posts, on $db', ({ db, available }) => {
  const store = useStore(db);
  let dir: string;
  let server: TestServer;
  let target: { dataDir: string; databaseUrl?: string };
  let outbox: Outbox;
  beforeEach(async () => {
    if (!available) return;
    dir = await createTempDir();
    const databaseUrl = await store.database();
    target = { dataDir: dir, ...(databaseUrl ? { databaseUrl } : {}) };
    server = await startTestServer({ ...target, env: { TRUST_PROXY: 'loopback' } });
    outbox = await inspectStore(target);
  });
  afterEach(async () => {
    if (!available) return;
    await server.close();
    await outbox.close();
    await removeTempDir(dir);
  });
  const send = async (headers: Record<string, string>, { files = false } = {}) => {
    const lead = wirePayload({ fillMs: 9000 });
    const { body, contentType } = files
      ? multipartBody(lead, [{ bytes: pdfFile() }])
      : { body: Buffer.from(JSON.stringify(lead)), contentType: 'application/json' };
    const res = await fetch(`${server.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'idempotency-key': lead.id, ...headers },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };

  it.runIf(available)('refuses a form post from another site, with files or without, and stores nothing', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await send(evil, { files: true })).toEqual({ status: 403, body: { success: false, message: CROSS_SITE_MESSAGE } });
    expect((await send(evil)).status).toBe(403);
    // A browser without Sec-Fetch-Site (older Safari) still sends Origin.
    expect((await send({ origin: 'https://evil.example' }, { files: true })).status).toBe(403);
    expect((await send({ origin: 'null' })).status).toBe(403); // a sandboxed frame or a file:// page
    // Another subdomain of the same site is not this site either.
    expect((await send({ 'sec-fetch-site': 'same-site', origin: 'https://blog.sunfield.example.com' })).status).toBe(403);
    expect((await outbox.counts()).total).toBe(0);
    expect(await countStoredFiles(target)).toBe(0);
    expect(server.logs.filter((l) => l.msg === 'lead rejected: cross-site post')).toHaveLength(5);
  });

  it.runIf(available)(
    "takes the site's own posts: pages, the service worker's replays, and API clients without a browser's headers",
    async () => {
      const own = new URL(server.url).origin;
      expect((await send({ origin: own, 'sec-fetch-site': 'same-origin' }, { files: true })).status).toBe(200);
      expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(200); // a worker's fetch may omit Origin
      expect((await send({ origin: own })).status).toBe(200); // older Safari: Origin only
      expect((await send({ origin: site.url })).status).toBe(200); // the site's public address
      // Behind a proxy (TRUST_PROXY names it), the public host arrives as X-Forwarded-Host.
      expect((await send({ origin: 'https://www.kern-solar.example', 'x-forwarded-host': 'www.kern-solar.example' })).status).toBe(200);
      expect((await send({})).status).toBe(200); // curl, an integration: no browser, no way to forge a visitor's post
      expect((await outbox.counts()).total).toBe(6);
    },
  );
});
