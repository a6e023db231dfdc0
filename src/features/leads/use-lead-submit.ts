import { useEffect, useMemo, useRef, useState } from 'react';
import type { StatusKind } from '@/components/form/form-status';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useLocale } from '@/components/i18n/use-locale';
import type { OutboxFile } from '@/offline/db';
import { subscribeOutbox } from '@/offline/events';
import type { UploadProgress } from '@/offline/uploads';
import { watchLead } from '@/offline/watched';
import { classify } from '@/offline/rules';
import type { LeadPayload } from '@/shared/lead/lead';
import type { Locale } from '@/shared/i18n/locales';
import { localizeLeadMessage } from '@/shared/lead/localize-message';
import { leadMessages } from '@/shared/lead/messages';
import { leadMessagesEs } from '@/shared/lead/messages-es';
import { shortRef } from '@/shared/lead/reference';
import { newLeadId } from './lead-id';
import { submitLead, type SubmitResult } from './send-lead';

export interface SubmitState {
  busy: boolean;
  kind: StatusKind | null;
  message: string | null;
  /** While files are on their way: the share of their bytes the server has (0 to 1). */
  progress?: number;
  /** After a success the server answered: the lead's reference (src/shared/lead/reference.ts). */
  reference?: string;
}

interface Options {
  success: string;
  /** Show the server's own message when it refuses a lead (the application form, spec §8). */
  serverMessageOnError?: boolean;
}

// The same files (the very same Blobs) give the same key, so a resend reuses the lead's id.
const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 0;
const filesKey = (files: readonly OutboxFile[]) =>
  files.map((f) => {
    if (!blobIds.has(f.blob)) blobIds.set(f.blob, ++nextBlobId);
    return blobIds.get(f.blob);
  });

/** What the visitor reads about the outcome, in the page's language (the site copy). */
interface Texts {
  forms: ReturnType<typeof useSiteCopy>['forms'];
  offline: ReturnType<typeof useSiteCopy>['offline']['offlineText'];
  unexpected: string;
}

/** "Saved on this phone, sending photos (2 of 5)" with its bar (docs/behaviour.md#forms). */
const uploadingState = (p: UploadProgress, t: Texts): SubmitState => ({
  busy: false,
  kind: 'uploading',
  message: (p.photos ? t.offline.sendingPhotos : t.offline.sendingFiles)(p.filesDone, p.files),
  progress: p.bytes > 0 ? p.bytesDone / p.bytes : 0,
});

/** The outcome, with a plain word when the device had no room to keep the files too. */
const withFilesNote = (message: string, result: SubmitResult, t: Texts) =>
  result.filesLeftOut ? `${message} ${t.forms.attachmentCopy.notStored(result.filesLeftOut)}` : message;

/**
 * The server's own words for a refusal, in the page's language. It answers in English; a text
 * the catalogue does not know would be English on a Spanish page, so that page says the
 * general failure instead.
 */
const serverMessage = (message: string, locale: Locale, t: Texts) => localizeLeadMessage(message, locale) ?? t.forms.leadText.sendFailed;

/**
 * Runs one lead submission and tracks what the visitor sees (docs/behaviour.md#forms): busy while sending,
 * then success, an error, or "saved on this device" when offline. Each submit clears the previous
 * error; a success stays until the next result. Sending the very same content again after a
 * failure reuses its id, so a request that reached the server but lost its answer is not emailed
 * twice; sending edited content replaces the earlier version still waiting in the outbox.
 * A lead saved offline (or kept after a failed send) turns into the success message when the
 * outbox delivers it.
 */
