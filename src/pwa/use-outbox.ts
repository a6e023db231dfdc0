import { useCallback, useEffect, useState } from 'react';
import type { RejectedEntry } from '@/offline/db';
import { subscribeOutbox } from '@/offline/events';
import { deleteRejected, listEntryIds, listRejected } from '@/offline/store';
import { isWatched, onWatchChange } from '@/offline/watched';

const CONFIRMATION_MS = 8_000;

/**
 * The outbox as the page shows it: how many leads wait, the refused ones, and a short-lived
 * "sent" confirmation. Re-read from IndexedDB on every outbox event (from this page, another
 * tab or the service worker), so the numbers are never a stale copy. Leads a form on this page
 * is showing (offline/watched.ts) are left out: the form says where they stand, and one send
 * gets one notice (docs/behaviour.md#forms). That was the stray "saved request" notice after
 * normal online sends: the form's own first send queues the lead (the count became 1 while it
 * went out) and reports its delivery, which counted as a saved request sent.
 */
export function useOutbox() {
  const [pending, setPending] = useState(0);
  const [rejected, setRejected] = useState<RejectedEntry[]>([]);
  const [sent, setSent] = useState(0);

  const refresh = useCallback(() => {
    Promise.all([listEntryIds(), listRejected()]).then(
      ([ids, refused]) => {
        setPending(ids.filter((id) => !isWatched(id)).length);
        setRejected(refused);
      },
      () => undefined, // no IndexedDB (blocked storage): nothing can be waiting
    );
  }, []);

  useEffect(() => {
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatch = onWatchChange(refresh);
    const stop = subscribeOutbox((event) => {
      if (event.type === 'progress') return;
      refresh();
      if (event.type !== 'delivered') return;
      const saved = event.ids.filter((id) => !isWatched(id)).length;
      if (saved === 0) return;
      setSent((n) => n + saved);
      clearTimeout(timer);
      timer = setTimeout(() => setSent(0), CONFIRMATION_MS);
    });
    return () => {
      stop();
      stopWatch();
      clearTimeout(timer);
    };
  }, [refresh]);

  const dismiss = useCallback(
    (id: string) => {
      void deleteRejected(id).then(refresh, refresh);
    },
    [refresh],
  );

  return { pending, rejected, sent, dismiss };
}
