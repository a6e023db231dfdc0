import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { defaultMailFrom, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('/srv/app', 'data'),
      staticDir: resolve('/srv/app', 'dist/client'),
      smtpUrl: undefined,
      mailTo: site.email,
      mailFrom: defaultMailFrom,
      logLevel: 'info',
      trustProxy: false,
      delivery: { baseDelayMs: 5000, maxDelayMs: 900_000, maxAttempts: 50, pollMs: 30_000 },
      rateLimit: { max: 20, windowMs: 600_000 },
      spam: { minFillMs: 3000 },
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
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '60000',
        SPAM_MIN_FILL_MS: '0',
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
      delivery: { baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 3, pollMs: 250 },
      rateLimit: { max: 5, windowMs: 60_000 },
      spam: { minFillMs: 0 },
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
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
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid server configuration:\n/);
    for (const name of ['PORT', 'SMTP_URL', 'MAIL_TO', 'LOG_LEVEL', 'DELIVERY_MAX_DELAY_MS', 'TRUST_PROXY']) {
      expect(message).toMatch(new RegExp(`^  - ${name}: `, 'm'));
    }
    expect(message).not.toContain('hunter2');
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
  ])('rejects %s=%s', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(expected);
  });
});
