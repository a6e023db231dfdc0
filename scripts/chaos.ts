/**
 * `npm run chaos`: the chaos test at a larger size. N leads from concurrent clients that retry
 * like the browser's outbox, while server processes are SIGKILLed and restarted and the SMTP
 * server is stopped and started; then counts what the SMTP server received.
 * Options: --leads 500 --clients 20 --kills 8 --outages 5 (defaults shown), --db sqlite|postgres
 * (postgres: DATABASE_URL if set, else a throw-away server started here), --instances 1
 * (more than one: server processes sharing PostgreSQL, each lead posted to every one),
 * --pace accepted|delivered (spread the kills and outages over acceptance or delivery).
 */
import { parseArgs } from 'node:util';
import { runChaos } from '../server/test-support/chaos';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '500' },
    clients: { type: 'string', default: '20' },
    kills: { type: 'string', default: '8' },
    outages: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite' },
    instances: { type: 'string', default: '1' },
    pace: { type: 'string', default: 'accepted' },
  },
});
const count = (name: 'leads' | 'clients' | 'kills' | 'outages' | 'instances') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};
const db = values.db;
if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const instances = Math.max(1, count('instances'));
if (instances > 1 && db !== 'postgres') throw new Error('--instances above 1 needs --db postgres: SQLite is one file on one machine');
// A database named by the environment is used as it is; its leads table must be empty.
const databaseUrl = db === 'postgres' ? process.env.DATABASE_URL || undefined : undefined;
const pace = values.pace;
if (pace !== 'accepted' && pace !== 'delivered') throw new Error('--pace must be accepted or delivered');

const started = Date.now();
const report = await runChaos({
  leads: count('leads'),
  clients: Math.max(1, count('clients')),
  kills: count('kills'),
  outages: count('outages'),
  db,
  databaseUrl,
  instances,
  pace,
  timeoutMs: 15 * 60_000,
  log: (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`),
});

const unexplained = report.duplicates - report.duplicatesInDoubt;
const ok =
  report.missing.length === 0 &&
  report.idMismatches === 0 &&
  report.distinctEmails === report.leadsSent &&
  report.outbox.delivered === report.leadsSent &&
  report.outbox.total === report.leadsSent &&
  unexplained === 0;
console.log(`
Store:                 ${report.db}${databaseUrl ? ' (DATABASE_URL)' : ''}, ${report.instances} instance(s)
Leads sent:            ${report.leadsSent} (accepted ${report.leadsAccepted}, after ${report.clientRetries} client retries)
Lead ids per replay:   ${report.idMismatches} mismatches between instances
Server SIGKILLs:       ${report.kills} (${report.killsMidSend} caught a lead mid-send)
SMTP outages:          ${report.smtpOutages}
Emails received:       ${report.emailsReceived} (${report.distinctEmails} distinct leads)
Duplicates:            ${report.duplicates} (${report.duplicatesInDoubt} in the SMTP in-doubt window, ${unexplained} unexplained)
Missing:               ${report.missing.length}
Outbox:                ${JSON.stringify(report.outbox)}
Delivered by instance: ${report.deliveredBy.join(', ')}
Time:                  ${report.seconds} s
${ok ? 'PASS: every lead delivered; no duplicate beyond the in-doubt window' : 'FAIL'}`);
process.exitCode = ok ? 0 : 1;
