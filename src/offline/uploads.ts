import { uploadHeaders, uploadLimits, uploadPath, type DeclaredFile, type UploadStatus } from '@/shared/lead/uploads';
import type { OutboxFile, UploadState } from './db';

/**
 * The browser's side of the resumable uploads (docs/decisions/028-resumable-uploads.md), the
 * same in pages and the service worker: each file goes in parts, each part acknowledged by the
 * server once stored, so a cut costs one part, never the file. Timeouts follow progress: a part
 * is sized to take a few seconds at the rate the previous ones achieved, and it is cut only
 * when it takes several times longer than that; a part that fails is tried again after 1, 2 and
 * 4 s before the attempt ends and the outbox's own retries take over.
 */

/** How long one part should take at the measured rate. */
const PART_SECONDS = 4;
/** A part is cut when it takes this many times longer than expected, and never before MIN_PART_TIMEOUT_MS. */
const STALL_FACTOR = 4;
const MIN_PART_TIMEOUT_MS = 10_000;
/** Quick tries of a failed part within one attempt, after these waits. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000];

export const sha256Hex = async (blob: Blob): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** Whether this browser can hash files (crypto.subtle exists only in secure contexts). */
export const canDeclareFiles = () => typeof crypto === 'object' && typeof crypto.subtle?.digest === 'function';

/** The declaration a lead carries for its files: size, type, name and a SHA-256 of each. */
export async function declareFiles(files: readonly OutboxFile[]): Promise<DeclaredFile[]> {
  const declared: DeclaredFile[] = [];
  for (const f of files) {
    declared.push({ size: f.blob.size, sha256: await sha256Hex(f.blob), type: f.type.slice(0, 100), name: f.name.slice(0, 1000) });
  }
  return declared;
}

export interface UploadProgress {
  /** Files complete (or refused: they will not be sent) of all declared. */
  filesDone: number;
  files: number;
  bytesDone: number;
  bytes: number;
  /** Every file is a photo (the visitor reads "photos"), else "files". */
  photos: boolean;
}

export const progressOf = (upload: UploadState, files: readonly { blob: Blob; type: string }[]): UploadProgress => {
  const done = upload.states.filter((s) => s !== 'receiving').length;
  const bytes = files.reduce((sum, f) => sum + f.blob.size, 0);
  const bytesDone = files.reduce((sum, f, i) => sum + (upload.states[i] === 'receiving' ? (upload.offsets[i] ?? 0) : f.blob.size), 0);
  return { filesDone: done, files: files.length, bytesDone, bytes, photos: files.every((f) => f.type.startsWith('image/')) };
};

export type PartAnswer = { ok: true; status: UploadStatus; httpStatus: number } | { ok: false; network: true };

