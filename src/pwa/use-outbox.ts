import { useCallback, useEffect, useState } from 'react';
import type { RejectedEntry } from '@/offline/db';
import { subscribeOutbox } from '@/offline/events';
import { countEntries, deleteRejected, listRejected } from '@/offline/store';

const CONFIRMATION_MS = 8_000;

/**
 * The outbox as the page shows it: how many leads wait, the refused ones, and a short-lived
 * "sent" confirmation. Re-read from IndexedDB on every outbox event (from this page, another
 * tab or the service worker), so the numbers are never a stale copy.
 */
export function useOutbox() {
  const [pending, setPending] = useState(0);
  const [rejected, setRejected] = useState<RejectedEntry[]>([]);
  const [sent, setSent] = useState(0);

  const refresh = useCallback(() => {
    Promise.all([countEntries(), listRejected()]).then(
      ([count, refused]) => {
        setPending(count);
        setRejected(refused);
      },
      () => undefined, // no IndexedDB (blocked storage): nothing can be waiting
    );
  }, []);

  useEffect(() => {
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeOutbox((event) => {
      refresh();
      if (event.type !== 'delivered') return;
      setSent((n) => n + event.ids.length);
      clearTimeout(timer);
      timer = setTimeout(() => setSent(0), CONFIRMATION_MS);
    });
    return () => {
      stop();
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
