import { day, deleteLeads, deletionReport, toRef, type LeadRef, type LeadStoreTarget } from './delete-leads';

const DAY_MS = 86_400_000;

/**
 * `purge --older-than DAYS`: the retention rule. Deletes every lead received more than DAYS
 * days ago, with its email file, except leads not yet delivered (pending or sending): those
 * wait until the worker is done with them. Email files older than DAYS whose lead is no longer
 * in the database go too. Returns the lines to print.
 */
export async function purge(target: LeadStoreTarget, days: number, dryRun: boolean, now = Date.now()): Promise<string[]> {
  const cutoff = now - days * DAY_MS;
  let waiting: LeadRef[] = [];
  const deletion = await deleteLeads(
    target,
    (rows) => {
      const old = rows.map(toRef);
      waiting = old.filter((l) => l.status === 'pending' || l.status === 'sending');
      return old.filter((l) => !waiting.includes(l));
    },
    { dryRun, createdBefore: cutoff, orphans: (files) => files.filter((f) => f.modifiedAt < cutoff) },
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
