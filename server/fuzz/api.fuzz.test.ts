import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildLeadEmail } from '../mail/lead-email';
import { openSqliteStore } from '../outbox/sqlite-store';
import type { Outbox } from '../outbox/store';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { fuzzRuns, hostileLead, validLead } from '../test-support/hostile';

const ALLOWED_HEADERS = new Set([
  'allow',
  'cache-control',
  'connection',
  'content-length',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'date',
  'etag',
  'keep-alive',
  'origin-agent-cluster',
  'permissions-policy',
  'ratelimit',
  'ratelimit-policy',
  'referrer-policy',
  'retry-after',
  'x-content-type-options',
  'x-request-id',
]);
const MAIL_HEADERS = new Set([
  'content-type',
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'x-lead-id',
  'x-lead-form',
  'date',
  'mime-version',
]);

const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 120 });
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  '',
);

interface Shot {
  body: string;
  headers: Record<string, string>;
}

const leadBody = (lead: Record<string, unknown>) => JSON.stringify(lead);
/** One request: mostly hostile leads, also raw garbage, deep nesting, oversize, odd headers. */
const shots: fc.Arbitrary<Shot> = fc.oneof(
  { weight: 8, arbitrary: hostileLead.map((lead) => ({ body: leadBody(lead), headers: { 'content-type': 'application/json' } })) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 4 }).map((body) => ({ body, headers: { 'content-type': 'application/json' } })) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map((body) => ({ body, headers: { 'content-type': 'application/json' } })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 9000 })
      .map((n) => ({ body: `${'['.repeat(n)}${']'.repeat(n)}`, headers: { 'content-type': 'application/json' } })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 16_000, max: 40_000 })
      .map((n) => ({ body: JSON.stringify({ message: 'x'.repeat(n) }), headers: { 'content-type': 'application/json' } })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validLead, contentTypes)
      .map(([lead, type]): Shot => ({ body: leadBody(lead), headers: type ? { 'content-type': type } : {} })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validLead, fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown'))
      .map(([lead, enc]) => ({ body: leadBody(lead), headers: { 'content-type': 'application/json', 'content-encoding': enc } })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(validLead, fc.option(printable), fc.option(printable), fc.boolean()).map(([lead, key, reqId, sameKey]) => ({
      body: leadBody(lead),
      headers: {
        'content-type': 'application/json',
        ...(sameKey ? { 'idempotency-key': lead.id } : key ? { 'idempotency-key': key } : {}),
        ...(reqId ? { 'x-request-id': reqId } : {}),
      },
    })),
  },
);

describe('POST /api/send-email under property tests (fast-check, in-process)', () => {
  let dir: string;
  let outbox: Outbox;
  let server: Server;
  let url: string;
  const stats = { total: 0, accepted: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    dir = await createTempDir('sunfield-fuzz-');
    outbox = openSqliteStore(dir);
    const app = createApp({
      config: {
        staticDir: `${dir}/no-build`,
        trustProxy: false,
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
        spam: { minFillMs: 3000 },
      },
      outbox,
      worker: { wake() {}, status: () => ({ lastDeliveredAt: null, lastError: null }) },
      logger: pino({ level: 'silent' }),
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-email`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await outbox.close();
    await removeTempDir(dir);
  });

  it('never answers 5xx; every refusal is 4xx JSON with a message; no header carries input', async () => {
    await fc.assert(
      fc.asyncProperty(shots, async ({ body, headers }) => {
        const res = await fetch(url, { method: 'POST', headers, body });
        const text = await res.text();
        stats.total++;
        stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const json = JSON.parse(text) as { success: boolean; message: string; leadId?: string };
        if (res.status === 200) {
          stats.accepted++;
          expect(json.success).toBe(true);
          expect(json.leadId).toMatch(/^lead_[0-9a-f]{32}$/);
        } else {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(json.success).toBe(false);
          expect(json.message.length).toBeGreaterThan(0);
        }
        for (const [name, value] of res.headers) {
          expect(ALLOWED_HEADERS.has(name), name).toBe(true);
          expect(value).not.toMatch(/[\r\n]/);
        }
        expect(res.headers.get('x-request-id')).toMatch(/^[\w.:-]{1,100}$/);
        if (headers['x-request-id'] && res.headers.get('x-request-id') !== headers['x-request-id']) {
          expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/); // replaced, not echoed
        }
      }),
      { numRuns: fuzzRuns(2000) },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The generators must reach both sides, or the property proves little.
    expect(stats.accepted).toBeGreaterThan(stats.total / 10);
    expect([400, 413, 415, 422].every((s) => (stats.byStatus.get(s) ?? 0) > 0)).toBe(true);
  }, 120_000); // about 3 s on an idle machine; generous for a loaded shared one

  it('mails every stored lead with only our headers, one Reply-To and no visitor text elsewhere', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const config = { mailFrom: '"Sunfield Website" <website@sunfield.example.com>', mailTo: 'office@sunfield.example.com' };
    const records = [];
    for await (const record of outbox.all()) records.push(record);
    expect(records.length).toBe(stats.accepted);
    for (const record of records) {
      const raw = ((await transport.sendMail(buildLeadEmail(record.lead, record.leadId, config))).message as Buffer).toString();
      const head = raw
        .slice(0, raw.indexOf('\n\n'))
        .replace(/\n[ \t]+/g, ' ')
        .split('\n');
      const names = head.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
      expect(names.filter((n) => !MAIL_HEADERS.has(n))).toEqual([]);
      expect(names.filter((n) => n === 'reply-to' || n === 'to' || n === 'from' || n === 'subject')).toHaveLength(4);
      const subject = head.find((line) => line.startsWith('Subject: '));
      expect(subject).toMatch(/^Subject: (\[ES\] )?New [a-z ]+(: [A-Za-z ]+)? \(ref [0-9a-f]{8}\)$/);
      const mail = await PostalMime.parse(raw);
      expect(mail.replyTo?.map((a) => a.address)).toEqual([record.lead.email]);
      expect(mail.to?.map((a) => a.address)).toEqual(['office@sunfield.example.com']);
    }
  }, 60_000);
});
