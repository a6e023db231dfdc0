import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from '../outbox/db';
import { createPool, inTransaction } from '../outbox/pg/pool';
import { migrate } from '../outbox/pg/schema';
import { leadStatuses, type LeadStatus } from '../outbox/record';
import { listMailFiles, removeFiles, type MailFile } from './mail-files';

/** Where the CLI finds the leads: leads.db in DATA_DIR, or PostgreSQL (DATABASE_URL). The mail folder is DATA_DIR/mail in both. */
export type LeadStoreTarget = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

/** What the privacy commands print about a lead: never anything the visitor wrote. */
export interface LeadRef {
  leadId: string;
  status: LeadStatus;
  createdAt: number;
}

/** A lead as the privacy commands choose from it. */
export interface Candidate {
  lead_id: string;
  status: LeadStatus;
  created_at: number;
  payload: string;
}

export interface Deletion {
  leads: LeadRef[];
  /** The email files of those leads, plus the orphan files the caller chose. */
  files: MailFile[];
  /** How many files were actually removed; 0 on a dry run. */
  filesRemoved: number;
  /** False when the server held SQLite's write-ahead log open, so old pages wait for its next checkpoint. */
  walCleared: boolean;
  store: LeadStoreTarget['kind'];
}

interface DeleteOptions {
  dryRun: boolean;
  /** Only leads received before this time are candidates (the purge rule). */
  createdBefore?: number;
  orphans?: (files: MailFile[]) => MailFile[];
}

type Chosen = { leads: LeadRef[]; kept: Set<string>; walCleared: boolean };

/** Tables besides `leads` keyed by lead (such as an error history): their rows go with the lead. */
function leadKeyedTables(db: Database.Database): string[] {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'leads'").all();
  return tables
    .map(({ name }) => name)
    .filter((name) => (db.pragma(`table_info(${JSON.stringify(name)})`) as { name: string }[]).some((c) => c.name === 'lead_id'));
}

/**
 * SQLite: chooses and deletes in ONE write transaction, so a lead cannot change state (the
 * worker claiming it, a retry) between the choice and the delete. `secure_delete` overwrites
 * the freed bytes and a TRUNCATE checkpoint empties the write-ahead log, so the deleted text
 * does not linger in leads.db or leads.db-wal.
 */
