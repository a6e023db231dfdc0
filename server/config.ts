import { isIP } from 'node:net';
import { resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { site } from '@/shared/site';

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds leads.db and, without SMTP, the mail/ folder of .eml files. */
  dataDir: string;
  /** Absolute; the built site (vite build + prerender). */
  staticDir: string;
  /** smtp:// or smtps:// URL, credentials included; undefined = write .eml files. */
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  logLevel: LogLevel;
  /** Passed to Express `trust proxy`: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  /** How often idle workers look for leads another process (the leads CLI) made due. */
  delivery: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number; pollMs: number };
  /** New leads per client IP in any sliding window of `windowMs`; replays of stored ids are free. */
  rateLimit: { max: number; windowMs: number };
  /** A form sent sooner than this after it appeared is held as suspected spam (0 = off). */
  spam: { minFillMs: number };
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

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

// One or more mailboxes; nodemailer's own parser, so we accept exactly what it will send to.
const mailboxes = z.string().refine((value) => {
  const list = addressparser(value, { flatten: true });
  return list.length > 0 && list.every((a) => /^[^@\s]+@[^@\s]+$/.test(a.address));
}, 'must be an e-mail address, e.g. "Office" <office@example.com>');

// Mirrors what Express (proxy-addr) accepts, so a typo fails here and not on the first request.
const trustProxy = z.string().transform((value, ctx): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const ok = value.split(',').every((part) => {
    const [ip = '', prefix] = part.trim().split('/');
    return named.includes(ip) || (isIP(ip) !== 0 && (prefix === undefined || /^\d+$/.test(prefix)));
  });
  if (!ok) ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of IPs/subnets' });
  return value;
});

const envSchema = z
  .object({
    PORT: int(0, 65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    STATIC_DIR: z.string().default('./dist/client'),
    SMTP_URL: smtpUrl.optional(),
    MAIL_TO: mailboxes.default(site.email),
    MAIL_FROM: mailboxes.default(defaultMailFrom),
    LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    DELIVERY_BASE_DELAY_MS: int(1, 86_400_000).default(5000),
    DELIVERY_MAX_DELAY_MS: int(1, 86_400_000).default(15 * 60_000),
    DELIVERY_MAX_ATTEMPTS: int(1, 10_000).default(50),
    DELIVERY_POLL_MS: int(10, 86_400_000).default(30_000),
    // 20 per 10 minutes: room for a household (or a mobile carrier's shared IP) sending a
    // quote, an estimate and an application, and a ceiling of 2 a minute for a flood.
    RATE_LIMIT_MAX: int(1, 1_000_000).default(20),
    RATE_LIMIT_WINDOW_MS: int(1000, 86_400_000).default(10 * 60_000),
    // Nobody reads, types and sends a lead form in under 3 s; a script does.
    SPAM_MIN_FILL_MS: int(0, 600_000).default(3000),
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    staticDir: resolve(cwd, e.STATIC_DIR),
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    delivery: {
      baseDelayMs: e.DELIVERY_BASE_DELAY_MS,
      maxDelayMs: e.DELIVERY_MAX_DELAY_MS,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
      pollMs: e.DELIVERY_POLL_MS,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    spam: { minFillMs: e.SPAM_MIN_FILL_MS },
  };
}
