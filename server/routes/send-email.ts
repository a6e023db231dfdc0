import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod/mini';
import { leadSchema } from '@/shared/lead/lead';
import { leadMessages } from '@/shared/lead/messages';
import { prepareFiles } from '../attachments/prepare';
import { UploadError } from '../attachments/upload-error';
import type { Config } from '../config';
import type { NewLeadFile } from '../outbox/record';
import type { AcceptResult, Outbox } from '../outbox/store';
import { leadRateLimit, type RateLimitStores } from '../security/rate-limit';
import { sameOriginPosts } from '../security/same-origin';
import { spamReason } from '../security/spam';
import { attachmentRules } from '@/shared/lead/attachments';
import { leadFilesRouter, type LeadFilesDeps } from './lead-files';
import { filesSkipped, leadUpload, MULTIPART_TYPE, receivedFiles } from './lead-upload';
import { createStoreBudget, DEFAULT_DATABASE_DEADLINE_MS, storeBudget, StoreTimeout } from './store-budget';

export interface SendEmailDeps {
  config: Pick<Config, 'rateLimit' | 'spam'> & Partial<Pick<Config, 'databaseDeadlineMs'>> & { uploads?: Partial<Config['uploads']> };
  outbox: Pick<Outbox, 'accept' | 'knows' | 'get' | 'uploads'> & LeadFilesDeps['outbox'];
  worker: { wake(): void };
  /** Where the rate limits count; default in memory. */
  rateLimitStores?: RateLimitStores;
  /** Multipart uploads held in memory at once (server/routes/lead-upload.ts). */
  maxUploads?: number;
  logger: Logger;
  /** A new lead was held as suspected spam: the alerter tells the owner (docs/decisions/008-spam-quarantine.md). */
  onHeld?: () => void;
}

/** Every API error has this shape (docs/decisions/001-lead-api-contract.md); `fields` only on 422. */
export function apiError(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ success: false, message, ...(fields ? { fields } : {}) });
}

/** The first message per top-level field, which is what a form shows next to its input. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  // No prototype: a visitor's key named `__proto__` is then just a key, reported like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
    } else if (issue.path[0] !== undefined) {
      fields[String(issue.path[0])] ??= issue.message;
    }
  }
  return fields;
}

/** FILE_WAIT_MS unless set (server/config.ts): 10 minutes. */
export const DEFAULT_FILE_WAIT_MS = 600_000;

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

// Leads are a few KB; 16 KB leaves room for a 5000-character message fully entity-encoded.
const jsonBody = express.json({ limit: '16kb', strict: true });
const onlyJson: express.RequestHandler = (req, res, next) =>
  JSON_TYPE.test(req.get('content-type') ?? '') ? jsonBody(req, res, next) : next();

