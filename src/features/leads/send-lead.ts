import type { OutboxFile } from '@/offline/db';
import { deliverNow, queueLead } from '@/offline/outbox';
import { replaySoon, requestBackgroundSync, requestPersistentStorage } from '@/offline/page';
import { classify } from '@/offline/rules';
import { postLead, type SendResult } from '@/offline/transport';
import type { LeadPayload } from '@/shared/lead/lead';

export { LEAD_ENDPOINT, type SendResult } from '@/offline/transport';

/** Posts one lead directly, without the outbox (used only when IndexedDB is unavailable). */
export const sendLead = (payload: LeadPayload, files: readonly OutboxFile[] = []) => postLead(payload, { files });

// A function, so TypeScript does not narrow navigator.onLine across the awaits.
const isOffline = () => navigator.onLine === false;

/** The answer, and how many files the device could not keep with the lead (0 almost always). */
export type SubmitResult = SendResult & {
  filesLeftOut?: number;
  /** Queued although online: the link did not carry it yet, the outbox's retries will. */
  weakLink?: boolean;
};

/**
 * Submits a lead through the outbox (docs/decisions/004-offline-outbox.md): it is written to IndexedDB first,
 * then sent. Offline, it stays there and the visitor is told it is saved; online, the answer is
 * returned as before. A failed send stays in the outbox and is retried by the replays; the
 * form still shows the error of docs/behaviour.md#forms, and a resend of the same text reuses the same id.
 * Without IndexedDB (blocked storage) it is a plain send, as the site worked before.
 */
export async function submitLead(
  payload: LeadPayload,
  options: { replaces?: string | undefined; files?: readonly OutboxFile[] } = {},
): Promise<SubmitResult> {
  let filesLeftOut: number;
  try {
    ({ filesLeftOut } = await queueLead(payload, options));
  } catch {
    return sendLead(payload, options.files);
  }
  const queued = (): SubmitResult => ({ ok: true, queued: true, leadId: payload.id, message: '', filesLeftOut });
  requestPersistentStorage();
  if (isOffline()) {
    requestBackgroundSync();
    return queued();
  }
  // Files the device could not keep still go with this first send; only a replay lacks them.
  const result = await deliverNow(payload.id, {}, filesLeftOut ? options.files : []);
  if (result.ok || classify(result).kind !== 'retry') return result.ok ? result : { ...result, filesLeftOut };
  // Not through yet, but saved on this device and sent by the outbox's retries: that is what the
  // visitor is told, never an error beside a lead that is in fact waiting (docs/behaviour.md#forms).
  requestBackgroundSync();
  replaySoon();
  return { ...queued(), weakLink: true, ...(result.uploading && { uploading: result.uploading }) };
}
