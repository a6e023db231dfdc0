import { isIP } from 'node:net';
import { resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { site } from '@/shared/site';
import { DEFAULT_ALERT_AFTER_MS } from './alerts/state';
import { DEFAULT_LEASE_MS } from './outbox/store';

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds leads.db (without DATABASE_URL) and, without SMTP, the mail/ folder of .eml files. */
  dataDir: string;
  /**
   * postgres:// URL (credentials included): leads, idempotency and rate-limit counters live in
   * PostgreSQL, shared by every instance (docs/decisions/014-postgresql.md). Undefined: SQLite in DATA_DIR.
   */
  databaseUrl: string | undefined;
  /** Connections each instance may hold to DATABASE_URL. */
  databasePoolMax: number;
  /** The longest one request waits on the database in all, before a 503 (docs/decisions/025-hostile-clients.md). */
  databaseDeadlineMs: number;
  /** Absolute; the built site (vite build + prerender). */
  staticDir: string;
  /** smtp:// or smtps:// URL, credentials included; undefined = write .eml files (mailMode files). */
  smtpUrl: string | undefined;
  /** smtp: send through SMTP_URL; files: DATA_DIR/mail/*.eml (the default outside production). */
  mailMode: MailMode;
  mailTo: string;
  mailFrom: string;
  logLevel: LogLevel;
  /** Passed to Express `trust proxy`: false, a hop count or a list of addresses (never true). */
  trustProxy: false | number | string;
  /**
   * Limits on the HTTP server, so slow or piled-up clients cannot use up file descriptors.
   * maxConnectionsPerClient: open connections one address may hold, unless it is a proxy TRUST_PROXY names.
   */
  http: {
    maxConnections: number;
    maxConnectionsPerClient: number;
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /**
   * Uploads (multipart leads) one client may send at once (docs/decisions/025-hostile-clients.md).
   * fileWaitMs: how long a lead's email waits for the files it declared before it goes out
   * without the missing ones (docs/decisions/028-resumable-uploads.md).
   */
  uploads: { perClient: number; fileWaitMs: number };
  /**
   * pollMs: how often idle workers look for leads another process (the leads CLI) made due.
   * leaseMs: how long a claim on a lead holds without renewal (docs/decisions/014-postgresql.md).
   */
  delivery: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number; pollMs: number; leaseMs: number };
  /** New leads per client IP in any sliding window of `windowMs`; replays of stored ids are free. */
  rateLimit: { max: number; windowMs: number };
  /** A form sent sooner than this after it appeared is held as suspected spam (0 = off). */
  spam: { minFillMs: number };
  /** When and where to raise the alarm about leads not reaching the office (server/alerts). */
  alerts: {
    afterMs: number;
    repeatMs: number;
    webhookUrl: string | undefined;
    /** A second SMTP server, so the alarm does not depend on the one that may be broken. */
    email: { smtpUrl: string; from: string; to: string } | undefined;
  };
  /** Bearer token for the detail of /healthz from other machines; without it, loopback only. */
  healthToken: string | undefined;
  /** How long /healthz reuses what it read from the store (docs/decisions/025-hostile-clients.md). */
  health: { cacheMs: number };
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
const mailModes = ['smtp', 'files'] as const;
export type MailMode = (typeof mailModes)[number];

const siteDomain = site.email.slice(site.email.lastIndexOf('@') + 1);
export const defaultMailFrom = `"${site.name} Website" <website@${siteDomain}>`;

// Messages omit the variable name: loadConfig prefixes it from the issue path.
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');

/** postgres:// or postgresql:// with a host (or ?host=/socket/dir) and a database name; pg reads the rest itself. */
export function isDatabaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname !== '' || (url.searchParams.get('host') ?? '') !== '';
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && host && url.pathname.length > 1;
  } catch {
    return false;
  }
}

const databaseUrl = z
  .string()
  .refine(isDatabaseUrl, 'must be a PostgreSQL URL with a database name, e.g. postgres://user:password@db.example.com:5432/sunfield');

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an http:// or https:// URL');

// One or more mailboxes; nodemailer's own parser, so we accept exactly what it will send to.
const mailboxes = z.string().refine((value) => {
  const list = addressparser(value, { flatten: true });
  return list.length > 0 && list.every((a) => /^[^@\s]+@[^@\s]+$/.test(a.address));
}, 'must be an e-mail address, e.g. "Office" <office@example.com>');

