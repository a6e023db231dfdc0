import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { storedName } from '../attachments/prepare';
import { isDatabaseUrl } from '../config';
import { openPgOutbox } from '../outbox/pg/pg-outbox';
import { leadStatuses, type LeadError, type LeadFile, type LeadRecord, type LeadStatus } from '../outbox/record';
import { openSqliteStore } from '../outbox/sqlite-store';
import type { Outbox } from '../outbox/store';
import { csvHeader, csvRow } from './csv';
import type { LeadStoreTarget } from './delete-leads';
import { forTerminal } from './terminal-text';
import { dataCommands, dataOptions, dataUsage, isDataCommand, runDataCommand } from './data-commands';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export const usage = `Usage: npm run leads -- <command> [options]

  list [--status <status>] [--limit <n>]   Leads, newest first (status: ${leadStatuses.join(', ')})
  show <lead id | ref | client id>         Everything stored about one lead
  retry <lead id ...> | --all              Send failed leads again
  release <lead id ...> | --all            Deliver leads held as suspected spam
  export [--status <status>] [--out <file>]  CSV of every lead (stdout without --out)
${dataUsage}

Options: --data-dir <dir> (default: DATA_DIR, then ./data)
With DATABASE_URL set (as for the server) the leads are read from PostgreSQL; DATA_DIR still
holds the mail/ folder of .eml files. A running server picks up retried and released leads
within DELIVERY_POLL_MS (30 s by default).`;

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19));
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function table(records: LeadRecord[]): string {
  const rows = records.map((r) => [
    r.leadId,
    when(r.createdAt),
    r.status,
    r.form,
    String(r.attempts),
    cut(forTerminal(r.lead.name), 24),
    cut(forTerminal(r.quarantineReason ?? r.lastError ?? ''), 60),
  ]);
  const head = ['LEAD ID', 'RECEIVED (UTC)', 'STATUS', 'FORM', 'TRIES', 'NAME', 'NOTE'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [head, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** By lead id, client id, or the short ref in the email subject (a unique lead id prefix). */
async function find(outbox: Outbox, id: string): Promise<LeadRecord | undefined> {
  const exact = await outbox.get(id);
  if (exact || id.length < 6) return exact;
  const prefix = id.startsWith('lead_') ? id : `lead_${id}`;
  const matches: LeadRecord[] = [];
  for await (const record of outbox.all()) if (record.leadId.startsWith(prefix)) matches.push(record);
  return matches.length === 1 ? matches[0] : undefined;
}

function describe(r: LeadRecord): string {
  const { id: _clientId, website, fillMs, ...fields } = r.lead;
  const lines: [string, unknown][] = [
    ['Lead ID', r.leadId],
    ['Client ID', r.clientId],
    ['Status', r.status],
    ['Form', r.form],
    ['Received', when(r.createdAt)],
    ['Attempts', r.attempts],
    ['Next attempt', r.status === 'pending' ? when(r.nextAttemptAt) : '-'],
    ['Delivered', when(r.deliveredAt)],
    ['Message-ID', r.messageId ?? '-'],
    ['Claimed by', r.claimedBy ?? '-'],
    ['Last error', r.lastError ?? '-'],
    ['Quarantine', r.quarantineReason ?? '-'],
    ['Fill time', fillMs === undefined ? '-' : `${fillMs} ms`],
    ['Honeypot', website ? forTerminal(JSON.stringify(website)) : '(empty)'],
  ];
  // A declared file (docs/decisions/028-resumable-uploads.md) and the solar estimate
  // (docs/decisions/023-estimate.md) are objects: shown as their JSON.
  const shown = (item: unknown) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  const lead = Object.entries(fields).map(
    ([key, value]) =>
      `  ${key}: ${forTerminal(Array.isArray(value) ? value.map(shown).join(', ') : shown(value), { newlines: true }).replace(/\n/g, '\n    ')}`,
  );
  return `${lines.map(([k, v]) => `${`${k}:`.padEnd(14)}${forTerminal(String(v))}`).join('\n')}\nLead:\n${lead.join('\n')}`;
}

/** Every failed attempt, kept after delivery (docs/decisions/013-mail-failures-and-alerts.md). */
function errorHistory(errors: LeadError[]): string {
  if (errors.length === 0) return 'Errors:       none';
  const rows = errors.map((e) => {
    const codes = [e.code, e.responseCode, e.command].filter((part) => part !== null).join(' ');
    return `  #${e.attempt}  ${when(e.at)}  ${e.kind.padEnd(13)}  ${forTerminal(codes)}  ${forTerminal(cut(e.message, 200))}`;
  });
  return `Errors (attempt, time UTC, kind, codes, reply):\n${rows.join('\n')}`;
}

/** The files stored with the lead (docs/decisions/017-attachments.md); never their bytes. */
function fileList(files: LeadFile[]): string {
  if (files.length === 0) return 'Files:        none';
  const rows = files.map(
    (f) =>
      `  #${f.position}  ${storedName(f)}  ${f.mime}  ${f.size} bytes  sha256 ${f.sha256.slice(0, 16)}…  sent as ${forTerminal(JSON.stringify(f.originalName ?? ''))}`,
  );
  return `Files (position, name, type, size, hash, visitor's name):\n${rows.join('\n')}`;
}

/** retry / release: by id, or every lead in `from` with --all. */
async function move(
  outbox: Outbox,
  io: CliIo,
  ids: string[],
  all: boolean,
  from: LeadStatus,
  act: (leadId: string) => Promise<boolean>,
): Promise<number> {
  const targets = all ? (await outbox.list({ status: from, limit: 1_000_000 })).map((r) => r.leadId) : ids;
  if (targets.length === 0) {
    io.err(all ? `No ${from} leads.` : 'Name at least one lead id, or use --all.');
    return all ? 0 : 2;
  }
  let failures = 0;
  for (const id of targets) {
    const record = await find(outbox, id);
    if (record && (await act(record.leadId))) io.out(`${record.leadId}: ${from} -> pending`);
    else {
      failures++;
      io.err(record ? `${record.leadId} is ${record.status}, not ${from}; left as it is.` : `${id}: no such lead.`);
    }
  }
  return failures ? 1 : 0;
}

/**
 * Where the leads are, by the server's own rule (server/storage.ts): DATABASE_URL, else
 * DATA_DIR/leads.db. Returns a message instead when there is nothing to open.
 */
function locate(io: CliIo, dataDirOption: string | undefined): LeadStoreTarget | string {
  const dataDir = resolve(io.cwd, dataDirOption ?? io.env.DATA_DIR ?? './data');
  const url = io.env.DATABASE_URL?.trim();
  if (url) {
    // Never echo it: the URL carries the database password.
    return isDatabaseUrl(url) ? { kind: 'postgres', url, dataDir } : 'DATABASE_URL must be a postgres:// URL with a database name.';
  }
  if (!existsSync(join(dataDir, 'leads.db'))) {
    return `No lead database at ${join(dataDir, 'leads.db')}. Set DATA_DIR or --data-dir to the server's data folder (or DATABASE_URL for PostgreSQL).`;
  }
  return { kind: 'sqlite', dataDir };
}

const openTarget = (target: LeadStoreTarget): Promise<Outbox> =>
  target.kind === 'sqlite'
    ? Promise.resolve(openSqliteStore(target.dataDir))
    : openPgOutbox(target.url, { poolMax: 1, applicationName: 'sunfield-leads-cli' });

/** The leads CLI; resolves to the exit code. Separate from the script so tests run it in-process. */
export async function runLeadsCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        out: { type: 'string' },
        all: { type: 'boolean' },
        'data-dir': { type: 'string' },
        ...dataOptions,
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...ids] = positionals;
  if (!command || values.help || command === 'help') {
    io.out(usage);
    return command || values.help ? 0 : 2;
  }
  if (![...['list', 'show', 'retry', 'release', 'export'], ...dataCommands].includes(command)) {
    io.err(`Unknown command "${command}".\n\n${usage}`);
    return 2;
  }
  const status = values.status as LeadStatus | undefined;
  if (status !== undefined && !leadStatuses.includes(status)) {
    io.err(`--status must be one of ${leadStatuses.join(', ')}`);
    return 2;
  }
  const target = locate(io, values['data-dir']);
  if (typeof target === 'string') return (io.err(target), 1);
  if (isDataCommand(command)) return runDataCommand(command, ids, values, target, io);
  let outbox: Outbox;
  try {
    outbox = await openTarget(target);
  } catch (error) {
    io.err(`Could not open the lead database: ${(error as Error).message}`);
    return 1;
  }
  try {
    switch (command) {
      case 'list': {
        const limit = values.limit === undefined ? 50 : Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1) return (io.err('--limit must be a positive whole number'), 2);
        const records = await outbox.list({ ...(status && { status }), limit });
        const counts = await outbox.counts();
        io.out(records.length ? table(records) : 'No leads.');
        io.out(`\n${leadStatuses.map((s) => `${s} ${counts[s]}`).join(', ')}; total ${counts.total}`);
        return 0;
      }
      case 'show': {
        const record = ids[0] === undefined ? undefined : await find(outbox, ids[0]);
        if (!record) return (io.err(ids[0] ? `${ids[0]}: no such lead.` : 'Name a lead id.'), 1);
        io.out(`${describe(record)}\n${fileList(await outbox.files(record.leadId))}\n${errorHistory(await outbox.errors(record.leadId))}`);
        return 0;
      }
      case 'retry':
        return await move(outbox, io, ids, values.all === true, 'failed', (id) => outbox.retryFailed(id));
      case 'release':
        return await move(outbox, io, ids, values.all === true, 'quarantined', (id) => outbox.release(id));
      case 'export': {
        const rows = [csvHeader()];
        for await (const record of outbox.all()) if (!status || record.status === status) rows.push(csvRow(record));
        const csv = `${rows.join('\r\n')}\r\n`;
        if (values.out) {
          writeFileSync(resolve(io.cwd, values.out), csv, { mode: 0o600 }); // personal data: owner only
          io.err(`Wrote ${rows.length - 1} leads to ${values.out}`);
        } else io.out(csv.trimEnd());
        return 0;
      }
      default:
        return 2; // unreachable: checked above
    }
  } finally {
    await outbox.close();
  }
}
