import type { LeadStatus } from '../outbox/record';
import { day, deleteLeads, deletionReport, type LeadRef } from './delete-leads';

const DAY_MS = 86_400_000;

interface Row {
  lead_id: string;
  status: LeadStatus;
  created_at: number;
}

const toRef = (r: Row): LeadRef => ({ leadId: r.lead_id, status: r.status, createdAt: r.created_at });

/**
 * `purge --older-than DAYS`: the retention rule. Deletes every lead received more than DAYS
 * days ago, with its email file, except leads not yet delivered (pending or sending): those
 * wait until the worker is done with them. Email files older than DAYS whose lead is no longer
 * in the database go too. Returns the lines to print.
 */
export function purge(dataDir: string, days: number, dryRun: boolean, now = Date.now()): string[] {
  const cutoff = now - days * DAY_MS;
  let waiting: LeadRef[] = [];
  const deletion = deleteLeads(
    dataDir,
    (db) => {
      const old = db
        .prepare<[number], Row>('SELECT lead_id, status, created_at FROM leads WHERE created_at < ? ORDER BY created_at, lead_id')
        .all(cutoff)
        .map(toRef);
      waiting = old.filter((l) => l.status === 'pending' || l.status === 'sending');
      return old.filter((l) => !waiting.includes(l));
    },
    { dryRun, orphans: (files) => files.filter((f) => f.modifiedAt < cutoff) },
  );
  const lines = [`Leads received before ${day(cutoff)} (more than ${days} days ago):`, ...deletionReport(deletion, dryRun)];
  if (waiting.length > 0) {
    lines.push(
      `Kept ${waiting.length} older lead(s) not yet delivered (pending or sending); purge again once they are delivered or failed:`,
      ...waiting.map((l) => `  ${l.leadId}  ${day(l.createdAt)}  ${l.status}`),
    );
  }
  if (dryRun) lines.push('Dry run: nothing was deleted.');
  return lines;
}
