import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from '../outbox/db';
import { leadStatuses, type LeadStatus } from '../outbox/record';
import { listMailFiles, removeFiles, type MailFile } from './mail-files';

/** What the privacy commands print about a lead: never anything the visitor wrote. */
export interface LeadRef {
  leadId: string;
  status: LeadStatus;
  createdAt: number;
}

export interface Deletion {
  leads: LeadRef[];
  /** The email files of those leads, plus the orphan files the caller chose. */
  files: MailFile[];
  /** How many files were actually removed; 0 on a dry run. */
  filesRemoved: number;
  /** False when the server held the write-ahead log open, so old pages wait for its next checkpoint. */
  walCleared: boolean;
}

/** Tables besides `leads` keyed by lead (such as an error history): their rows go with the lead. */
function leadKeyedTables(db: Database.Database): string[] {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'leads'").all();
  return tables
    .map(({ name }) => name)
    .filter((name) => (db.pragma(`table_info(${JSON.stringify(name)})`) as { name: string }[]).some((c) => c.name === 'lead_id'));
}

/**
 * Picks leads with `select` and deletes them in ONE write transaction, so a lead cannot change
 * state (the worker claiming it, a retry) between the choice and the delete. Any table with a
 * `lead_id` column (such as an error history) loses those rows too. Then the lead's email
 * files go. `secure_delete` overwrites the freed bytes and a TRUNCATE checkpoint empties the
 * write-ahead log, so the deleted text does not linger in leads.db or leads.db-wal.
 */
export function deleteLeads(
  dataDir: string,
  select: (db: Database.Database) => LeadRef[],
  options: { dryRun: boolean; orphans?: (files: MailFile[]) => MailFile[] },
): Deletion {
  const db = openDatabase(dataDir);
  try {
    db.pragma('secure_delete = ON');
    const leads = db
      .transaction(() => {
        const chosen = select(db);
        if (options.dryRun || chosen.length === 0) return chosen;
        // Children first, so a foreign key without ON DELETE CASCADE cannot refuse the delete.
        const drops = [...leadKeyedTables(db), 'leads'].map((table) =>
          db.prepare<[string]>(`DELETE FROM ${JSON.stringify(table)} WHERE lead_id = ?`),
        );
        for (const { leadId } of chosen) for (const drop of drops) drop.run(leadId);
        return chosen;
      })
      .immediate();

    const ids = new Set(leads.map((l) => l.leadId));
    const kept = new Set(
      db
        .prepare<[], { lead_id: string }>('SELECT lead_id FROM leads')
        .all()
        .map((r) => r.lead_id),
    );
    const all = listMailFiles(join(dataDir, 'mail'));
    const files = all.filter((f) => f.leadId !== undefined && ids.has(f.leadId));
    // Files whose lead is in neither list: deleted earlier, or renamed beyond recognition.
    const orphans = all.filter((f) => !(f.leadId !== undefined && (ids.has(f.leadId) || kept.has(f.leadId))));
    files.push(...(options.orphans?.(orphans) ?? []));
    if (options.dryRun) return { leads, files, filesRemoved: 0, walCleared: true };

    const filesRemoved = removeFiles(files.map((f) => f.path));
    let walCleared = true;
    if (leads.length > 0) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      walCleared = result?.busy === 0;
    }
    return { leads, files, filesRemoved, walCleared };
  } finally {
    db.close();
  }
}

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
  if (d.leads.some((l) => l.status === 'delivered')) {
    lines.push('Copies already delivered to the office mailbox are not touched here: delete them there too.');
  }
  return [`${verb} ${d.leads.length} lead(s)${d.leads.length ? `: ${statusCounts(d.leads)}` : ''}.`, ...lines];
}