/** More hops than this is a typo or a guess: with a count above the real chain, the client picks its own IP. */
export const MAX_TRUSTED_HOPS = 3;
/** The widest IPv4 range a proxy entry may name (a /8 is 16.7 million addresses), and IPv6's. */
const MIN_PREFIX_V4 = 8;
const MIN_PREFIX_V6 = 24;

/**
 * Why a TRUST_PROXY address list is too wide to be "our proxy", or undefined. A range that
 * covers the internet (0.0.0.0/1 twice, ::/0, ::ffff:0:0/96) trusts X-Forwarded-For from every
 * client, exactly what `true` does, so it is refused the same way.
 */
function tooWide(entries: { ip: string; prefix: number | undefined }[]): string | undefined {
  let v4Addresses = 0;
  for (const { ip, prefix } of entries) {
    const v4 = isIP(ip) === 4 || /^::ffff:/i.test(ip);
    // An IPv4-mapped IPv6 range covers IPv4 addresses: its prefix counts from bit 96.
    const bits = prefix === undefined ? undefined : isIP(ip) === 6 && v4 ? prefix - 96 : prefix;
    if (bits === undefined) continue;
    if (v4 ? bits < MIN_PREFIX_V4 : bits < MIN_PREFIX_V6) {
      return `${ip}/${prefix} covers ${v4 ? 'a large part of the IPv4 internet' : 'a large part of the IPv6 internet'}: name your proxy's own addresses (at most /${MIN_PREFIX_V4} for IPv4, /${MIN_PREFIX_V6} for IPv6)`;
    }
    if (v4) v4Addresses += 2 ** (32 - bits);
  }
  // Many narrow ranges can add up to the same thing; two /8s is far above any proxy fleet.
  if (v4Addresses > 2 * 2 ** 24) return "the ranges together cover more than two /8 networks: name your proxy's own addresses";
  return undefined;
}

// Mirrors what Express (proxy-addr) accepts, so a typo fails here and not on the first request.
const trustProxy = z.string().transform((value, ctx): false | number | string => {
  if (value === 'false') return false;
  // `true` trusts X-Forwarded-For from anyone: every client could pick the IP the rate limit counts.
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true trusts X-Forwarded-For from any client; name your proxy instead: a hop count (1 for one proxy in front) or its addresses (e.g. loopback, 10.0.0.5)',
    });
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // A count above the proxies really in front takes an address the client wrote itself.
    if (hops > MAX_TRUSTED_HOPS) {
      ctx.addIssue({
        code: 'custom',
        message: `${hops} hops is more proxies than any deployment here has (at most ${MAX_TRUSTED_HOPS}): count the proxies in front, usually 1, 2 with a CDN`,
      });
    }
    return hops;
  }
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const entries = value.split(',').map((part) => {
    const [ip = '', prefix, extra] = part.trim().split('/');
    return { ip, prefixText: prefix, extra };
  });
  const ok = entries.every(
    ({ ip, prefixText, extra }) =>
      extra === undefined &&
      (named.includes(ip) ? prefixText === undefined : isIP(ip) !== 0 && (prefixText === undefined || /^\d{1,3}$/.test(prefixText))),
  );
  if (!ok) {
    ctx.addIssue({ code: 'custom', message: 'must be false, a hop count or a list of IPs/subnets' });
    return value;
  }
  const wide = tooWide(
    entries
      .filter((e) => !named.includes(e.ip))
      .map((e) => ({ ip: e.ip, prefix: e.prefixText === undefined ? undefined : Number(e.prefixText) })),
  );
  if (wide) ctx.addIssue({ code: 'custom', message: wide });
  return value;
});

/**
 * Why Node's fetch() would refuse this URL on every call, or undefined: credentials in the URL
 * (the Fetch standard forbids them) or a port on its "bad ports" list
 * (https://fetch.spec.whatwg.org/#bad-port). Caught at start, so the alarm cannot fail silently.
 */
