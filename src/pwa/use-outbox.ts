import { useCallback, useEffect, useState } from 'react';
import type { RejectedEntry } from '@/offline/db';
import { subscribeOutbox } from '@/offline/events';
import { deleteRejected, listEntryIds, listRejected } from '@/offline/store';
import type { UploadProgress } from '@/offline/uploads';
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
  // The files of a lead shown here (not by a form), while they go: "sending photos (2 of 5)".
  const [uploading, setUploading] = useState<{ id: string; progress: UploadProgress } | null>(null);

  const refresh = useCallback(() => {
    Promise.all([listEntryIds(), listRejected()]).then(
      ([ids, refused]) => {
        const shown = ids.filter((id) => !isWatched(id));
        setPending(shown.length);
        setUploading((u) => (u && shown.includes(u.id) ? u : null));
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
      if (event.type === 'progress') {
        if (!isWatched(event.id)) setUploading({ id: event.id, progress: event.progress });
        return;
      }
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

  return { pending, rejected, sent, dismiss, uploading: uploading?.progress ?? null };
}
