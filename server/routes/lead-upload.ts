import type { RequestHandler, Response } from 'express';
import { finished } from 'node:stream';
import type { Logger } from 'pino';
import { MAX_MULTIPART_BYTES, readMultipart } from '../attachments/read-multipart';
import type { ReceivedFile } from '../attachments/prepare';
import { UploadError } from '../attachments/upload-error';
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

type Reject = (res: Response, status: number, message: string) => void;

/**
 * Reads a multipart lead (server/attachments/read-multipart.ts): the `lead` field becomes
 * req.body, as express.json would have made it, and the files go to res.locals. JSON requests
 * pass through untouched. A refused upload is answered at once with Connection: close, and
 * the rest of its body is not read beyond a short grace, so a 1 GB post costs us nothing.
 */
export function leadUpload({
  log,
  reject,
  maxUploads = DEFAULT_MAX_UPLOADS,
}: {
  log: Logger;
  reject: Reject;
  maxUploads?: number;
}): RequestHandler {
  let inFlight = 0;
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
    if (inFlight >= maxUploads) return refuse(new UploadError(503, 'The server is busy with other uploads. Please try again shortly.'));
    inFlight++;
    // Once the answer is sent or the client is gone the buffers are free. `finished` also calls
    // back for a response that closed before this line (a client that left while an earlier
    // step, e.g. a PostgreSQL rate-limit count, was waiting); 'close' would never come for it
    // and the slot would be lost for good.
    finished(res, () => inFlight--);
    readMultipart(req).then(
      ({ leadText, files }) => {
        try {
          req.body = JSON.parse(leadText) as unknown;
        } catch {
          return refuse(new UploadError(400, 'The request body is not valid JSON.'));
        }
        res.locals.files = files;
        next();
      },
      (error: unknown) => {
        if (error instanceof UploadError) refuse(error);
        else next(error);
      },
    );
  };
}
