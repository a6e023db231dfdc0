import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { wirePayload } from './test-support/test-server';

const listening: { close(): void }[] = [];
afterEach(() => listening.splice(0).forEach((server) => server.close()));

/** createApp with a database that fails, as a full disk or a locked file would. */
async function brokenApp() {
  const logs: string[] = [];
  const full = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
  const app = createApp({
    config: { staticDir: '/nonexistent-build', trustProxy: false, rateLimit: { max: 100, windowMs: 60_000 }, spam: { minFillMs: 0 } },
    outbox: {
      accept: full,
      knows: full,
      get: full,
      probeWrite: full,
      backlog: full,
      counts: full,
      mailHealth: full,
      lastError: full,
      uploads: full,
      uploadTarget: full,
      storePart: full,
      partBytes: full,
      finishUpload: full,
    },
    worker: { wake() {}, status: () => ({ lastDeliveredAt: null, lastError: null }) },
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(line) }),
  });
  const server = app.listen(0, '127.0.0.1');
  listening.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logs };
}

describe('createApp', () => {
  it('answers a storage failure with 503 JSON and Retry-After, no stack trace, so the browser keeps the lead queued', async () => {
    const { url, logs } = await brokenApp();
    const res = await fetch(`${url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wirePayload()),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'An unexpected error occurred. Please try again later.' });
    expect(text).not.toMatch(/SQLITE|at \w+ \(/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(logs.join('\n')).toContain('SQLITE_FULL');
    expect(logs.join('\n')).toContain('lead not stored: the database refused the write');
    expect(logs.join('\n')).toContain('"path":"/api/send-email"');
  });

  it('reports a database that takes no writes as 503 on /healthz, without details', async () => {
    const { url, logs } = await brokenApp();
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { writable: false }, outbox: null });
    expect(logs.join('\n')).toContain('database write check failed');
  });

  it('sets the basic security headers and hides Express', async () => {
    const { url } = await brokenApp();
    const res = await fetch(`${url}/api/x`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
