import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../config';
import { startServer, type RunningServer } from '../index';
import { openOutbox } from '../outbox/outbox';
import { openPgOutbox } from '../outbox/pg/pg-outbox';
import { openSqliteStore } from '../outbox/sqlite-store';
import type { Outbox } from '../outbox/store';

export interface TestServerOptions {
  dataDir: string;
  smtpUrl?: string;
  /** postgres:// URL: the server keeps its leads there instead of DATA_DIR/leads.db. */
  databaseUrl?: string;
  staticDir?: string;
  /** Extra environment, e.g. { DELIVERY_MAX_ATTEMPTS: '3' }. */
  env?: Record<string, string>;
}

export interface TestServer extends RunningServer {
  config: Config;
  /** Every log line the server wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  post(body: unknown, init?: { headers?: Record<string, string>; raw?: string }): Promise<Response>;
}

/**
 * The real server (startServer) on 127.0.0.1, a random port, a temp data folder and fast
 * retry delays, with its log captured so tests can check what it would have written.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    STATIC_DIR: options.staticDir ?? join(options.dataDir, 'no-build'),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    MAIL_TO: '"Sunfield Office" <office@sunfield.example.com>',
    DELIVERY_BASE_DELAY_MS: '20',
    DELIVERY_MAX_DELAY_MS: '100',
    DELIVERY_POLL_MS: '200',
    // Tests (and the browser specs, all from 127.0.0.1) send many leads quickly; the rate limit
    // and the fill-time rule have their own tests, which set these explicitly.
    RATE_LIMIT_MAX: '100000',
    // Likewise the per-client caps on uploads and connections: every test client is 127.0.0.1.
    UPLOADS_PER_CLIENT: '1000',
    // Tests watch /healthz change within moments; its cache has a test of its own (health.test.ts).
    HEALTH_CACHE_MS: '100',
    MAX_CONNECTIONS_PER_CLIENT: '100000',
    SPAM_MIN_FILL_MS: '0',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const running = await startServer(config, {
    logger,
    smtpTimeouts: { connectionTimeout: 1000, greetingTimeout: 1000, socketTimeout: 2000 },
    shutdownGraceMs: 1000,
  });
  const post: TestServer['post'] = (body, init = {}) =>
    fetch(`${running.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.raw ?? JSON.stringify(body),
    });
  return { ...running, config, logs, post };
}

/** A second connection to the same leads.db, for looking at what the server stored (synchronous, SQLite only). */
export function inspectOutbox(dataDir: string) {
  return openOutbox(dataDir);
}

/** The store a server with this DATA_DIR or DATABASE_URL uses, opened as a second instance would. */
export function inspectStore(target: { dataDir: string; databaseUrl?: string }): Promise<Outbox> {
  return target.databaseUrl ? openPgOutbox(target.databaseUrl, { poolMax: 2 }) : Promise.resolve(openSqliteStore(target.dataDir));
}

/** A lead as the browser sends it: visitor text entity-encoded (only < > " '). */
export function wirePayload(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    form: 'quote',
    name: 'Jane O&#39;Brien',
    email: 'jane.obrien@example.net',
    phone: '+16615550123',
    service: 'new-solar',
    message: 'Roof faces south.\nBill is about $300/month.',
    ...overrides,
  };
}
