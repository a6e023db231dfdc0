import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Locale } from '@/shared/i18n/locales';
import { resolveSpanishSlug } from '@/shared/slug/resolve-spanish-slug';
import { resolveSlug } from '@/shared/slug/resolve-slug';
import { pageStyleHashes, withStyleSources } from '../security/csp-hashes';
import { pickVariant } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate every time (ETag makes that a cheap 304): HTML, sw.js and the manifest must never
// be stale, or a deploy would leave visitors on an old service worker.
const REVALIDATE = 'no-cache';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The decoded path as a list of segments, or undefined when it must not reach the disk:
 * undecodable, null bytes, backslashes, `..` (also as %2e%2e) or dot-segments other than
 * /.well-known (RFC 8615).
 */
function safeSegments(rawPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  const ok = segments.every((s, i) => !s.startsWith('.') || (i === 0 && s === '.well-known'));
  return ok ? segments : undefined;
}

/**
 * Serves the prerendered build in `staticDir` (index.html, <path>/index.html, 404.html, assets/):
 * hashed files under /assets/ cached for a year, everything else revalidated; `/x` is
 * `x/index.html`; `/x/` redirects to `/x`; landing slugs as described at `landing` below;
 * anything else is 404.html with a real 404 status (docs/behaviour.md#not-found: never a soft 200).
 * Text files go out as the Brotli or gzip twin the build wrote (static-files.ts).
 */
const NOINDEX = { 'X-Robots-Tag': 'noindex' };

export function staticSite(staticDir: string): express.Router {
  const router = express.Router();
  let built = false;
  const styleHashes = pageStyleHashes(staticDir);

  /**
   * Sends `relPath` (a file the build wrote) with its cache policy, as its Brotli or gzip twin
   * when the client takes one. `send` does conditional GET, HEAD and ranges.
   */
  const send = (status: number, relPath: string, req: Request, res: Response, next: NextFunction, extra: Record<string, string> = {}) => {
    const variant = pickVariant(staticDir, relPath, req.get('accept-encoding'));
    const cache = relPath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
    // A page's own inline critical CSS, allowed by its hash in this response's policy only.
    const page = relPath.endsWith('.html');
    const policy = res.getHeader('Content-Security-Policy');
    if (page && typeof policy === 'string') {
      res.setHeader('Content-Security-Policy', withStyleSources(policy, styleHashes(relPath)));
    }
    // Cross-Origin-Resource-Policy keeps a response out of another site's <img> or <script>, which
    // matters for what is private to the visitor. A page is public, the same for everyone (no
    // cookie, nothing personal), and browsers already refuse HTML to those elements (ORB), so on a
    // page it only took 44 bytes of the first round trip (docs/decisions/020-first-window.md).
    // Assets and API answers keep it.
    if (page) res.removeHeader('Cross-Origin-Resource-Policy');
    res.status(status).sendFile(
      variant.file,
      {
        root: staticDir,
        dotfiles: 'allow', // safeSegments already refused every dot-segment except .well-known
        cacheControl: false,
        etag: status === 200,
        // A page revalidates by its ETag alone, and is never asked for in ranges: two headers
        // fewer in its first round trip (docs/decisions/020-first-window.md).
        lastModified: status === 200 && !page,
        acceptRanges: status === 200 && !page,
        headers: { 'Cache-Control': cache, ...variant.headers, ...extra },
      },
      (error?: NodeJS.ErrnoException) => {
        // Nothing to answer when the visitor went away or the response is under way.
        if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
        if (status === 404) res.type('text/plain').send('Not found');
        else next(error);
      },
    );
  };
  // Under /es the not-found page speaks Spanish (docs/decisions/018-spanish.md).
  const notFound = (req: Request, res: Response, next: NextFunction) =>
    send(404, /^\/es(\/|$)/.test(req.path) && isFile(join(staticDir, 'es', '404.html')) ? 'es/404.html' : '404.html', req, res, next);

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    // The API works without a build (and its tests need none); pages say what is missing.
    built ||= existsSync(join(staticDir, 'index.html'));
    if (!built) {
      res.status(503).set('Retry-After', '30').type('text/plain').send('Site not built: run npm run build');
      return;
    }
    if (safeSegments(req.path) === undefined) return notFound(req, res, next);
    if (req.path.length > 1 && req.path.endsWith('/')) {
      // One canonical URL per page. Collapse leading slashes: `//evil.example/` must not become
      // the protocol-relative `//evil.example`.
      const path = `/${req.path.replace(/^\/+|\/+$/g, '')}`;
      const q = req.originalUrl.indexOf('?');
      res.redirect(301, path + (q === -1 ? '' : req.originalUrl.slice(q)));
      return;
    }
    next();
  });

  // A file (assets, sw.js, sitemap.xml...), a prerendered page (`/contact` -> contact/index.html),
  // a landing slug, or the not-found page.
  router.use((req, res, next) => {
    const segments = safeSegments(req.path) ?? [];
    const file = segments.join('/');
    // The offline shell is no page of its own: a crawler that finds it is told not to index it.
    if (segments.length && isFile(join(staticDir, ...segments))) send(200, file, req, res, next, file === 'shell.html' ? NOINDEX : {});
    else if (isFile(join(staticDir, ...segments, 'index.html'))) send(200, [...segments, 'index.html'].join('/'), req, res, next);
    else if (segments.length === 1) landing(req.path.slice(1), req, res, next);
    else if (segments.length === 2 && segments[0] === 'es') landing(segments[1]!, req, res, next, 'es');
    else notFound(req, res, next);
  });

  /**
   * /{slug} without a prerendered file (docs/decisions/006-landing-pages.md; the same resolver as
   * the router): an alias is a 301 to its canonical URL; a known topic in an unknown town is
   * the shell, which the client renders, marked noindex for crawlers that run no script; an
   * unknown topic in a known town is 'Content Not Available' with a 404; the rest is not found.
   * Nothing of the requested path is ever written into a response body.
   */
  const landing = (slug: string, req: Request, res: Response, next: NextFunction, locale: Locale = 'en') => {
    const originalUrl = req.originalUrl;
    // /es/{slug}: the Spanish topic slugs, same rules (docs/decisions/018-spanish.md).
    const result = locale === 'es' ? resolveSpanishSlug(slug) : resolveSlug(slug);
    const prefix = locale === 'es' ? '/es/' : '/';
    if (result.kind === 'redirect') {
      const q = originalUrl.indexOf('?');
      res.redirect(301, `${prefix}${result.slug}${q === -1 ? '' : originalUrl.slice(q)}`);
    } else if (result.kind === 'page') {
      send(200, 'shell.html', req, res, next, NOINDEX);
    } else if (result.kind === 'unavailable') {
      send(404, locale === 'es' ? 'es/content-not-available.html' : 'content-not-available.html', req, res, next);
    } else {
      notFound(req, res, next);
    }
  };

  return router;
}
