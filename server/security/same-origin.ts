import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { site } from '@/shared/site';
import { closeAfterAnswer } from '../routes/close-after-answer';

export const CROSS_SITE_MESSAGE = 'Leads are accepted only from this website.';

const siteHost = new URL(site.url).host.toLowerCase();

/** The Origin's host:port if it is this server's (as the browser addressed it) or the site's own. */
function isOwnOrigin(origin: string, req: Request): boolean {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    host = url.host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a file:// page) and anything else unreadable
  }
  // req.host is the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY names.
  return host === req.host.toLowerCase() || host === siteHost;
}

/**
 * Refuses a lead a browser posted for another site (docs/decisions/025-hostile-clients.md). A
 * multipart or text/plain POST needs no CORS preflight, so any page on the web could make its
 * visitors send leads and files here; the browser says where a request comes from, and that is
 * what is checked:
 * - `Sec-Fetch-Site` (every current browser sends it): `same-origin` passes (our pages and our
 *   service worker's replays), and `none` (the visitor's own action, never a page's);
 *   `cross-site` and `same-site` (another subdomain) are refused.
 * - Without it (Safari before 16.4), `Origin`, which browsers send on every POST: it must be
 *   this server as the browser addressed it (Host, or X-Forwarded-Host from a trusted proxy) or
 *   the site's own URL. `null` is refused.
 * - With neither header the request is not from a browser (curl, an integration, the tests):
 *   it passes. No web page can send a POST without them, so this leaves no way in for the
 *   cross-site case, and an API client needs no header it would have to fake.
 * Answered 403 JSON before the body is read; the browser outbox keeps nothing of a 403 it
 * could not have made itself.
 */
export function sameOriginPosts({
  log,
  reject,
}: {
  log: Logger;
  reject: (res: Response, status: number, message: string) => void;
}): RequestHandler {
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const allowed =
      fetchSite !== undefined ? fetchSite === 'same-origin' || fetchSite === 'none' : origin === undefined || isOwnOrigin(origin, req);
    if (allowed) return next();
    // Which site sent it is not personal data, and tells the owner who is abusing the form.
    log.warn(
      { reqId: req.id, fetchSite: fetchSite?.slice(0, 20) ?? null, origin: origin?.slice(0, 100) ?? null },
      'lead rejected: cross-site post',
    );
    closeAfterAnswer(req, res); // the body (maybe 15 MB of files) is not read
    reject(res, 403, CROSS_SITE_MESSAGE);
  };
}
