import { describe, expect, it } from 'vitest';
import { runChaos } from './test-support/chaos';
import { postgresAvailable } from './test-support/postgres';

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('chaos on PostgreSQL') },
] as const;

describe.each(stores)('chaos on $db: crashes and mail outages while leads pour in', ({ db, available }) => {
  it.runIf(available)(
    'delivers every accepted lead, each once but for a crash inside the SMTP in-doubt window',
    async () => {
      const report = await runChaos({ db, leads: 40, clients: 5, kills: 3, outages: 2, timeoutMs: 40_000 });
      console.log(`chaos on ${db} (bounded): ${JSON.stringify(report)}`);
      expect(report.kills).toBe(3);
      expect(report.smtpOutages).toBe(2);
      expect(report.clientRetries).toBeGreaterThan(0); // the crashes hit clients mid-stream
      expect(report.leadsAccepted).toBe(40);
      expect(report.missing).toEqual([]);
      expect(report.distinctEmails).toBe(40);
      expect(report.outbox).toMatchObject({ total: 40, delivered: 40 });
      // The only duplicate SMTP allows: the server had taken the message (250) and the process
      // died before recording it (RFC 1047). Any other duplicate is a bug.
      expect(report.duplicates).toBe(report.duplicatesInDoubt);
      expect(report.emailsReceived).toBe(40 + report.duplicates);
    },
    45_000,
  );
});