export function useLeadSubmit({ success, serverMessageOnError = false }: Options) {
  const locale = useLocale();
  const copy = useSiteCopy();
  const t = useMemo<Texts>(
    () => ({
      forms: copy.forms,
      offline: copy.offline.offlineText,
      unexpected: (locale === 'es' ? leadMessagesEs : leadMessages).unexpected,
    }),
    [copy, locale],
  );
  const [state, setState] = useState<SubmitState>({ busy: false, kind: null, message: null });
  const last = useRef<{ key: string; id: string } | null>(null);
  const waitingId = useRef<string | null>(null);
  // The reference a "delivered" event brought for a lead, for a send of it that ends after the event.
  const delivered = useRef<{ id: string; reference: string } | null>(null);

  // The lead this form shows the state of: the app's outbox notices leave it out (one notice per send).
  const unwatch = useRef<(() => void) | null>(null);
  const follow = (id: string) => {
    unwatch.current?.();
    unwatch.current = watchLead(id);
    waitingId.current = id;
  };
  useEffect(() => () => unwatch.current?.(), []);

  useEffect(
    () =>
      subscribeOutbox((event) => {
        if (event.type === 'changed' || !waitingId.current) return;
        if (event.type === 'progress') {
          if (event.id === waitingId.current) setState((s) => ({ ...uploadingState(event.progress, t), busy: s.busy }));
          return;
        }
        const id = waitingId.current;
        if (!event.ids.includes(id)) return;
        // Still watched (until the next submit or the form goes): the notices' own listener may
        // hear this same event after this one, and must not count it as a saved request sent.
        waitingId.current = null;
        // Delivered later by the outbox (page or service worker): the server's id rides on the event.
        const leadId = event.type === 'delivered' ? event.leadIds?.[id] : undefined;
        if (leadId) delivered.current = { id, reference: shortRef(leadId) };
        setState(
          event.type === 'delivered'
            ? { busy: false, kind: 'success', message: success, ...(leadId && { reference: shortRef(leadId) }) }
            : { busy: false, kind: 'error', message: t.offline.rejectedInline },
        );
      }),
    [success, t],
  );

  /** `files` waits for files still being prepared (a photo takes a moment to downscale). */
  async function submit(
    build: (id: string) => LeadPayload,
    files: () => Promise<readonly OutboxFile[]> = () => Promise.resolve([]),
  ): Promise<SubmitResult | null> {
    setState((s) => (s.kind === 'error' ? { busy: true, kind: null, message: null } : { ...s, busy: true }));
    try {
      const attached = await files();
      const key = JSON.stringify([build(''), filesKey(attached)]);
      const previous = last.current;
      const id = previous?.key === key ? previous.id : newLeadId();
      last.current = { key, id };
      // Followed from before it is queued: its progress shows here, and no outbox notice repeats it.
      follow(id);
      const result = await submitLead(build(id), { replaces: previous?.id, files: attached });
      if (result.ok) {
        last.current = null;
        if (!result.queued) waitingId.current = null;
        if (result.queued && result.uploading) setState(uploadingState(result.uploading, t));
        else if (result.queued)
          setState({
            busy: false,
            kind: 'queued',
            message: withFilesNote(result.weakLink ? t.offline.queuedRetry : t.offline.queued, result, t),
          });
        // The server's lead id (a queued lead's is not known here): its reference goes with the success.
        // A lead a replay delivered while this send waited has no id in this answer: the reference
        // its "delivered" event brought stays.
        else {
          const reference = result.leadId
            ? shortRef(result.leadId)
            : delivered.current?.id === id
              ? delivered.current.reference
              : undefined;
          setState({ busy: false, kind: 'success', message: success, ...(reference && { reference }) });
        }
      } else {
        // Kept in the outbox and retried (no IndexedDB): if it goes out later, this form says so.
        if (classify(result).kind !== 'retry') waitingId.current = null;
        const message =
          serverMessageOnError && !result.network && result.message
            ? serverMessage(result.message, locale, t)
            : t.forms.leadText.sendFailed;
        setState({ busy: false, kind: 'error', message: withFilesNote(message, result, t) });
      }
      return result;
    } catch {
      waitingId.current = null;
      setState({ busy: false, kind: 'error', message: t.unexpected });
      return null;
    }
  }

  return { state, submit };
}
