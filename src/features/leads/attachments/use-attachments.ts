import { useCallback, useRef, useState } from 'react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import type { OutboxFile } from '@/offline/db';
import { attachmentLimits, attachmentRules, greenButtonTypes } from '@/shared/lead/attachments';
import type { FormKind } from '@/shared/lead/form-kinds';
import { AttachmentError, prepareFile, type PreparedFile } from './prepare';

export interface AttachmentItem {
  key: number;
  /** The name as chosen, shown while the file is being prepared. */
  chosenName: string;
  file?: PreparedFile;
}

const MB = 1024 * 1024;
let nextKey = 0;

/**
 * The files chosen for one lead form: prepared one by one (photos downscaled and stripped),
 * checked against the limits the server enforces (src/shared/lead/attachments.ts), removable
 * before sending. `ready()` waits for files still being prepared, so a quick submit carries
 * them; `files` is what the lead is sent with.
 */
export function useAttachments(form: FormKind) {
  const rule = attachmentRules[form];
  // Every message about the files is in the page's language.
  const copy = useSiteCopy().forms.attachmentCopy;
  // The quote form's copy names the Green Button file it also takes.
  const kind: 'photos' | 'quote' | 'resume' =
    rule.maxFiles === 1 ? 'resume' : rule.types.some((t) => (greenButtonTypes as readonly string[]).includes(t)) ? 'quote' : 'photos';
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The newest list, for the checks of files added while others are still being prepared.
  const current = useRef<AttachmentItem[]>([]);
  const pending = useRef(new Set<Promise<unknown>>());

  const commit = (next: AttachmentItem[]) => {
    current.current = next;
    setItems(next);
  };

  const add = useCallback(
    async (chosen: readonly File[]) => {
      setError(null);
      const room = rule.maxFiles - current.current.length;
      if (chosen.length > room) setError(copy.tooMany(rule.maxFiles));
      const taken = chosen.slice(0, Math.max(0, room)).map((file) => ({ key: ++nextKey, chosenName: file.name, source: file }));
      if (!taken.length) return;
      commit([...current.current, ...taken.map(({ key, chosenName }) => ({ key, chosenName }))]);
      setAnnouncement(copy.preparing(taken.map((t) => t.chosenName).join(', ')));
      const errors: string[] = [];
      let added = 0;
      // One at a time: a 12 MP photo decoded is about 48 MB of memory; five at once is too much for a phone.
      const work = (async () => {
        for (const { key, source } of taken) {
          let outcome: PreparedFile | string;
          try {
            outcome = await prepareFile(source, rule, copy.kinds[kind], copy);
          } catch (e) {
            outcome = e instanceof AttachmentError ? e.message : copy.unreadable(source.name);
          }
          const others = current.current.filter((i) => i.key !== key);
          if (!current.current.some((i) => i.key === key)) continue; // removed meanwhile
          const total = others.reduce((sum, i) => sum + (i.file?.blob.size ?? 0), 0);
          if (typeof outcome !== 'string' && total + outcome.blob.size > attachmentLimits.totalBytes) {
            outcome = copy.tooLargeTotal(attachmentLimits.totalBytes / MB);
          }
          if (typeof outcome === 'string') {
            errors.push(outcome);
            commit(others);
          } else {
            added++;
            const file = outcome;
            commit(current.current.map((i) => (i.key === key ? { ...i, file } : i)));
          }
        }
      })();
      pending.current.add(work);
      await work.finally(() => pending.current.delete(work));
      if (errors.length) setError(errors.join(' '));
      setAnnouncement(added ? copy.added(added) : '');
    },
    [rule, kind, copy],
  );

  const remove = useCallback(
    (key: number) => {
      const item = current.current.find((i) => i.key === key);
      commit(current.current.filter((i) => i.key !== key));
      setError(null);
      if (item) setAnnouncement(copy.removed(item.file?.name ?? item.chosenName));
    },
    [copy],
  );

  const clear = useCallback(() => {
    commit([]);
    setError(null);
    setAnnouncement('');
  }, []);

  /** The files to send, once every file still being prepared is ready. */
  const ready = useCallback(async (): Promise<OutboxFile[]> => {
    while (pending.current.size) await Promise.all(pending.current);
    return current.current.flatMap((i) => (i.file ? [{ name: i.file.name, type: i.file.type, blob: i.file.blob }] : []));
  }, []);

  const busy = items.some((i) => !i.file);
  return { form, kind, rule, items, error, announcement, busy, add, remove, clear, ready };
}

export type Attachments = ReturnType<typeof useAttachments>;
