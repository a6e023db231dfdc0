import nodemailer from 'nodemailer';
import { errorSummary } from '../mail/errors';
import type { SmtpTimeouts } from '../mail/transport';
import type { Sink } from './webhook';

const defaultTimeouts: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The alert email goes through its own SMTP server (ALERT_SMTP_URL): the one that carries the
 * leads may be exactly what is broken. Plain text, to ALERT_EMAIL.
 */
export function alertMailSink(
  { smtpUrl, from, to }: { smtpUrl: string; from: string; to: string },
  timeouts: SmtpTimeouts = defaultTimeouts,
): { send: Sink; close(): void } {
  const transporter = nodemailer.createTransport({ url: smtpUrl, dnsTimeout: 10_000, ...timeouts });
  const { hostname } = new URL(smtpUrl);
  return {
    async send(notice, signal) {
      try {
        await transporter.sendMail({ from, to, subject: notice.subject, text: `${notice.text}\n`, signal });
        return undefined;
      } catch (error) {
        return `alert mail via ${hostname} failed: ${errorSummary(error)}`;
      }
    },
    close: () => transporter.close(),
  };
}
