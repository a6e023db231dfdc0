import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { type NextFunction, type Response } from 'express';
import { resolveSlug } from '../../src/features/landing/resolve-slug';

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
 * anything else is 404.html with a real 404 status (decisions.md: never a soft 200).
 * express.static does files (also sitemap.xml and robots.txt); only the rest is code here.
 */
export function staticSite(staticDir: string): express.Router {
  const router = express.Router();
  let built = false;

  const files = express.static(staticDir, {
    index: false, // pages are resolved below, without a trailing slash
    redirect: false,
    dotfiles: 'allow', // safeSegments already refused every dot-segment except .well-known
    etag: true,
    lastModified: true,
    cacheControl: false, // set per file below
    setHeaders(res, filePath) {
      const assets = relative(staticDir, filePath).startsWith(`assets${sep}`);
      res.setHeader('Cache-Control', assets ? IMMUTABLE : REVALIDATE);
    },
  });

  const page = (status: number, file: string, res: Response, next: NextFunction, headers: Record<string, string> = {}) => {
    res.status(status).sendFile(
      file,
      { root: staticDir, dotfiles: 'allow', cacheControl: false, acceptRanges: status === 200, headers: { 'Cache-Control': REVALIDATE, ...headers } },
      (error?: NodeJS.ErrnoException) => {
        // Nothing to answer when the visitor went away or the response is under way.
        if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
        if (status === 404) res.type('text/plain').send('Not found');
        else next(error);
      },
    );
  };
  const notFound = (res: Response, next: NextFunction) => page(404, '404.html', res, next);

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
    if (safeSegments(req.path) === undefined) return notFound(res, next);
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

  router.use(files);

  // Not a file: a prerendered page (`/contact` -> contact/index.html), a landing slug, or the not-found page.
  router.use((req, res, next) => {
    const segments = safeSegments(req.path) ?? [];
    if (isFile(join(staticDir, ...segments, 'index.html'))) page(200, [...segments, 'index.html'].join('/'), res, next);
    else if (segments.length === 1) landing(req.path.slice(1), req.originalUrl, res, next);
    else notFound(res, next);
  });

  /**
   * /{slug} without a prerendered file (decisions.md "Topic landing pages"; the same resolver as
   * the router): an alias is a 301 to its canonical URL; a known topic in an unknown town is
   * the shell, which the client renders, marked noindex for crawlers that run no script; an
   * unknown topic in a known town is 'Content Not Available' with a 404; the rest is not found.
   * Nothing of the requested path is ever written into a response body.
   */
  const landing = (slug: string, originalUrl: string, res: Response, next: NextFunction) => {
    const result = resolveSlug(slug);
    if (result.kind === 'redirect') {
      const q = originalUrl.indexOf('?');
      res.redirect(301, `/${result.slug}${q === -1 ? '' : originalUrl.slice(q)}`);
    } else if (result.kind === 'page') {
      page(200, 'shell.html', res, next, { 'X-Robots-Tag': 'noindex' });
    } else if (result.kind === 'unavailable') {
      page(404, 'content-not-available.html', res, next);
    } else {
      notFound(res, next);
    }
  };

  return router;
}