export function fetchRefuses(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined; // not a URL at all: the URL check says so
  try {
    new Request(value, { method: 'POST' });
  } catch {
    return 'fetch() refuses URLs with a user name or password in them: put the secret in the path or query, as Slack and Mattermost do';
  }
  const url = new URL(value);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (FETCH_BAD_PORTS.has(port))
    return `fetch() refuses port ${port} (a port of another protocol, https://fetch.spec.whatwg.org/#bad-port)`;
  return undefined;
}

// https://fetch.spec.whatwg.org/#port-blocking, as Node's fetch (undici) applies it.
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

const webhookUrl = httpUrl.superRefine((value, ctx) => {
  const refused = fetchRefuses(value);
  if (refused) ctx.addIssue({ code: 'custom', message: refused });
});

const envSchema = z
  .object({
    PORT: int(0, 65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: databaseUrl.optional(),
    // Two instances at 5 each stay far below the 20-25 connections of small hosted plans.
    DATABASE_POOL_MAX: int(1, 100).default(5),
    // A commit takes milliseconds; 5 s of silence is a database that is not coming back soon,
    // and the browser's outbox keeps the lead and retries a 503.
    DATABASE_DEADLINE_MS: int(100, 60_000).default(5000),
    STATIC_DIR: z.string().default('./dist/client'),
    SMTP_URL: smtpUrl.optional(),
    MAIL_MODE: z.enum(mailModes, `must be one of ${mailModes.join(', ')}`).optional(),
    NODE_ENV: z.string().optional(),
    MAIL_TO: mailboxes.default(site.email),
    MAIL_FROM: mailboxes.default(defaultMailFrom),
    LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    DELIVERY_BASE_DELAY_MS: int(1, 86_400_000).default(5000),
    DELIVERY_MAX_DELAY_MS: int(1, 86_400_000).default(15 * 60_000),
    DELIVERY_MAX_ATTEMPTS: int(1, 10_000).default(50),
    DELIVERY_POLL_MS: int(10, 86_400_000).default(30_000),
    DELIVERY_LEASE_MS: int(1000, 3_600_000).default(DEFAULT_LEASE_MS),
    // 20 per 10 minutes: room for a household (or a mobile carrier's shared IP) sending a
    // quote, an estimate and an application, and a ceiling of 2 a minute for a flood.
    RATE_LIMIT_MAX: int(1, 1_000_000).default(20),
    RATE_LIMIT_WINDOW_MS: int(1000, 86_400_000).default(10 * 60_000),
    // Nobody reads, types and sends a lead form in under 3 s; a script does.
    SPAM_MIN_FILL_MS: int(0, 600_000).default(3000),
    // 512 open sockets is far above what a contractor's site sees, and far below the usual
    // 1024 descriptors a process may hold (the database and mail need some too).
    MAX_CONNECTIONS: int(1, 100_000).default(512),
    // An eighth of them per address: a browser opens 6, an office behind one NAT a few dozen;
    // one client can no longer hold most of the 512.
    MAX_CONNECTIONS_PER_CLIENT: int(1, 100_000).default(64),
    // One upload at a time per client: the browser sends one lead at a time; 4 slowly trickled
    // uploads from one address no longer hold every slot (server/routes/lead-upload.ts).
    UPLOADS_PER_CLIENT: int(1, 1000).default(1),
    // A lead's email waits this long for its declared files, then goes without the missing ones
    // and they follow (docs/decisions/028-resumable-uploads.md).
    FILE_WAIT_MS: int(0, 86_400_000).default(600_000),
    // A lead is at most 16 KB: 15 s is ample on a bad phone connection, and a client that
    // trickles its headers or body (slowloris) loses its socket instead of holding it.
    HEADERS_TIMEOUT_MS: int(1000, 600_000).default(10_000),
    REQUEST_TIMEOUT_MS: int(1000, 600_000).default(15_000),
    KEEP_ALIVE_TIMEOUT_MS: int(100, 600_000).default(5000),
    // Alerts (docs/decisions/013-mail-failures-and-alerts.md): a bad state is told again every
    // 6 h while it lasts, often enough not to be forgotten, rarely enough not to be muted.
    ALERT_AFTER_MS: int(1000, 7 * 86_400_000).default(DEFAULT_ALERT_AFTER_MS),
    ALERT_REPEAT_MS: int(1000, 30 * 86_400_000).default(6 * 3_600_000),
    ALERT_WEBHOOK_URL: webhookUrl.optional(),
    ALERT_EMAIL: mailboxes.optional(),
    ALERT_SMTP_URL: smtpUrl.optional(),
    ALERT_MAIL_FROM: mailboxes.optional(),
    HEALTH_TOKEN: z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 24)').optional(),
    // /healthz is public: at most one read of the store per 5 s, whoever polls and how often.
    HEALTH_CACHE_MS: int(0, 60_000).default(5000),
  })
  .refine((e) => e.REQUEST_TIMEOUT_MS >= e.HEADERS_TIMEOUT_MS, {
    path: ['REQUEST_TIMEOUT_MS'],
    message: 'must be at least HEADERS_TIMEOUT_MS',
    when: ({ value }) => {
      const e = value as Record<string, unknown>;
      return typeof e.REQUEST_TIMEOUT_MS === 'number' && typeof e.HEADERS_TIMEOUT_MS === 'number';
    },
  })
  // Production without a mail server would quietly pile leads up as files nobody reads; that
  // must be a choice (MAIL_MODE=files), not an accident. Elsewhere files are the easy start.
  .superRefine((e, ctx) => {
    const mode = e.MAIL_MODE ?? (e.SMTP_URL ? 'smtp' : undefined);
    if (mode === 'smtp' && !e.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_MODE=smtp' });
    } else if (mode === undefined && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is not set and NODE_ENV=production: set SMTP_URL so leads are mailed, or MAIL_MODE=files to keep them as .eml files in DATA_DIR/mail on purpose',
      });
    }
  })
  .refine((e) => e.ALERT_EMAIL === undefined || e.ALERT_SMTP_URL !== undefined, {
    path: ['ALERT_EMAIL'],
    message: 'needs ALERT_SMTP_URL, a second mail server (the one that carries the leads may be what is broken)',
    when: ({ value }) => typeof (value as Record<string, unknown>).ALERT_EMAIL === 'string',
  })
  .refine((e) => e.DELIVERY_MAX_DELAY_MS >= e.DELIVERY_BASE_DELAY_MS, {
    path: ['DELIVERY_MAX_DELAY_MS'],
    message: 'must be at least DELIVERY_BASE_DELAY_MS',
    // Run even when other variables failed, so one start-up error lists every problem.
    when: ({ value }) => {
      const e = value as Record<string, unknown>;
      return typeof e.DELIVERY_MAX_DELAY_MS === 'number' && typeof e.DELIVERY_BASE_DELAY_MS === 'number';
    },
  });

