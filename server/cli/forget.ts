import { decodeEntities } from '@/shared/lead/entities';
import { day, deleteLeads, deletionReport, toRef, type LeadStoreTarget } from './delete-leads';
import { mailFileReplyTo } from './mail-files';

/**
 * How two addresses are compared: entity-decoded (docs/decisions/009-entity-encoding.md; rows
 * stored before decoding may hold `&#39;`), trimmed and case-folded.
 */
export const sameAddress = (text: string) => decodeEntities(text).trim().normalize('NFC').toLowerCase();

function emailOf(payload: string): string | undefined {
  try {
    const { email } = JSON.parse(payload) as { email?: unknown };
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined; // a damaged row is not this visitor's as far as we can tell
  }
}

/**
 * `forget EMAIL`: a visitor asked to be forgotten. Deletes every lead whose email matches, in
 * any state (a lead not yet sent is then never sent), its email file, and any orphan email
 * file whose Reply-To is that address. Returns the lines to print; the address is not echoed.
 */
export async function forget(target: LeadStoreTarget, address: string, dryRun: boolean): Promise<string[]> {
  const wanted = sameAddress(address);
  const deletion = await deleteLeads(
    target,
    (rows) =>
      rows
        .filter((r) => {
          const email = emailOf(r.payload);
          return email !== undefined && sameAddress(email) === wanted;
        })
        .map(toRef),
    { dryRun, orphans: (files) => files.filter((f) => mailFileReplyTo(f.path) === wanted) },
  );
  if (deletion.leads.length === 0 && deletion.files.length === 0) return ['No leads or email files with that address.'];
  const lines = ['Leads with that email address:', ...deletionReport(deletion, dryRun)];
  const undelivered = deletion.leads.filter((l) => l.status !== 'delivered');
  if (undelivered.length > 0) {
    lines.push(
      `${undelivered.length} of them never reached the office (${dryRun ? 'they would not be sent' : 'they will not be sent'}):`,
      ...undelivered.map((l) => `  ${l.leadId}  ${day(l.createdAt)}  ${l.status}`),
    );
  }
  if (!dryRun && deletion.leads.some((l) => l.status === 'sending')) {
    lines.push('A lead was being sent at that moment: run forget again in a minute to remove an email file written since.');
  }
  if (dryRun) lines.push('Dry run: nothing was deleted.');
  return lines;
}
