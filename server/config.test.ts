import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { defaultMailFrom, fetchRefuses, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      databasePoolMax: 5,
      databaseDeadlineMs: 5000,
      staticDir: resolve('/srv/app', 'dist/client'),
      smtpUrl: undefined,
      mailMode: 'files',
      mailTo: site.email,
      mailFrom: defaultMailFrom,
      logLevel: 'info',
      trustProxy: false,
      delivery: { baseDelayMs: 5000, maxDelayMs: 900_000, maxAttempts: 50, pollMs: 30_000, leaseMs: 60_000 },
      rateLimit: { max: 20, windowMs: 600_000 },
      spam: { minFillMs: 3000 },
      http: {
        maxConnections: 512,
        maxConnectionsPerClient: 64,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 15_000,
        keepAliveTimeoutMs: 5000,
      },
      uploads: { perClient: 1, fileWaitMs: 600_000 },
      alerts: { afterMs: 1_800_000, repeatMs: 21_600_000, webhookUrl: undefined, email: undefined },
      healthToken: undefined,
      health: { cacheMs: 5000 },
    });
    expect(defaultMailFrom).toBe('"Sunfield Electric & Solar Website" <website@sunfield.example.com>');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/sunfield',
        STATIC_DIR: 'public-build',
        SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465',
        MAIL_TO: 'office@example.com, sales@example.com',
        MAIL_FROM: 'Website <web@example.com>',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        DELIVERY_BASE_DELAY_MS: '100',
        DELIVERY_MAX_DELAY_MS: '1000',
        DELIVERY_MAX_ATTEMPTS: '3',
        DELIVERY_POLL_MS: '250',
        DELIVERY_LEASE_MS: '20000',
        DATABASE_URL: 'postgres://site:p%40ss@db.example.com:5432/sunfield?sslmode=verify-full',
        DATABASE_POOL_MAX: '3',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '60000',
        SPAM_MIN_FILL_MS: '0',
        MAX_CONNECTIONS: '64',
        MAX_CONNECTIONS_PER_CLIENT: '8',
        UPLOADS_PER_CLIENT: '2',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '3000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('/var/lib/sunfield'),
      staticDir: resolve('/srv/app', 'public-build'),
      smtpUrl: 'smtps://user:p%40ss@mail.example.com:465',
      mailTo: 'office@example.com, sales@example.com',
      logLevel: 'debug',
      trustProxy: 'loopback, 10.0.0.0/8',
      delivery: { baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 3, pollMs: 250, leaseMs: 20_000 },
      databaseUrl: 'postgres://site:p%40ss@db.example.com:5432/sunfield?sslmode=verify-full',
      databasePoolMax: 3,
      rateLimit: { max: 5, windowMs: 60_000 },
      spam: { minFillMs: 0 },
      mailMode: 'smtp',
      http: { maxConnections: 64, maxConnectionsPerClient: 8, headersTimeoutMs: 2000, requestTimeoutMs: 3000, keepAliveTimeoutMs: 1000 },
      uploads: { perClient: 2, fileWaitMs: 600_000 },
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('takes postgresql:// and a socket folder as DATABASE_URL too', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://site@db/sunfield' }).databaseUrl).toBe('postgresql://site@db/sunfield');
    expect(loadConfig({ DATABASE_URL: 'postgres:///sunfield?host=/var/run/postgresql' }).databaseUrl).toBe(
      'postgres:///sunfield?host=/var/run/postgresql',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ' }).port).toBe(3000);
  });

  it('names every bad variable in one error, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        SMTP_URL: 'http://user:hunter2@mail.example.com',
        MAIL_TO: 'not an address',
        LOG_LEVEL: 'loud',
        DELIVERY_BASE_DELAY_MS: '500',
        DELIVERY_MAX_DELAY_MS: '100',
        TRUST_PROXY: 'some-proxy',
        DATABASE_URL: 'mysql://site:hunter3@db.example.com/sunfield',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid server configuration:\n/);
    for (const name of ['PORT', 'SMTP_URL', 'MAIL_TO', 'LOG_LEVEL', 'DELIVERY_MAX_DELAY_MS', 'TRUST_PROXY', 'DATABASE_URL']) {
      expect(message).toMatch(new RegExp(`^  - ${name}: `, 'm'));
    }
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('hunter3');
  });

  it.each([
    ['PORT', '70000', /PORT: must be at most 65535/],
    ['PORT', '3000.5', /PORT: must be a whole number/],
    ['SMTP_URL', 'mail.example.com:587', /SMTP_URL: must look like smtp:\/\//],
    ['SMTP_URL', 'smtp://', /SMTP_URL: must look like/],
    ['DELIVERY_MAX_ATTEMPTS', '0', /DELIVERY_MAX_ATTEMPTS: must be at least 1/],
    ['RATE_LIMIT_MAX', '0', /RATE_LIMIT_MAX: must be at least 1/],
    ['RATE_LIMIT_WINDOW_MS', '10', /RATE_LIMIT_WINDOW_MS: must be at least 1000/],
    ['SPAM_MIN_FILL_MS', '-1', /SPAM_MIN_FILL_MS: must be at least 0/],
    ['MAIL_MODE', 'postcard', /MAIL_MODE: must be one of smtp, files/],
    ['MAIL_MODE', 'smtp', /SMTP_URL: is required when MAIL_MODE=smtp/],
    ['MAX_CONNECTIONS', '0', /MAX_CONNECTIONS: must be at least 1/],
    ['HEADERS_TIMEOUT_MS', '20000', /REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS/],
    ['DATABASE_URL', 'db.example.com:5432/sunfield', /DATABASE_URL: must be a PostgreSQL URL with a database name, e\.g\. postgres:\/\//],
    ['DATABASE_URL', 'postgres://db.example.com:5432', /DATABASE_URL: must be a PostgreSQL URL with a database name/],
    ['DATABASE_URL', 'sqlite:///data/leads.db', /DATABASE_URL: must be a PostgreSQL URL/],
    ['DATABASE_POOL_MAX', '0', /DATABASE_POOL_MAX: must be at least 1/],
    ['DELIVERY_LEASE_MS', '500', /DELIVERY_LEASE_MS: must be at least 1000/],
  ])('rejects %s=%s', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(expected);
  });

  it('reads the alert settings; the alert email needs its own SMTP server', () => {
    const alerts = {
      ALERT_AFTER_MS: '600000',
      ALERT_REPEAT_MS: '3600000',
      ALERT_WEBHOOK_URL: 'https://hooks.example.com/services/T0/B0/secret',
      ALERT_EMAIL: 'owner@example.com',
      ALERT_SMTP_URL: 'smtps://alerts:pw@backup-mail.example.com:465',
      HEALTH_TOKEN: '0123456789abcdef0123',
    };
    expect(loadConfig({ ...alerts, MAIL_FROM: 'Website <web@example.com>' })).toMatchObject({
      alerts: {
        afterMs: 600_000,
        repeatMs: 3_600_000,
        webhookUrl: 'https://hooks.example.com/services/T0/B0/secret',
        email: { smtpUrl: 'smtps://alerts:pw@backup-mail.example.com:465', from: 'Website <web@example.com>', to: 'owner@example.com' },
      },
      healthToken: '0123456789abcdef0123',
    });
    expect(loadConfig({ ...alerts, ALERT_MAIL_FROM: 'alerts@backup.example.com' }).alerts.email?.from).toBe('alerts@backup.example.com');
    expect(() => loadConfig({ ALERT_EMAIL: 'owner@example.com' })).toThrow(/ALERT_EMAIL: needs ALERT_SMTP_URL, a second mail server/);
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: 'hooks.example.com/x' })).toThrow(
      /ALERT_WEBHOOK_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN: must be at least 16 characters/);
  });

  it('refuses TRUST_PROXY=true and names the fix', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true trusts X-Forwarded-For from any client; name your proxy instead: a hop count \(1 for one proxy in front\) or its addresses \(e\.g\. loopback/,
    );
    // The two fixes the message names both start.
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('refuses hop counts above the proxies any deployment has, and ranges that cover the internet', () => {
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(
      /TRUST_PROXY: 99 hops is more proxies than any deployment here has \(at most 3\)/,
    );
    for (const wide of ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::/0', '::ffff:0:0/96', '2000::/3', '10.0.0.0/7']) {
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(/TRUST_PROXY: .*(covers a large part|cover more than two \/8)/);
    }
    // Three /8s add up past the bound even though each one alone is allowed.
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, 11.0.0.0/8, 12.0.0.0/8' })).toThrow(/cover more than two \/8 networks/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/8' })).toThrow(/TRUST_PROXY: must be false, a hop count or a list/);
    // What deployments really name: a private network, a CDN's published ranges, the named sets.
    for (const fine of ['10.0.0.0/8', '173.245.48.0/20, 104.16.0.0/13, 2a06:98c0::/29', 'loopback, uniquelocal', '::ffff:10.0.0.0/104']) {
      expect(loadConfig({ TRUST_PROXY: fine }).trustProxy, fine).toBe(fine);
    }
  });

  it('refuses at start a webhook URL that fetch() would refuse on every alarm', async () => {
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: 'https://user:secret@hooks.example.com/x' })).toThrow(
      /ALERT_WEBHOOK_URL: fetch\(\) refuses URLs with a user name or password/,
    );
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: 'http://hooks.example.com:6000/x' })).toThrow(
      /ALERT_WEBHOOK_URL: fetch\(\) refuses port 6000/,
    );
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: 'http://user:hunter2@hooks.example.com/x' })).not.toThrow(/hunter2/);
    // The list is Node's own: fetch refuses those URLs before connecting anywhere.
    for (const url of ['http://127.0.0.1:6000/', 'http://127.0.0.1:25/', 'http://u:p@127.0.0.1:9/']) {
      expect(fetchRefuses(url), url).toBeDefined();
      await expect(fetch(url, { method: 'POST' }), url).rejects.toThrow();
    }
    expect(fetchRefuses('https://hooks.example.com:8443/services/T0/B0/x')).toBeUndefined();
  });

  describe('where mail goes', () => {
    it("writes .eml files on a newcomer's machine (no NODE_ENV, no SMTP_URL)", () => {
      expect(loadConfig({})).toMatchObject({ mailMode: 'files', smtpUrl: undefined });
      expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ mailMode: 'files' });
    });

    it('refuses to start in production without SMTP_URL, naming both ways out', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /SMTP_URL: is not set and NODE_ENV=production: set SMTP_URL so leads are mailed, or MAIL_MODE=files/,
      );
    });

    it('starts in production with SMTP_URL, or with MAIL_MODE=files chosen on purpose', () => {
      const smtp = 'smtp://user:pass@mail.example.com:587';
      expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: smtp })).toMatchObject({ mailMode: 'smtp', smtpUrl: smtp });
      expect(loadConfig({ NODE_ENV: 'production', MAIL_MODE: 'files' })).toMatchObject({ mailMode: 'files', smtpUrl: undefined });
    });

    it('lets MAIL_MODE=files win over a configured SMTP_URL (e.g. a staging copy)', () => {
      expect(loadConfig({ MAIL_MODE: 'files', SMTP_URL: 'smtp://mail.example.com' })).toMatchObject({
        mailMode: 'files',
        smtpUrl: undefined,
      });
    });
  });
});
