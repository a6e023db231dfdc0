import { site } from '@/shared/site';
import type { LeadError } from '../outbox/record';
import type { HeldLead } from '../outbox/store';
import type { AlertReason, AlertState } from './state';

/**
 * What the webhook and the alert email carry. Counts, ages and SMTP codes only: never a lead's
 * content, and not the mail server's reply text (the webhook goes to a chat service); that
 * reply is in `npm run leads -- show` and in /healthz for the token holder.
 */
export interface Notice {
  status: 'alert' | 'ok';
  /** The most urgent reason, or null once recovered. */
  reason: AlertReason | null;
  reasons: AlertReason[];
  waiting: number | null;
  failed: number | null;
  oldestWaitingMinutes: number | null;
  lastError: { kind: string; code: string | null; responseCode: number | null; command: string | null } | null;
  /** One paragraph for people (the Slack/Mattermost `text` field, the email body). */
  text: string;
  subject: string;
}

const minutes = (ms: number | undefined) => (ms === undefined ? null : Math.floor(ms / 60_000));

export function duration(ms: number): string {
  const m = Math.floor(ms / 60_000);
  if (m < 1) return 'under a minute';
  if (m < 120) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h` : `${Math.floor(h / 24)} days`;
}

const codes = (e: LeadError | undefined) =>
  e ? [e.code, e.responseCode, e.command && `at ${e.command}`].filter((part) => part !== null).join(' ') : 'no code';

function explain(reason: AlertReason, state: AlertState, alertAfterMs: number): string {
  const facts = state.facts;
  switch (reason) {
    case 'database':
      return 'The lead database cannot be read or written, so new leads may be refused. Check the disk and the DATA_DIR folder.';
    case 'mail-config':
      return (
        `The mail server refuses our mail settings (${codes(state.lastError)}): check SMTP_URL (user, password, host), ` +
        'MAIL_FROM and MAIL_TO. The leads are kept and are sent as soon as it accepts them.'
      );
    case 'lead-failed':
      return (
        `${facts?.failed ?? 'Some'} lead(s) could not be delivered and are marked failed: ` +
        '`npm run leads -- list --status failed` shows them, `npm run leads -- retry --all` sends them again.'
      );
    case 'lead-delayed':
      return `A lead has waited ${duration(state.oldestWaitingMs ?? 0)} for delivery (the alarm is set at ${duration(alertAfterMs)}).`;
  }
}

export function buildNotice(status: Notice['status'], state: AlertState, alertAfterMs: number): Notice {
  const facts = state.facts;
  const name = `${site.shortName} website`;
  const text =
    status === 'alert'
      ? [
          `${name}: leads are not reaching the office.`,
          ...state.reasons.map((reason) => explain(reason, state, alertAfterMs)),
          facts ? `Waiting: ${facts.waiting}, failed: ${facts.failed}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : `${name}: leads are being delivered again; none is failed or overdue.`;
  const e = state.lastError;
  return {
    status,
    reason: status === 'alert' ? (state.reasons[0] ?? null) : null,
    reasons: status === 'alert' ? state.reasons : [],
    waiting: facts?.waiting ?? null,
    failed: facts?.failed ?? null,
    oldestWaitingMinutes: minutes(state.oldestWaitingMs),
    lastError: status === 'alert' && e ? { kind: e.kind, code: e.code, responseCode: e.responseCode, command: e.command } : null,
    text,
    subject: status === 'alert' ? `[${name}] Leads are not being delivered` : `[${name}] Leads are being delivered again`,
  };
}

/** The command that delivers a held lead, as every held notice and the digest print it. */
export const RELEASE_COMMAND = 'npm run leads -- release <lead id>';

/**
 * Leads held as suspected spam since the last such notice (docs/decisions/008-spam-quarantine.md):
 * a person caught by the rules must not wait unseen. Ids, form, time and our reason only: never
 * what the visitor wrote (the webhook goes to a chat service).
 */
export interface HeldNotice {
  status: 'held';
  /** How many leads this notice is about; `leads` lists the newest of them. */
  held: number;
  leads: { leadId: string; form: string; receivedAt: string; reason: string | null }[];
  release: string;
  text: string;
  subject: string;
}

export const heldList = (leads: HeldLead[]) =>
  leads.map((l) => ({ leadId: l.leadId, form: l.form, receivedAt: new Date(l.createdAt).toISOString(), reason: l.reason }));

export function buildHeldNotice(leads: HeldLead[], total: number): HeldNotice {
  const name = `${site.shortName} website`;
  const listed = heldList(leads);
  const lines = listed.map(
    (l) =>
      `- ${l.leadId} (${l.form} form, received ${l.receivedAt.replace('T', ' ').slice(0, 16)} UTC): ${l.reason ?? 'no reason recorded'}
` + `  npm run leads -- release ${l.leadId}`,
  );
  const more = total > listed.length ? [`…and ${total - listed.length} more: npm run leads -- list --status quarantined`] : [];
  const text = [
    `${name}: ${total} lead(s) were held as suspected spam and not mailed to the office. ` +
      'If one is a real customer, release it and it is mailed at once:',
    ...lines,
    ...more,
  ].join('\n');
  return {
    status: 'held',
    held: total,
    leads: listed,
    release: RELEASE_COMMAND,
    text,
    subject: `[${name}] ${total} lead(s) held as suspected spam`,
  };
}
