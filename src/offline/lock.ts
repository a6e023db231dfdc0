import { releaseLease, tryLease } from './store';

const NAME = 'sunfield-lead-outbox';
/** Longer than one send (20 s timeout), renewed before each send. */
export const LEASE_MS = 30_000;
const POLL_MS = 300;

/** Called by a replay before each send; renews the lease where one is used. */
export type KeepAlive = () => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` while no other page or worker of this origin runs a replay. The Web Locks API
 * (pages and service workers alike; Chrome 69, Firefox 96, Safari 15.4) is used where it
 * exists; elsewhere a lease row in IndexedDB that expires if its holder dies.
 */
export async function withOutboxLock<T>(fn: (keepAlive: KeepAlive) => Promise<T>, options: { useLocks?: boolean } = {}): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if ((options.useLocks ?? true) && typeof locks?.request === 'function') {
    return locks.request(NAME, () => fn(async () => {}));
  }
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  while (!(await tryLease(NAME, owner, LEASE_MS, Date.now()))) await sleep(POLL_MS + Math.random() * POLL_MS);
  try {
    return await fn(async () => {
      if (!(await tryLease(NAME, owner, LEASE_MS, Date.now()))) throw new Error('The outbox lease was taken over');
    });
  } finally {
    await releaseLease(NAME, owner);
  }
}