function deleteInSqlite(dataDir: string, choose: (rows: Candidate[]) => LeadRef[], options: DeleteOptions): Chosen {
  const db = openDatabase(dataDir);
  try {
    db.pragma('secure_delete = ON');
    const leads = db
      .transaction(() => {
        const rows = db
          .prepare<[number], Candidate>(
            'SELECT lead_id, status, created_at, payload FROM leads WHERE created_at < ? ORDER BY created_at, lead_id',
          )
          .all(options.createdBefore ?? Number.MAX_SAFE_INTEGER);
        const chosen = choose(rows);
        if (options.dryRun || chosen.length === 0) return chosen;
        // Children first, so a foreign key without ON DELETE CASCADE cannot refuse the delete.
        const drops = [...leadKeyedTables(db), 'leads'].map((table) =>
          db.prepare<[string]>(`DELETE FROM ${JSON.stringify(table)} WHERE lead_id = ?`),
        );
        for (const { leadId } of chosen) for (const drop of drops) drop.run(leadId);
        return chosen;
      })
      .immediate();
    const kept = new Set(db.prepare<[], string>('SELECT lead_id FROM leads').pluck().all());
    let walCleared = true;
    if (!options.dryRun && leads.length > 0) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      walCleared = result?.busy === 0;
    }
    return { leads, kept, walCleared };
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: the same rule in one transaction; the candidates are locked (FOR UPDATE), so a
 * worker cannot claim or finish one of them until the delete commits (its claim skips locked rows).
 */
async function deleteInPostgres(url: string, choose: (rows: Candidate[]) => LeadRef[], options: DeleteOptions): Promise<Chosen> {
  const pool = createPool(url, { max: 1, applicationName: 'sunfield-leads-cli' });
  try {
    await migrate(pool);
    const leads = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<Candidate>(
        'SELECT lead_id, status, created_at, payload FROM leads WHERE created_at < $1 ORDER BY created_at, lead_id FOR UPDATE',
        [options.createdBefore ?? Number.MAX_SAFE_INTEGER],
      );
      const chosen = choose(rows);
      if (options.dryRun || chosen.length === 0) return chosen;
      const { rows: tables } = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'lead_id' AND table_name <> 'leads'`,
      );
      const ids = chosen.map((l) => l.leadId);
      for (const table of [...tables.map((t) => t.table_name), 'leads']) {
        await client.query(`DELETE FROM ${client.escapeIdentifier(table)} WHERE lead_id = ANY($1)`, [ids]);
      }
      return chosen;
    });
    const { rows } = await pool.query<{ lead_id: string }>('SELECT lead_id FROM leads');
    return { leads, kept: new Set(rows.map((r) => r.lead_id)), walCleared: true };
  } finally {
    await pool.end();
  }
}

/**
 * Picks leads with `choose` and deletes them (with any rows keyed by them, such as the error
 * history) in one transaction, then the leads' email files in DATA_DIR/mail.
 */
export async function deleteLeads(
  target: LeadStoreTarget,
  choose: (rows: Candidate[]) => LeadRef[],
  options: DeleteOptions,
): Promise<Deletion> {
  const { leads, kept, walCleared } =
    target.kind === 'sqlite' ? deleteInSqlite(target.dataDir, choose, options) : await deleteInPostgres(target.url, choose, options);
  const ids = new Set(leads.map((l) => l.leadId));
  const all = listMailFiles(join(target.dataDir, 'mail'));
  const files = all.filter((f) => f.leadId !== undefined && ids.has(f.leadId));
  // Files whose lead is in neither list: deleted earlier, or renamed beyond recognition.
  const orphans = all.filter((f) => !(f.leadId !== undefined && (ids.has(f.leadId) || kept.has(f.leadId))));
  files.push(...(options.orphans?.(orphans) ?? []));
  if (options.dryRun) return { leads, files, filesRemoved: 0, walCleared: true, store: target.kind };
  return { leads, files, filesRemoved: removeFiles(files.map((f) => f.path)), walCleared, store: target.kind };
}

export const toRef = (r: Candidate): LeadRef => ({ leadId: r.lead_id, status: r.status, createdAt: r.created_at });

/** "delivered 2, failed 1": the statuses present in `leads`, in the outbox's order of statuses. */
export function statusCounts(leads: LeadRef[]): string {
  return leadStatuses
    .map((status) => [status, leads.filter((l) => l.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
}

export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The lines every privacy command ends with; ids, statuses and counts only. */
export function deletionReport(d: Deletion, dryRun: boolean): string[] {
  const verb = dryRun ? 'Would delete' : 'Deleted';
  const lines = d.leads.map((l) => `  ${l.leadId}  ${day(l.createdAt)}  ${l.status}`);
  lines.push(`${dryRun ? 'Would remove' : 'Removed'} ${dryRun ? d.files.length : d.filesRemoved} email file(s) from the mail folder.`);
  if (!d.walCleared) {
    lines.push('The server was reading the database, so its log keeps the deleted rows until its next checkpoint.');
  }
  if (d.store === 'postgres' && !dryRun && d.leads.length > 0) {
    lines.push(
      'PostgreSQL reuses the space of deleted rows after its next VACUUM; its WAL archive and pg_dump backups keep them until they expire.',
    );
  }
  if (d.leads.some((l) => l.status === 'delivered')) {
    lines.push('Copies already delivered to the office mailbox are not touched here: delete them there too.');
  }
  return [`${verb} ${d.leads.length} lead(s)${d.leads.length ? `: ${statusCounts(d.leads)}` : ''}.`, ...lines];
}
