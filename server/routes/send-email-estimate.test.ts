import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteOutbox } from '../outbox/outbox';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

/** A solar estimate in the shape the estimate page sends (src/features/estimate/lead-summary.ts); the figures are made up for this test. */
const solarEstimate = {
  town: 'Tehachapi',
  zip: '93561',
  utility: 'sce',
  bill: 320,
  discount: 'none',
  roof: 'south',
  shade: 'none',
  battery: 'powerwall3',
  ev: 'none',
  wellPump: false,
  changed: 0,
  systemKw: { low: 4.5, high: 8 },
  productionKwh: { low: 8200, high: 14300 },
  billBefore: { low: 320, high: 320 },
  billAfter: { low: 60, high: 157 },
  price: { low: 23800, high: 44600 },
  cashYears: { low: 9.5, high: 40 },
  capYears: 40,
  backup: { battery: 'powerwall3', circuits: ['fridge', 'lights', 'internet'], hours: { low: 40, high: 51 } },
};

describe('POST /api/send-email with the solar estimate (docs/decisions/023-estimate.md, "The lead")', () => {
  let dir: string;
  let peer: SmtpPeer;
  let server: TestServer;
  let outbox: SqliteOutbox;
  beforeEach(async () => {
    dir = await createTempDir();
    peer = await startSmtpPeer();
    server = await startTestServer({ dataDir: dir, smtpUrl: peer.url });
    outbox = inspectOutbox(dir);
  });
  afterEach(async () => {
    await server.close();
    outbox.close();
    await peer.stop();
    await removeTempDir(dir);
  });

  it('keeps the estimate with the lead and shows it to the office in one line', async () => {
    const res = await server.post(wirePayload({ form: 'estimate', zipCode: '93561', interests: ['solar-batteries'], solarEstimate }));
    expect(res.status).toBe(200);
    const { leadId } = (await res.json()) as { leadId: string };
    expect(outbox.get(leadId)?.lead.solarEstimate).toEqual(solarEstimate);
    await waitFor(() => outbox.get(leadId)?.status === 'delivered', { what: 'delivery' });
    const [mail] = await peer.parsed();
    expect(mail?.text).toContain(
      'Solar estimate: Tehachapi 93561 (SCE), bill $320/mo, south roof, no shade, 1 Powerwall 3, no EV. ' +
        'Estimate: 4.5-8.0 kW, 8,200-14,300 kWh/yr, bill $320 -> $60-$157/mo, price $23,800-$44,600, cash payback 9.5 to over 40 yr, ' +
        'backup 40-51 h on 1 Powerwall 3 (fridge, lights, internet).',
    );
    expect(mail?.html).toContain('bill $320 -&gt; $60-$157/mo');
  });

  it.each([
    ['a string', 'Tehachapi, $320'],
    ['an unknown key', { ...solarEstimate, note: 'x' }],
    ['a range upside down', { ...solarEstimate, billAfter: { low: 157, high: 60 } }],
    ['a number past its bound', { ...solarEstimate, price: { low: 1, high: 1e12 } }],
    ['markup as the town', { ...solarEstimate, town: '<img src=x>' }],
    ['an array of circuits too long', { ...solarEstimate, backup: { ...solarEstimate.backup, circuits: Array(1000).fill('fridge') } }],
  ])('answers an estimate that is %s with a 4xx JSON error and keeps nothing', async (_what, bad) => {
    const res = await server.post(wirePayload({ form: 'estimate', solarEstimate: bad }));
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { success: boolean; fields?: Record<string, string> };
    expect(body.success).toBe(false);
    // The field named is the estimate, or for a key of its own that key (the server's rule for unknown keys).
    expect(Object.keys(body.fields ?? {})).toEqual([typeof bad === 'object' && 'note' in bad ? 'note' : 'solarEstimate']);
    await settle(50);
    expect(outbox.counts().total).toBe(0);
    expect(peer.dataCommands).toBe(0);
  });
});
