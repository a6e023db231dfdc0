import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { recordedScriptHashes } from './csp-hashes';

/**
 * Powerful features the site never uses, switched off for it and anything it could embed.
 * Only names Chromium knows: an unknown one is logged as an error in every visitor's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

// A year, as the HSTS preload list asks; no includeSubDomains, because an owner's other
// subdomains (webmail, a router page) may not all speak HTTPS yet.
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;
const MANY_HASHES = 10;

/**
 * Security headers for every response (site and API): helmet's set, a strict CSP and a
 * Permissions-Policy. HTTPS-only headers (HSTS, upgrade-insecure-requests) are sent only when
 * the request came over TLS, directly or through a trusted proxy (`req.secure`), so a plain
 * http://localhost never gets told to switch to a port that does not speak TLS.
 */
export function securityHeaders(staticDir: string, logger: Logger): RequestHandler[] {
  const hashes = recordedScriptHashes(staticDir);
  let warned = false;
  const scriptSources = () => {
    const found = hashes() ?? [];
    if (found.length > MANY_HASHES && !warned) {
      warned = true;
      logger.warn({ count: found.length }, 'many distinct inline scripts in the build; move them to files');
    }
    return found.join(' ');
  };

  const csp = (tls: boolean) =>
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // JSON-LD blocks are data, not scripts; the only inline code is the build's, by hash.
        scriptSrc: ["'self'", scriptSources],
        scriptSrcAttr: ["'none'"],
        // No 'unsafe-inline': stylesheets come from /assets, and no markup has style="…". A
        // page's own inline critical CSS is added by its hash to that page's response only
        // (server/routes/static.ts).
        styleSrc: ["'self'"],
        // data: for the select arrow the stylesheet draws as an inline SVG.
        imgSrc: ["'self'", 'data:'],
        // Fonts, fetches, the manifest and the service worker fall back to default-src 'self':
        // naming them again would only lengthen every response (docs/decisions/020-first-window.md).
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: tls ? [] : null,
      },
    });
  const cspPlain = csp(false);
  const cspTls = csp(true);
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_S, includeSubDomains: false });

  return [
    helmet({
      contentSecurityPolicy: false, // set below, per request
      strictTransportSecurity: false, // set below, over TLS only
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Headers for browsers and plug-ins long gone, left out: every byte of a page's response
      // counts in its first round trip (docs/decisions/020-first-window.md). X-XSS-Protection
      // only switched off an auditor no current browser has; X-Download-Options was for IE 8;
      // X-Permitted-Cross-Domain-Policies guards policy files for Flash, and the site serves
      // none; X-DNS-Prefetch-Control: off is what browsers already do on HTTPS pages;
      // X-Frame-Options says what the CSP's frame-ancestors 'none' says, for browsers (IE 11,
      // pre-2016 engines) that cannot run this site's scripts or service worker anyway.
      xFrameOptions: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (!req.secure) return cspPlain(req, res, next);
      hsts(req, res, () => cspTls(req, res, next));
    },
  ];
}
