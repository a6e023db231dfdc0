import { randomUUID } from 'node:crypto';
import type { AttachmentType } from '@/shared/lead/attachments';
import type { FormKind } from '@/shared/lead/form-kinds';
import type { Lead } from '@/shared/lead/lead';
import type { FailureKind } from '../mail/errors';

export const leadStatuses = ['pending', 'sending', 'delivered', 'failed', 'quarantined'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** One row of the outbox; times are epoch milliseconds. */
export interface LeadRecord {
  leadId: string;
  clientId: string;
  form: FormKind;
  lead: Lead;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
  /** Why the lead was held as suspected spam; kept after a release, as its history. */
  quarantineReason: string | null;
  /** The kind of the last failed attempt; null once delivered. */
  lastErrorKind: FailureKind | null;
  /** Attempts refused because of our mail settings; they do not use up DELIVERY_MAX_ATTEMPTS. */
  configAttempts: number;
  /** The instance (host:pid:nonce) that last claimed the lead for sending; kept as history. */
  claimedBy: string | null;
  /** While `sending`: no other instance may take the lead before this time (docs/decisions/014-postgresql.md). */
  leaseUntil: number | null;
  /** Tries of the follow-up email of late files now due (docs/decisions/028-resumable-uploads.md). */
  followUpAttempts?: number;
  /** The visitor's copy by email, when asked for (docs/decisions/030-visitor-copy.md). */
  copyState?: CopyState;
}

/**
 * The visitor's copy of a lead (docs/decisions/030-visitor-copy.md): `due` goes out in the
 * follow-up after the office's email; `limited` was asked for when its address had had its
 * copies for the day; `sent`; `failed` when the address's mail server refused it or the tries ran out.
 */
export const copyStates = ['due', 'sent', 'limited', 'failed'] as const;
export type CopyState = (typeof copyStates)[number];
/** Copies one address may get in COPY_WINDOW_MS: the form cannot mail anyone over and over. */
export const COPY_LIMIT = 2;
export const COPY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The address a copy goes to, as the limit counts it. */
export const copyAddress = (lead: Lead): string | null => (lead.copyRequested ? lead.email.trim().toLowerCase() : null);

/** One failed attempt, as the outbox keeps it (lead_errors): codes and the server's reply. */
export interface FailureNote {
  kind: FailureKind;
  code: string | null;
  responseCode: number | null;
  command: string | null;
  /** errorSummary(): bounded, our envelope's reply text, never the visitor's. */
  message: string;
}

export interface LeadError extends FailureNote {
  leadId: string;
  attempt: number;
  at: number;
}

/** A row as both stores return it (snake_case columns, JSON payload, times as numbers). */
export interface Row {
  lead_id: string;
  client_id: string;
  form: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  message_id: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
  quarantine_reason: string | null;
  last_error_kind: string | null;
  config_attempts: number;
  claimed_by: string | null;
  lease_until: number | null;
  followup_attempts?: number;
  copy_state?: string | null;
}

/** A quarantined lead as the owner's notices show it (server/outbox/store.ts HeldLead). */
export const toHeld = (r: { lead_id: string; form: string; created_at: number; quarantine_reason: string | null }) => ({
  leadId: r.lead_id,
  form: r.form,
  createdAt: r.created_at,
  reason: r.quarantine_reason,
});

/** A short, URL-safe, unguessable server id; the prefix makes it recognisable in logs and mail. */
export const newLeadId = () => `lead_${randomUUID().replaceAll('-', '')}`;

export const toRecord = (r: Row): LeadRecord => ({
  leadId: r.lead_id,
  clientId: r.client_id,
  form: r.form as FormKind,
  lead: JSON.parse(r.payload) as Lead,
  status: r.status as LeadStatus,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  messageId: r.message_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deliveredAt: r.delivered_at,
  quarantineReason: r.quarantine_reason,
  lastErrorKind: r.last_error_kind as FailureKind | null,
  configAttempts: r.config_attempts,
  claimedBy: r.claimed_by,
  leaseUntil: r.lease_until,
  ...(r.followup_attempts ? { followUpAttempts: r.followup_attempts } : {}),
  ...(r.copy_state ? { copyState: r.copy_state as CopyState } : {}),
});

/** One row of lead_errors, as both stores keep it. */
export interface ErrorRow {
  lead_id: string;
  attempt: number;
  at: number;
  kind: string;
  code: string | null;
  response_code: number | null;
  command: string | null;
  message: string;
}

export const toLeadError = (r: ErrorRow): LeadError => ({
  leadId: r.lead_id,
  attempt: r.attempt,
  at: r.at,
  kind: r.kind as FailureKind,
  code: r.code,
  responseCode: r.response_code,
  command: r.command,
  message: r.message,
});

/** A file stored with its lead (lead_files; docs/decisions/017-attachments.md). */
export interface LeadFile {
  leadId: string;
  /** 1-based, in the order the visitor attached them. */
  position: number;
  /** Detected from the content, never the visitor's claim. */
  mime: AttachmentType;
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  /** The visitor's file name, sanitised, for the office email only; never a file name. */
  originalName: string | null;
  /** Only when asked for (the worker); listings leave the bytes in the database. */
  bytes?: Buffer;
  /** When an email carrying it was accepted by the mail server; null until then. */
  mailedAt?: number | null;
}

/** A file to store with a lead that is being accepted. */
export type NewLeadFile = Omit<LeadFile, 'leadId' | 'bytes' | 'mailedAt'> & { bytes: Buffer };

/** One row of lead_files, as both stores return it. */
export interface FileRow {
  lead_id: string;
  position: number;
  mime: string;
  size: number;
  sha256: string;
  original_name: string | null;
  bytes?: Buffer | Uint8Array;
  mailed_at?: number | null;
}

export const toLeadFile = (r: FileRow): LeadFile => ({
  leadId: r.lead_id,
  position: r.position,
  mime: r.mime as AttachmentType,
  size: r.size,
  sha256: r.sha256,
  originalName: r.original_name,
  ...(r.bytes ? { bytes: Buffer.isBuffer(r.bytes) ? r.bytes : Buffer.from(r.bytes) } : {}),
  ...(r.mailed_at !== undefined ? { mailedAt: r.mailed_at === null ? null : Number(r.mailed_at) } : {}),
});

/** The stored files' hashes in order, to tell a replay with other files apart. */
export const fileHashes = (files: readonly { sha256: string }[]) => files.map((f) => f.sha256).join(',');

/** A file declared by its lead and sent in parts (lead_uploads; docs/decisions/028-resumable-uploads.md). */
export interface LeadUpload {
  leadId: string;
  position: number;
  size: number;
  /** Hex SHA-256 the client declared for the bytes it sends. */
  sha256: string;
  declaredType: string;
  originalName: string | null;
  /** Bytes stored so far, durably. */
  received: number;
  state: 'receiving' | 'complete' | 'refused';
  /** Why a file was refused (ours, never the visitor's words). */
  reason: string | null;
}

/** One declared file with what a part request needs to know of its lead. */
export interface UploadTarget extends LeadUpload {
  form: FormKind;
  uploadToken: string | null;
}

export interface UploadRow {
  lead_id: string;
  position: number;
  size: number;
  sha256: string;
  declared_type: string;
  original_name: string | null;
  received: number;
  state: string;
  reason: string | null;
}

export const toUpload = (r: UploadRow): LeadUpload => ({
  leadId: r.lead_id,
  position: r.position,
  size: Number(r.size),
  sha256: r.sha256,
  declaredType: r.declared_type,
  originalName: r.original_name,
  received: Number(r.received),
  state: r.state as LeadUpload['state'],
  reason: r.reason,
});

/** What finishing a file did: whether the worker has something to send now. */
export interface FinishResult {
  /** The lead's email (all its files are in) or a follow-up is due now. */
  due: boolean;
}