/** POST /api/send-email: validate, store durably, wake the worker, answer. Mounted under /api. */
export function sendEmailRouter({ config, outbox, worker, rateLimitStores, maxUploads, logger, onHeld }: SendEmailDeps): express.Router {
  const router = express.Router();
  const log = logger.child({ route: 'send-email' });
  const limits = leadRateLimit({ config, knows: (id) => outbox.knows(id), stores: rateLimitStores, logger, reject: apiError });
  const upload = leadUpload({ log, reject: apiError, maxUploads, perClient: config.uploads?.perClient });

  router.post(
    '/send-email',
    (_req, res, next) => {
      // One allowance for every wait on the store in this request (store-budget.ts).
      res.locals.storeBudget = createStoreBudget(config.databaseDeadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS);
      next();
    },
    // Before anything else: a post another site made our visitor's browser send is not read at all.
    sameOriginPosts({ log, reject: apiError }),
    (req, res, next) => {
      // A lead is JSON, or JSON plus files as multipart (docs/decisions/017-attachments.md).
      // Checked before reading the body, so a url-encoded form or text is never parsed.
      const type = req.get('content-type') ?? '';
      if (!JSON_TYPE.test(type) && !MULTIPART_TYPE.test(type)) {
        log.warn({ reqId: req.id, contentType: req.get('content-type') ?? null }, 'lead rejected: not JSON');
        apiError(res, 415, 'Send the lead as JSON (Content-Type: application/json), or with files as multipart/form-data.');
        return;
      }
      // express.json would read an empty body as {}; say what is wrong instead of listing 7 fields.
      if (req.get('content-length') === '0') {
        log.warn({ reqId: req.id }, 'lead rejected: empty body');
        apiError(res, 400, 'The request body is empty.');
        return;
      }
      next();
    },
    onlyJson,
    // After the JSON body parser: the replay exemption reads the body's id. Unreadable bodies
    // were refused just above, cheaply and without storing anything. Before an upload is read:
    // a client over its limit does not get to send 15 MB first (its Idempotency-Key header is
    // the id the replay exemption reads).
    ...limits,
    upload,
    async (req: Request, res: Response) => {
      const body: unknown = req.body;
      if (body === undefined) {
        log.warn({ reqId: req.id }, 'lead rejected: empty body');
        apiError(res, 400, 'The request body is empty.'); // no body at all: express.json leaves it unset
        return;
      }
      const key = req.get('idempotency-key');
      const bodyId = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
      if (key !== undefined && key !== bodyId) {
        log.warn({ reqId: req.id }, 'lead rejected: Idempotency-Key does not match id');
        apiError(res, 400, 'The Idempotency-Key header must equal the id in the body.');
        return;
      }
      const parsed = leadSchema.safeParse(body);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        // Field names only: the messages are ours, but the values are the visitor's. So are the
        // names of unknown keys (any text, any length, terminal escapes): only their count.
        const known = Object.keys(fields).filter((key) => Object.hasOwn(leadSchema.shape, key));
        const unknownKeys = Object.keys(fields).length - known.length;
        log.warn({ reqId: req.id, fields: known, unknownKeys }, 'lead rejected: validation failed');
        const named = Object.keys(fields).length > 0;
        const message = named ? leadMessages.checkFields : 'The lead is not in the expected format.';
        apiError(res, 422, message, named ? fields : undefined);
        return;
      }
      // A replay of a stored lead whose files were dropped unread: answered with the stored lead's
      // id. Should it have been deleted since (`leads forget`), the client is told to send again,
      // and that upload is read in full.
      if (filesSkipped(res)) {
        const stored = await storeBudget(res)
          .wait(outbox.get(parsed.data.id))
          .catch(() => undefined);
        if (!stored) {
          res.set('Retry-After', '5');
          apiError(res, 503, leadMessages.unexpected);
          return;
        }
        // A service worker of the version before resumable uploads may replay, as one multipart
        // request, a lead the new page posted with its files declared: its files were dropped
        // unread, so it must not hear "delivered" (and drop the lead with its photos) while those
        // files are still arriving in parts (docs/decisions/028-resumable-uploads.md).
        const arriving = await storeBudget(res)
          .wait(outbox.uploads(stored.leadId))
          .then((uploads) => uploads.some((u) => u.state === 'receiving'))
          .catch(() => true);
        if (arriving) {
          log.info({ reqId: req.id, leadId: stored.leadId }, 'multipart replay of a lead whose files are still arriving: try later');
          res.set('Retry-After', '60');
          apiError(res, 503, leadMessages.unexpected);
          return;
        }
        log.info(
          { reqId: req.id, leadId: stored.leadId, form: parsed.data.form, duplicate: true },
          'lead accepted: replay, files not read',
        );
        res.status(200).set('Cache-Control', 'no-store').json({ success: true, message: leadMessages.quoteSuccess, leadId: stored.leadId });
        return;
      }
      // Files declared to follow in parts (docs/decisions/028-resumable-uploads.md): as many as
      // the form takes, and never beside files sent in this very request.
      const declared = parsed.data.files ?? [];
      if (declared.length > 0 && (MULTIPART_TYPE.test(req.get('content-type') ?? '') || filesSkipped(res))) {
        log.warn({ reqId: req.id, form: parsed.data.form }, 'lead rejected: files both declared and sent');
        apiError(res, 400, 'Declare the files to send them in parts, or send them with the lead, not both.');
        return;
      }
      if (declared.length > attachmentRules[parsed.data.form].maxFiles) {
        log.warn({ reqId: req.id, form: parsed.data.form }, 'lead rejected: too many files declared');
        apiError(res, 413, `This form takes at most ${attachmentRules[parsed.data.form].maxFiles} file(s).`);
        return;
      }
      // Files are judged once the lead is known valid: which types and how many depend on its form.
      let files: NewLeadFile[];
      try {
        files = await prepareFiles(parsed.data.form, receivedFiles(res));
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        log.warn(
          { reqId: req.id, status: error.status, reason: error.message, form: parsed.data.form },
          'lead rejected: attachment refused',
        );
        apiError(res, error.status, error.message);
        return;
      }
      const quarantine = spamReason(parsed.data, config);
      // Resolves once the row is committed and synced (synchronous=FULL in SQLite,
      // synchronous_commit=on in PostgreSQL): only then do we say 200.
      let stored: AcceptResult;
      try {
        const now = Date.now();
        const filesDueAt = now + (config.uploads?.fileWaitMs ?? DEFAULT_FILE_WAIT_MS);
        stored = await storeBudget(res).wait(outbox.accept(parsed.data, now, quarantine, files, { filesDueAt }));
      } catch (error) {
        // The store cannot take it (disk full, database unreachable or hung): 503 tells the
        // browser's outbox to keep the lead and try again (docs/decisions/001-lead-api-contract.md).
        // A commit that lands after a timeout is found by that retry, under the same id.
        if (error instanceof StoreTimeout)
          log.error({ reqId: req.id, form: parsed.data.form }, 'lead not stored: the database did not answer in time');
        else log.error({ reqId: req.id, err: error, form: parsed.data.form }, 'lead not stored: the database refused the write');
        res.set('Retry-After', '10');
        apiError(res, 503, leadMessages.unexpected);
        return;
      }
      const { leadId, duplicate, samePayload } = stored;
      if (duplicate && !samePayload) log.warn({ reqId: req.id, leadId }, 'lead id reused with different content; kept the first');
      if (quarantine && !duplicate)
        log.warn({ reqId: req.id, leadId, form: parsed.data.form, reason: quarantine }, 'lead quarantined as suspected spam');
      else log.info({ reqId: req.id, leadId, form: parsed.data.form, duplicate, files: files.length }, 'lead accepted');
      if (!duplicate && !quarantine) worker.wake();
      if (!duplicate && quarantine) onHeld?.();
      // A quarantined lead gets the very same answer: a robot learns nothing from it. A lead
      // that declared files learns where to send them and how far each one got (a replay after a
      // cut answer resumes from there).
      const uploads =
        stored.uploadToken !== undefined
          ? {
              uploadToken: stored.uploadToken,
              uploads: (
                await storeBudget(res)
                  .wait(outbox.uploads(leadId))
                  .catch(() => [])
              ).map((u) => ({ position: u.position, offset: u.received, size: u.size, state: u.state })),
            }
          : {};
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .json({ success: true, message: leadMessages.quoteSuccess, leadId, ...uploads });
    },
  );

  router.use(
    leadFilesRouter({
      outbox,
      worker,
      logger,
      fileWaitMs: config.uploads?.fileWaitMs ?? DEFAULT_FILE_WAIT_MS,
      databaseDeadlineMs: config.databaseDeadlineMs,
      reject: apiError,
    }),
  );

  router.all('/send-email', (_req, res) => {
    res.set('Allow', 'POST');
    apiError(res, 405, 'Use POST to send a lead.');
  });

  // Anything else under /api is not a page: JSON 404, never the HTML not-found page.
  router.use((_req, res) => apiError(res, 404, 'Not found.'));

  router.use(bodyErrors(log));
  return router;
}

/** body-parser errors (413, 400, 415) as API JSON; anything else goes on to the app's handler. */
function bodyErrors(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
    if (typeof status !== 'number' || status < 400 || status >= 500 || typeof type !== 'string') {
      next(error);
      return;
    }
    log.warn({ reqId: req.id, status, type }, 'lead rejected: unreadable body');
    const messages: Record<number, string> = {
      413: 'The request is too large.',
      415: 'Unsupported request encoding.',
    };
    apiError(res, status, messages[status] ?? 'The request body is not valid JSON.');
  };
}
