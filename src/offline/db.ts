import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LeadPayload } from '@/shared/lead/lead';
import type { DeclaredFile } from '@/shared/lead/uploads';

/** A file sent with a lead (docs/decisions/017-attachments.md), kept as a Blob with it. */
export interface OutboxFile {
  name: string;
  type: string;
  blob: Blob;
}

/**
 * Where a lead's files stand on the server once its text is accepted
 * (docs/decisions/028-resumable-uploads.md): the token its parts carry, and per file the bytes
 * the server has stored and whether it is complete (or refused, and so not sent again).
 */
export interface UploadState {
  token: string;
  /**
   * The server's id for the lead, from the answer that gave the token: a later attempt that
   * only sends parts still knows the lead's reference. Absent in entries of an earlier version.
   */
  leadId?: string;
  offsets: number[];
  states: ('receiving' | 'complete' | 'refused')[];
}

/** A lead waiting to be delivered. Written before the first send is attempted. */
export interface OutboxEntry {
  id: string;
  payload: LeadPayload;
  /** Stored in the same record as the lead, so the two are saved, sent and dropped together. */
  files?: OutboxFile[];
  createdAt: number;
  attempts: number;
  /** Backoff: replays that are not a connectivity signal wait until then. */
  nextAttemptAt: number;
  /** The server's own Retry-After: every replay waits until then. */
  notBefore: number;
  /** 'network' for no answer, otherwise 'HTTP <status>'. */
  lastError?: string;
  /** The files' declaration (size, type, hash), made once, so every send of the lead is identical. */
  declared?: DeclaredFile[];
  /** Set once the server accepted the lead's text: its files then go in parts from here. */
  upload?: UploadState;
}

/** A lead the server refused for good (a 4xx that no retry can fix), kept to show the visitor. */
export interface RejectedEntry {
  id: string;
  payload: LeadPayload;
  rejectedAt: number;
  status: number;
  message: string;
}

/** The replay lease, for browsers without the Web Locks API. */
export interface Lease {
  name: string;
  owner: string;
  expires: number;
}

export interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
  rejected: { key: string; value: RejectedEntry };
  leases: { key: string; value: Lease };
}

export const DB_NAME = 'sunfield-offline';
const VERSION = 1;

let connection: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** One connection per page or worker, reopened if the browser closes it or a newer version needs it. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  connection ??= openDB<OfflineSchema>(DB_NAME, VERSION, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('createdAt', 'createdAt');
      db.createObjectStore('rejected', { keyPath: 'id' });
      db.createObjectStore('leases', { keyPath: 'name' });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = undefined;
    },
    terminated() {
      connection = undefined;
    },
  }).catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/** Tests start each case from an empty database. */
export async function closeOfflineDb(): Promise<void> {
  const db = await connection?.catch(() => undefined);
  db?.close();
  connection = undefined;
}
