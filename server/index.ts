import { existsSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { pino, type Logger } from 'pino';
import { site } from '@/shared/site';
import { alertsFromConfig } from './alerts/from-config';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { createTransport, type SmtpTimeouts } from './mail/transport';
import { createWorker } from './outbox/worker';
import { capConnectionsPerClient } from './security/connection-cap';
import { openStorage } from './storage';

export interface RunningServer {
  /** e.g. http://localhost:3000 (the real port when PORT=0). */
  url: string;
  /** Where leads go: "SMTP host:port" or "files in …/mail". */
  mail: string;
  /** Where leads are kept: "SQLite …/leads.db" or "PostgreSQL host:port/db". */
  storage: string;
  /** This process's lease owner (host:pid:nonce), as leads it claims record it. */
  instanceId: string;
  /** Stops accepting connections, lets requests and the send in flight finish, closes the db. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  smtpTimeouts?: SmtpTimeouts;
  /** How long close() lets open requests run before cutting them. */
  shutdownGraceMs?: number;
}

/** config -> storage -> transport -> worker -> app -> listen. Used by main and by tests. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const storage = await openStorage(config, logger);
  const { outbox, rateLimitStores } = storage;
  const transport = createTransport(config, logger, options.smtpTimeouts);
  // The alarm reads the outbox on its own timer and after every attempt (docs/decisions/013-mail-failures-and-alerts.md).
  const alerts = alertsFromConfig({ config, outbox, logger, smtpTimeouts: options.smtpTimeouts });
  const worker = createWorker({ outbox, transport, config, logger, onAttempt: () => alerts.poke() });
  let stopping = false;
  const app = createApp({ config, outbox, worker, rateLimitStores, logger, stopping: () => stopping, onHeld: () => alerts.poke() });
  const server = createServer(
    {
      // Node checks the header and request timeouts on this interval (default 30 s), so a
      // 15 s limit could otherwise hold a socket for 45 s.
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
    },
    app,
  );
  // Beyond this many open sockets new ones are closed at once, before they can use up the
  // process's file descriptors (which the database and the mail transport need too).
  server.maxConnections = config.http.maxConnections;
  // Nor may one address hold most of them; a proxy TRUST_PROXY names is many clients, not one.
  capConnectionsPerClient(server, {
    max: config.http.maxConnectionsPerClient,
    isProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    logger,
  });
  // One line per 10 s at most: a flood must not turn into a flood of log lines.
  let dropped = 0;
  let dropLogAt = 0;
  server.on('drop', () => {
    dropped++;
    if (Date.now() - dropLogAt < 10_000) return;
    dropLogAt = Date.now();
    logger.warn({ component: 'http', dropped, maxConnections: config.http.maxConnections }, 'connections dropped: too many open');
    dropped = 0;
  });

  const release = async () => {
    await worker.stop();
    await alerts.stop();
    transport.close();
    await storage.close();
  };

  worker.start();
  alerts.start();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await release();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      logger.info({ component: 'shutdown' }, 'shutting down: no new connections, finishing requests');
      // HTTP first: a request still running may be storing a lead, which needs the db open.
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection that goes idle after its last answer would hold close() open
      // until its keep-alive timeout; close those as they go idle.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
      cut.unref();
      await drained;
      clearInterval(idle);
      clearTimeout(cut);
      await release();
      logger.info({ component: 'shutdown' }, 'shut down: send in flight recorded, database closed');
    })());

  logger.info({ component: 'storage', storage: storage.description, instance: outbox.lease.owner }, 'leads are kept in the store');
  return {
    url: `http://${host}:${port}`,
    mail: transport.description,
    storage: storage.description,
    instanceId: outbox.lease.owner,
    close,
  };
}

async function main(): Promise<void> {
  // A .env file next to package.json is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const running = await startServer(config);
  console.log(`${site.shortName} site running at ${running.url}`);
  console.log(`Leads are kept in ${running.storage}`);
  console.log(
    config.mailMode === 'smtp'
      ? `Leads are mailed to ${config.mailTo} via ${running.mail}`
      : `MAIL_MODE=files: leads are saved as .eml ${running.mail}`,
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C means "now"
    stopping = true;
    console.log(`${signal}: finishing open requests and the mail in flight…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** True when this module is the program (node dist/server/index.js), not an import (tests). */
function isEntry(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntry()) {
  main().catch((error: unknown) => {
    console.error('Server failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
