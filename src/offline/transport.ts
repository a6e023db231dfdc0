import { multipartFields } from '@/shared/lead/attachments';
import type { LeadPayload } from '@/shared/lead/lead';
import type { UploadStatus } from '@/shared/lead/uploads';
import type { OutboxFile } from './db';
import type { UploadProgress } from './uploads';

export const LEAD_ENDPOINT = '/api/send-email';
/** A lead that has had no answer by then is treated as a network failure and retried later. */
const TIMEOUT_MS = 20_000;
/**
 * Files sent in the same request (the multipart form of docs/decisions/017-attachments.md, used
 * only where files cannot be declared and sent in parts) add a second per 50 KB.
 */
const UPLOAD_BYTES_PER_SECOND = 50_000;

export type SendResult =
  | {
      ok: true;
      leadId: string;
      message: string;
      /** Saved on this device and not sent yet (the visitor is offline). */
      queued?: boolean;
      /** A lead that declared files: what its parts carry, and where each file stands (docs/decisions/028-resumable-uploads.md). */
      uploadToken?: string;
      uploads?: (UploadStatus & { position: number })[];
      /** The text is with the server, its files are still on their way. */
      uploading?: UploadProgress;
    }
  | {
      ok: false;
      /** No HTTP answer at all (offline, DNS, reset, timeout). */
      network: boolean;
      status?: number;
      message?: string;
      fields?: Record<string, string>;
      /** The server's Retry-After, in ms from now. */
      retryAfterMs?: number;
      /** The server has the lead's text; these files are still to send (docs/decisions/028-resumable-uploads.md). */
      uploading?: UploadProgress;
    };

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3), capped at an hour. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 3_600_000) : undefined;
}

/**
 * A lead alone is JSON; with files it is multipart with the `lead` field first, then one
 * `files` part each, in order (docs/decisions/017-attachments.md). The browser sets the boundary.
 */
function requestBody(payload: LeadPayload, files: readonly OutboxFile[]): { body: BodyInit; headers: Record<string, string> } {
  if (!files.length) return { body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  form.append(multipartFields.lead, JSON.stringify(payload));
  for (const file of files) form.append(multipartFields.files, file.blob, file.name);
  return { body: form, headers: {} };
}

/**
 * Posts one lead, with its files if it has any. The id travels in the body and as
 * Idempotency-Key, so a retry is harmless. Only our API's own JSON `success: true` counts as
 * delivered: a captive portal or proxy that answers 200 with its own page has not delivered anything.
 */
export async function postLead(
  payload: LeadPayload,
  { files = [], fetchImpl = fetch }: { files?: readonly OutboxFile[]; fetchImpl?: typeof fetch } = {},
): Promise<SendResult> {
  let res: Response;
  let body: { success?: unknown; message?: unknown; leadId?: unknown; fields?: unknown; uploadToken?: unknown; uploads?: unknown } | null;
  const request = requestBody(payload, files);
  const timeoutMs = TIMEOUT_MS + Math.round((files.reduce((sum, f) => sum + f.blob.size, 0) / UPLOAD_BYTES_PER_SECOND) * 1000);
  try {
    res = await fetchImpl(LEAD_ENDPOINT, {
      method: 'POST',
      headers: { ...request.headers, 'Idempotency-Key': payload.id },
      body: request.body,
      // Older Safari has no AbortSignal.timeout; it then waits for the browser's own timeout.
      ...(typeof AbortSignal.timeout === 'function' && { signal: AbortSignal.timeout(timeoutMs) }),
    });
    body = (await res.json().catch(() => null)) as typeof body;
  } catch {
    return { ok: false, network: true };
  }
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (res.ok && body?.success === true) {
    return {
      ok: true,
      leadId: typeof body.leadId === 'string' ? body.leadId : '',
      message: message ?? '',
      ...(typeof body.uploadToken === 'string' && Array.isArray(body.uploads)
        ? { uploadToken: body.uploadToken, uploads: body.uploads as (UploadStatus & { position: number })[] }
        : {}),
    };
  }
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
  return {
    ok: false,
    network: false,
    status: res.status,
    ...(message && { message }),
    ...(fields && { fields }),
    ...(retryAfterMs !== undefined && { retryAfterMs }),
  };
}
