import { timingSafeEqual } from 'node:crypto';
import { finished } from 'node:stream';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { uploadHeaders, uploadLimits, type UploadStatus } from '@/shared/lead/uploads';
import { prepareFile, sha256 } from '../attachments/prepare';
import { UploadError } from '../attachments/upload-error';
import type { UploadTarget } from '../outbox/record';
import type { Outbox } from '../outbox/store';
import { clientKey } from '../security/rate-limit';
import { sameOriginPosts } from '../security/same-origin';
import { closeAfterAnswer } from './close-after-answer';
import { createStoreBudget, DEFAULT_DATABASE_DEADLINE_MS, storeBudget } from './store-budget';

export interface LeadFilesDeps {
  outbox: Pick<Outbox, 'uploadTarget' | 'storePart' | 'partBytes' | 'finishUpload'>;
  worker: { wake(): void };
  logger: Logger;
  /** FILE_WAIT_MS: how long late files gather before their follow-up email. */
  fileWaitMs: number;
  databaseDeadlineMs?: number;
  reject: (res: Response, status: number, message: string) => void;
  /** Parts read at once, for everyone and per client (each at most 256 KB in memory). */
  maxParts?: number;
  partsPerClient?: number;
}

const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITION = /^[1-9]$/;
const OFFSET = /^\d{1,9}$/;
const BUSY = 'The server is busy with other uploads. Please try again shortly.';
const NOT_YOURS = 'This upload belongs to another request.';