export interface UploadDeps {
  fetchImpl?: typeof fetch;
  /** Renews the outbox lock before each part (offline/lock.ts). */
  keepAlive?: () => Promise<void>;
  /** Called after every acknowledged part, with the state to keep and the progress to show. */
  onProgress?: (upload: UploadState, progress: UploadProgress) => Promise<void> | void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one part (or asks where the file stands, with `part` undefined). */
export async function sendPart(
  leadId: string,
  position: number,
  token: string,
  offset: number,
  part: Blob | undefined,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PartAnswer> {
  const headers: Record<string, string> = { [uploadHeaders.token]: token };
  if (part) {
    headers[uploadHeaders.offset] = String(offset);
    headers['Content-Type'] = 'application/offset+octet-stream';
  }
  try {
    const res = await fetchImpl(uploadPath(leadId, position), {
      method: part ? 'PATCH' : 'GET',
      headers,
      ...(part && { body: part }),
      cache: 'no-store',
      ...(typeof AbortSignal.timeout === 'function' && { signal: AbortSignal.timeout(timeoutMs) }),
    });
    const body = (await res.json().catch(() => null)) as Partial<UploadStatus> | null;
    if (typeof body?.offset === 'number' && typeof body.state === 'string') {
      return { ok: true, httpStatus: res.status, status: { offset: body.offset, size: body.size ?? 0, state: body.state } };
    }
    // A refusal that no retry can change (the lead was deleted, not ours, a part too large): final
    // for this file. Anything else (5xx, 429, a captive portal's page) is tried again later.
    if (res.status >= 400 && res.status < 500 && ![408, 425, 429].includes(res.status)) {
      return { ok: true, httpStatus: res.status, status: { offset: 0, size: 0, state: 'refused' } };
    }
    return { ok: false, network: true };
  } catch {
    return { ok: false, network: true };
  }
}

/**
 * Sends what is left of every declared file, from the offsets the server last told. Resolves
 * with the state to keep: every file `complete` or `refused` means done; anything still
 * `receiving` means the link gave out, and the outbox tries again later from there.
 */
export async function uploadFiles(
  leadId: string,
  files: readonly OutboxFile[],
  start: UploadState,
  deps: UploadDeps = {},
): Promise<UploadState> {
  const { fetchImpl = fetch, keepAlive = async () => {}, onProgress = () => {}, sleep = defaultSleep, now = Date.now } = deps;
  // Everything else the state holds (the lead's id) is kept with each acknowledged part.
  const upload: UploadState = { ...start, offsets: [...start.offsets], states: [...start.states] };
  // Bytes per second; unknown at first, so the first part is small.
  let rate = 0;
  let partBytes: number = uploadLimits.firstPartBytes;
  for (const [index, file] of files.entries()) {
    const position = index + 1;
    let failures = 0;
    while (upload.states[index] === 'receiving') {
      await keepAlive();
      const offset = upload.offsets[index] ?? 0;
      const size = file.blob.size;
      // The last byte may be in already (a lost answer): an empty part at the end finishes the file.
      const part = file.blob.slice(offset, Math.min(size, offset + partBytes));
      const expectedMs = rate > 0 ? (part.size / rate) * 1000 : (part.size / 4_000) * 1000;
      const started = now();
      const answer = await sendPart(
        leadId,
        position,
        upload.token,
        offset,
        part,
        Math.round(Math.max(MIN_PART_TIMEOUT_MS, expectedMs * STALL_FACTOR)),
        fetchImpl,
      );
      if (!answer.ok) {
        // Cut or stalled: ask where the file stands once the link answers again, after a pause.
        if (failures >= RETRY_WAITS_MS.length) return upload;
        await sleep(RETRY_WAITS_MS[failures++]!);
        const where = await sendPart(leadId, position, upload.token, 0, undefined, MIN_PART_TIMEOUT_MS, fetchImpl);
        if (where.ok) apply(upload, index, where.status);
        partBytes = Math.max(uploadLimits.minPartBytes, Math.floor(partBytes / 2));
        continue;
      }
      const { status, httpStatus } = answer;
      if (httpStatus === 200 && part.size > 0 && status.offset === offset + part.size) {
        // Acknowledged: measure, and size the next part to take about PART_SECONDS.
        const seconds = Math.max(0.05, (now() - started) / 1000);
        const measured = part.size / seconds;
        rate = rate > 0 ? rate * 0.5 + measured * 0.5 : measured;
        partBytes = Math.round(Math.min(uploadLimits.maxPartBytes, Math.max(uploadLimits.minPartBytes, rate * PART_SECONDS)));
        failures = 0;
      }
      // 4xx other than 409 is final for this file (refused, or past its size): it will not be sent.
      if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 409) apply(upload, index, { ...status, state: 'refused' });
      else apply(upload, index, status);
      await onProgress(upload, progressOf(upload, files));
    }
  }
  return upload;
}

function apply(upload: UploadState, index: number, status: UploadStatus) {
  upload.offsets[index] = status.offset;
  upload.states[index] = status.state;
}
