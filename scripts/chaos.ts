/**
 * `npm run chaos`: the chaos test at a larger size. N leads from concurrent clients that retry
 * like the browser's outbox, while the server process is SIGKILLed and restarted and the SMTP
 * server is stopped and started; then counts what the SMTP server received.
 * Options: --leads 500 --clients 20 --kills 8 --outages 5 (defaults shown).
 */
import { parseArgs } from 'node:util';
import { runChaos } from '../server/test-support/chaos';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '500' },
    clients: { type: 'string', default: '20' },
    kills: { type: 'string', default: '8' },
    outages: { type: 'string', default: '5' },
  },
});
const count = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};

const started = Date.now();
const report = await runChaos({
  leads: count('leads'),
  clients: Math.max(1, count('clients')),
  kills: count('kills'),
  outages: count('outages'),
  timeoutMs: 15 * 60_000,
  log: (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`),
});

const unexplained = report.duplicates - report.duplicatesInDoubt;
const ok =
  report.missing.length === 0 &&
  report.distinctEmails === report.leadsSent &&
  report.outbox.delivered === report.leadsSent &&
  unexplained === 0;
console.log(`
Leads sent:            ${report.leadsSent} (accepted ${report.leadsAccepted}, after ${report.clientRetries} client retries)
Server SIGKILLs:       ${report.kills} (${report.killsMidSend} caught a lead mid-send)
SMTP outages:          ${report.smtpOutages}
Emails received:       ${report.emailsReceived} (${report.distinctEmails} distinct leads)
Duplicates:            ${report.duplicates} (${report.duplicatesInDoubt} in the SMTP in-doubt window, ${unexplained} unexplained)
Missing:               ${report.missing.length}
Outbox:                ${JSON.stringify(report.outbox)}
Time:                  ${report.seconds} s
${ok ? 'PASS: every lead delivered; no duplicate beyond the in-doubt window' : 'FAIL'}`);
process.exitCode = ok ? 0 : 1;