const sameToken = (given: string | undefined, stored: string | null) => {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The answer every upload request ends with: where the file stands. */
function status(res: Response, code: number, target: Pick<UploadTarget, 'received' | 'size' | 'state'>, extra: object = {}) {
  const body: UploadStatus & { success: boolean } = {
    success: code < 300,
    offset: target.received,
    size: target.size,
    state: target.state,
  };
  res
    .status(code)
    .set('Cache-Control', 'no-store')
    .set(uploadHeaders.offset, String(target.received))
    .set(uploadHeaders.length, String(target.size))
    .json({ ...body, ...extra });
}

/**
 * Resumable file uploads (docs/decisions/028-resumable-uploads.md). Mounted under /api:
 *
 * - `HEAD|GET /leads/{client id}/files/{n}`: how many bytes of declared file n are stored
 *   (`Upload-Offset`), its size, and whether it is complete or was refused.
 * - `PATCH` on the same path, `Upload-Offset: <where this part starts>`, the part as the body
 *   (256 KB at most, with a Content-Length): stored and committed before the 200, only if it
 *   starts exactly at the stored end (else 409 with the stored offset, nothing stored) and stays
 *   within the declared size (else 413). A cut part stores nothing. The last part joins the file,
 *   checks its SHA-256 against the declared one, and runs it through the file-safety pipeline
 *   of a multipart upload (server/attachments/prepare.ts); a refusal (422 hash, 415 type) is
 *   final for that file, never for its lead.
 *
 * Every request shows the lead's `Upload-Token` (given only in the answer to the lead's own
 * POST, which needed the lead's client id); a wrong one is 403, an unknown lead or file 404.
 * Cross-site requests are refused as for leads (docs/decisions/025-hostile-clients.md), and one
 * client reads at most `partsPerClient` parts at once.
 */
export function leadFilesRouter({
  outbox,
  worker,
  logger,
  fileWaitMs,
  databaseDeadlineMs = DEFAULT_DATABASE_DEADLINE_MS,
  reject,
  maxParts = 32,
  partsPerClient = 2,
}: LeadFilesDeps): express.Router {
  const router = express.Router();
  const log = logger.child({ route: 'lead-files' });
  const readPart = express.raw({ type: () => true, limit: uploadLimits.maxPartBytes });
  let inFlight = 0;
  const byClient = new Map<string, number>();

  /** Finds the declared file, or answers 404/403. */
  const target =
    (options: { refuseEarly: boolean }): RequestHandler =>
    async (req, res, next) => {
      res.locals.storeBudget = createStoreBudget(databaseDeadlineMs);
      const { id, n } = req.params as { id?: string; n?: string };
      const refuse = (code: number, message: string) => {
        if (options.refuseEarly) closeAfterAnswer(req, res);
        reject(res, code, message);
      };
      if (!id || !n || !CLIENT_ID.test(id) || !POSITION.test(n)) return refuse(404, 'No such upload.');
      let found: UploadTarget | undefined;
      try {
        found = await storeBudget(res).wait(outbox.uploadTarget(id.toLowerCase(), Number(n)));
      } catch (error) {
        log.error({ reqId: req.id, err: error }, 'upload not looked up: the database did not answer');
        res.set('Retry-After', '5');
        return refuse(503, BUSY);
      }
      if (!found) return refuse(404, 'No such upload.');
      if (!sameToken(req.get(uploadHeaders.token), found.uploadToken)) {
        log.warn({ reqId: req.id, leadId: found.leadId, position: found.position }, 'upload part refused: wrong upload token');
        return refuse(403, NOT_YOURS);
      }
      res.locals.upload = found;
      next();
    };

  const current = (res: Response) => res.locals.upload as UploadTarget;

  router.head('/leads/:id/files/:n', target({ refuseEarly: false }), (_req, res) => status(res, 200, current(res)));
  router.get('/leads/:id/files/:n', target({ refuseEarly: false }), (_req, res) => status(res, 200, current(res)));

  router.patch(
    '/leads/:id/files/:n',
    sameOriginPosts({ log, reject }),
    (req, res, next) => {
      const refuse = (code: number, message: string) => {
        closeAfterAnswer(req, res);
        if (code === 503) res.set('Retry-After', '2');
        reject(res, code, message);
      };
      const length = req.get('content-length');
      if (length === undefined || !/^\d+$/.test(length)) return refuse(411, 'Send each part with a Content-Length.');
      if (Number(length) > uploadLimits.maxPartBytes) return refuse(413, 'The part is too large.');
      if (!OFFSET.test(req.get(uploadHeaders.offset) ?? '')) return refuse(400, `Send the part's ${uploadHeaders.offset}.`);
      const client = clientKey(req.ip);
      const theirs = byClient.get(client) ?? 0;
      if (theirs >= partsPerClient || inFlight >= maxParts) return refuse(503, BUSY);
      inFlight++;
      byClient.set(client, theirs + 1);
      finished(res, () => {
        inFlight--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
      next();
    },
    target({ refuseEarly: true }),
    (req, res, next) => {
      const file = current(res);
      const offset = Number(req.get(uploadHeaders.offset));
      const length = Number(req.get('content-length'));
      if (file.state !== 'receiving' || offset !== file.received) {
        // Finished already (a repeated last part), refused, or a part that is not the next one
        // (repeated, early, or after a cut): nothing is stored, the client learns where to go on.
        closeAfterAnswer(req, res);
        if (file.state === 'refused') return status(res, 422, file, { message: file.reason });
        // A crash between the last part and the file's check leaves it whole but unchecked: the
        // client's empty part at the end finishes it.
        if (file.state === 'receiving' && offset === file.size && file.received === file.size && length === 0) return next();
        return status(res, file.state === 'complete' ? 200 : 409, file);
      }
      if (offset + length > file.size) {
        closeAfterAnswer(req, res);
        log.warn({ reqId: req.id, leadId: file.leadId, position: file.position }, 'upload part refused: past the declared size');
        return reject(res, 413, `File ${file.position} is larger than declared.`);
      }
      readPart(req, res, next);
    },
    async (req: Request, res: Response) => {
      const file = current(res);
      const offset = Number(req.get(uploadHeaders.offset));
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        if (body.length > 0) {
          const part = await storeBudget(res).wait(outbox.storePart(file.leadId, file.position, offset, body, Date.now()));
          if (!part.stored) return status(res, 409, { ...file, received: part.received });
          file.received = part.received;
        }
        if (file.received < file.size) return status(res, 200, file);
        await finish(req, res, file);
      } catch (error) {
        // Not stored (or not known to be): the client asks where the file stands and sends again.
        log.error({ reqId: req.id, leadId: file.leadId, position: file.position, err: error }, 'upload part not stored');
        res.set('Retry-After', '5');
        reject(res, 503, BUSY);
      }
    },
  );

  /** The last byte is in: check the whole file, keep it or refuse it, and wake the worker if its email is due. */
  async function finish(req: Request, res: Response, file: UploadTarget) {
    const bytes = await outbox.partBytes(file.leadId, file.position);
    const context = { reqId: req.id, leadId: file.leadId, position: file.position };
    let outcome: Parameters<Outbox['finishUpload']>[2];
    let refusal: UploadError | undefined;
    if (bytes.length !== file.size || sha256(bytes) !== file.sha256) {
      refusal = new UploadError(400, `File ${file.position} did not arrive as it was declared (its SHA-256 differs).`);
      outcome = { refused: refusal.message };
    } else {
      try {
        outcome = { file: await prepareFile(file.form, file.position, { bytes, originalName: file.originalName }) };
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        refusal = error;
        outcome = { refused: error.message };
      }
    }
    const { due } = await outbox.finishUpload(file.leadId, file.position, outcome, Date.now(), fileWaitMs);
    if (due) worker.wake();
    if (refusal) {
      log.warn({ ...context, reason: refusal.message }, 'uploaded file refused');
      return status(res, refusal.status === 400 ? 422 : refusal.status, { ...file, state: 'refused' }, { message: refusal.message });
    }
    log.info({ ...context, size: file.size }, 'uploaded file complete');
    status(res, 200, { ...file, state: 'complete' });
  }

  router.all('/leads/:id/files/:n', (_req, res) => {
    res.set('Allow', 'GET, HEAD, PATCH');
    reject(res, 405, 'Use PATCH to send a part, HEAD or GET to ask where an upload stands.');
  });
  return router;
}