/**
 * Reads and validates the environment. Throws one Error listing every bad variable, so a
 * misconfigured deploy fails at start-up with the whole story, not at the first lead.
 * Values are never echoed: SMTP_URL carries a password.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // `PORT=` in a compose file or systemd unit means "unset", not "port 0".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  - ${name}: ${issue.message}`;
    });
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mailMode: MailMode = e.MAIL_MODE ?? (e.SMTP_URL ? 'smtp' : 'files');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseDeadlineMs: e.DATABASE_DEADLINE_MS,
    staticDir: resolve(cwd, e.STATIC_DIR),
    smtpUrl: mailMode === 'smtp' ? e.SMTP_URL : undefined,
    mailMode,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    delivery: {
      baseDelayMs: e.DELIVERY_BASE_DELAY_MS,
      maxDelayMs: e.DELIVERY_MAX_DELAY_MS,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
      pollMs: e.DELIVERY_POLL_MS,
      leaseMs: e.DELIVERY_LEASE_MS,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    spam: { minFillMs: e.SPAM_MIN_FILL_MS },
    alerts: {
      afterMs: e.ALERT_AFTER_MS,
      repeatMs: e.ALERT_REPEAT_MS,
      webhookUrl: e.ALERT_WEBHOOK_URL,
      email:
        e.ALERT_EMAIL && e.ALERT_SMTP_URL
          ? { smtpUrl: e.ALERT_SMTP_URL, from: e.ALERT_MAIL_FROM ?? e.MAIL_FROM, to: e.ALERT_EMAIL }
          : undefined,
    },
    healthToken: e.HEALTH_TOKEN,
    health: { cacheMs: e.HEALTH_CACHE_MS },
    uploads: { perClient: e.UPLOADS_PER_CLIENT, fileWaitMs: e.FILE_WAIT_MS },
    http: {
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}
