import { csvColumns } from '@/shared/lead/lead-fields';
import { forTerminal } from './terminal-text';
import type { LeadRecord } from '../outbox/record';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** Column name -> value; the order here is the order in the file. */
const columns: [string, (r: LeadRecord) => string | number | null | undefined][] = [
  ['lead_id', (r) => r.leadId],
  ['created_at', (r) => iso(r.createdAt)],
  ['status', (r) => r.status],
  ['form', (r) => r.form],
  ['name', (r) => r.lead.name],
  ['email', (r) => r.lead.email],
  ['phone', (r) => r.lead.phone],
  ['service', (r) => r.lead.service],
  // The form's own fields, one column each (src/shared/lead/lead-fields.ts).
  ...csvColumns.map(([name, cell]): [string, (r: LeadRecord) => string | undefined] => [name, (r) => cell(r.lead)]),
  ['page_url', (r) => r.lead.pageUrl],
  ['language', (r) => r.lead.language],
  ['message', (r) => r.lead.message],
  ['attempts', (r) => r.attempts],
  ['last_error', (r) => r.lastError],
  ['quarantine_reason', (r) => r.quarantineReason],
  ['delivered_at', (r) => iso(r.deliveredAt)],
  ['client_id', (r) => r.clientId],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, as
 * OWASP's CSV-injection advice says: a visitor's "=HYPERLINK(…)" stays text in Excel. Controls,
 * bidi and other invisible characters an older lead may hold are written as visible escapes
 * (\u202e), as the CLI prints them: the export goes to a terminal as often as to a spreadsheet,
 * where a bidi override would reverse a cell. Line feeds stay (a message's lines).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : forTerminal(String(value), { newlines: true });
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvHeader = () => columns.map(([name]) => name).join(',');

export const csvRow = (record: LeadRecord) => columns.map(([, get]) => csvField(get(record))).join(',');
