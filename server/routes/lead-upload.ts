import type { RequestHandler, Response } from 'express';
import { finished } from 'node:stream';
import type { Logger } from 'pino';
import { MAX_MULTIPART_BYTES, readMultipart } from '../attachments/read-multipart';
import type { ReceivedFile } from '../attachments/prepare';
import { UploadError } from '../attachments/upload-error';
import { clientKey, isReplay } from '../security/rate-limit';
import { closeAfterAnswer } from './close-after-answer';

export const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * Uploads held in memory at once. Each is at most 15 MB (docs/decisions/017-attachments.md), so
 * 4 bound the process at about 60 MB of files however many clients connect; more answer 503
 * with Retry-After, which the browser's outbox treats as "try again shortly".
 */
export const DEFAULT_MAX_UPLOADS = 4;

/** The files read from a multipart lead, for the route's handler; absent for JSON leads. */
export const receivedFiles = (res: Response): ReceivedFile[] => (res.locals.files as ReceivedFile[] | undefined) ?? [];

/** True when the body was a replay of a stored lead whose files were read and dropped (lead-upload.ts). */
export const filesSkipped = (res: Response): boolean => res.locals.filesSkipped === true;

type Reject = (res: Response, status: number, message: string) => void;

const BUSY = 'The server is busy with other uploads. Please try again shortly.';

/**
 * Reads a multipart lead (server/attachments/read-multipart.ts): the `lead` field becomes
 * req.body, as express.json would have made it, and the files go to res.locals. JSON requests
 * pass through untouched. A refused upload is answered at once with Connection: close, and
 * the rest of its body is not read beyond a short grace, so a 1 GB post costs us nothing.
 *
 * Who may upload at once (docs/decisions/025-hostile-clients.md): `maxUploads` uploads in
 * memory for the whole server, and `perClient` uploads of any kind per client (its IP, as the
 * rate limit counts it), so one address that trickles uploads slowly holds one slot, not all of
 * them. A replay of a lead already stored (the rate limit looked it up) is read to its end but
 * its files are dropped as they arrive: it takes no memory and no slot, only its client's turn.
 */
export function leadUpload({
  log,
  reject,
  maxUploads = DEFAULT_MAX_UPLOADS,
  perClient = 1,
}: {
  log: Logger;
  reject: Reject;
  maxUploads?: number;
  perClient?: number;
}): RequestHandler {
  let inFlight = 0;
  const byClient = new Map<string, number>();
  return (req, res, next) => {
    if (!MULTIPART_TYPE.test(req.get('content-type') ?? '')) return next();
    const refuse = (error: UploadError) => {
      log.warn({ reqId: req.id, status: error.status, reason: error.message }, 'lead rejected: upload refused');
      closeAfterAnswer(req, res);
      if (error.status === 503) res.set('Retry-After', '5');
      reject(res, error.status, error.message);
    };
    const declared = Number(req.get('content-length') ?? NaN);
    if (declared > MAX_MULTIPART_BYTES) return refuse(new UploadError(413, 'The request is too large.'));
    const replay = isReplay(res);
    const client = clientKey(req.ip);
    const theirs = byClient.get(client) ?? 0;
    if (theirs >= perClient || (!replay && inFlight >= maxUploads)) return refuse(new UploadError(503, BUSY));
    byClient.set(client, theirs + 1);
    if (!replay) inFlight++;
    // Once the answer is sent or the client is gone the buffers are free. `finished` also calls
    // back for a response that closed before this line (a client that left while an earlier
    // step, e.g. a PostgreSQL rate-limit count, was waiting); 'close' would never come for it
    // and the slot would be lost for good.
    finished(res, () => {
      if (!replay) inFlight--;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    readMultipart(req, { keepFiles: !replay }).then(
      ({ leadText, files }) => {
        try {
          req.body = JSON.parse(leadText) as unknown;
        } catch {
          return refuse(new UploadError(400, 'The request body is not valid JSON.'));
        }
        res.locals.files = files;
        res.locals.filesSkipped = replay;
        next();
      },
      (error: unknown) => {
        if (error instanceof UploadError) refuse(error);
        else next(error);
      },
    );
  };
}
