import { offlineDb, type Lease, type OutboxEntry, type RejectedEntry } from './db';

// A lead is the business: a write must be on disk before we tell anyone it is saved.
const STRICT: IDBTransactionOptions = { durability: 'strict' };

/** Stores an entry (a resend of the same id replaces it), optionally dropping the one it supersedes. */
export async function putEntry(entry: OutboxEntry, replaces?: string): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite', STRICT);
  if (replaces && replaces !== entry.id) void tx.store.delete(replaces);
  void tx.store.put(entry);
  await tx.done;
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await offlineDb()).get('outbox', id);
}

/** Oldest first, so leads go out in the order they were written. */
export async function listEntries(): Promise<OutboxEntry[]> {
  return (await offlineDb()).getAllFromIndex('outbox', 'createdAt');
}

/** The ids of every waiting lead (no records read). */
export async function listEntryIds(): Promise<string[]> {
  return (await offlineDb()).getAllKeys('outbox');
}

export async function countEntries(): Promise<number> {
  return (await offlineDb()).count('outbox');
}

/** Applies a change to an entry if it still exists; false when it is gone. */
export async function updateEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<boolean> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite', STRICT);
  const entry = await tx.store.get(id);
  if (entry) void tx.store.put(change(entry));
  await tx.done;
  return entry !== undefined;
}

export async function deleteEntry(id: string): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite', STRICT);
  void tx.store.delete(id);
  await tx.done;
}

/** Moves an entry to the rejected store in one transaction, so it is never in neither. */
export async function rejectEntry(id: string, status: number, message: string, now: number): Promise<boolean> {
  const tx = (await offlineDb()).transaction(['outbox', 'rejected'], 'readwrite', STRICT);
  const entry = await tx.objectStore('outbox').get(id);
  if (entry) {
    void tx.objectStore('rejected').put({ id, payload: entry.payload, rejectedAt: now, status, message });
    void tx.objectStore('outbox').delete(id);
  }
  await tx.done;
  return entry !== undefined;
}

export async function listRejected(): Promise<RejectedEntry[]> {
  return (await offlineDb()).getAll('rejected');
}

export async function getRejected(id: string): Promise<RejectedEntry | undefined> {
  return (await offlineDb()).get('rejected', id);
}

export async function deleteRejected(id: string): Promise<void> {
  const tx = (await offlineDb()).transaction('rejected', 'readwrite', STRICT);
  void tx.store.delete(id);
  await tx.done;
}

/** Takes (or renews) the named lease when it is free, expired or already ours. */
export async function tryLease(name: string, owner: string, ms: number, now: number): Promise<boolean> {
  const tx = (await offlineDb()).transaction('leases', 'readwrite', STRICT);
  const lease: Lease | undefined = await tx.store.get(name);
  const free = !lease || lease.expires <= now || lease.owner === owner;
  if (free) void tx.store.put({ name, owner, expires: now + ms });
  await tx.done;
  return free;
}

export async function releaseLease(name: string, owner: string): Promise<void> {
  const tx = (await offlineDb()).transaction('leases', 'readwrite', STRICT);
  const lease = await tx.store.get(name);
  if (lease?.owner === owner) void tx.store.delete(name);
  await tx.done;
}
