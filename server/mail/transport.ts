import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { PRIVATE_FILE, privateDir } from '../outbox/private-files';

export interface SentInfo {
  messageId: string;
  /** The server's final reply, or the path of the .eml file. */
  response: string;
}

/** Where leads go. The worker only sees this, so tests and other transports slot in. */
export interface MailTransport {
  /** For the start-up line: "SMTP mail.example.com:587" or "files in …/mail". */
  readonly description: string;
  send(leadId: string, message: SendMailOptions): Promise<SentInfo>;
  close(): void;
}

/** Timeouts for the SMTP peer; seconds, not nodemailer's minutes, so a dead peer frees the worker. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

const defaultTimeouts: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createTransport(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  logger: Logger,
  timeouts: SmtpTimeouts = defaultTimeouts,
): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, timeouts) : fileTransport(join(config.dataDir, 'mail'), logger);
}

function smtpTransport(url: string, timeouts: SmtpTimeouts): MailTransport {
  // `url` plus options: nodemailer parses user, pass, host, port and smtps:// (implicit TLS)
  // from the URL and keeps the other keys (nodemailer 10 changelog).
  const transporter = nodemailer.createTransport({ url, dnsTimeout: 10_000, ...timeouts });
  const { hostname, port, protocol } = new URL(url);
  return {
    description: `SMTP ${hostname}:${port || (protocol === 'smtps:' ? 465 : 587)}`,
    async send(_leadId, message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default when no SMTP_URL is set: each lead becomes DATA_DIR/mail/<leadId>.eml,
 * a complete RFC 5322 message an owner can open in any mail program. Nothing is lost while
 * mail is not configured yet.
 */
function fileTransport(dir: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    async send(leadId, message) {
      const info = await transporter.sendMail(message);
      const file = join(dir, `${leadId}.eml`);
      await writeFileAtomic(file, info.message as Buffer);
      logger.info({ leadId, file }, 'lead mail written to file (no SMTP_URL set)');
      return { messageId: info.messageId, response: file };
    },
    close: () => transporter.close(),
  };
}

/** Write to a temp name, fsync, rename, fsync the folder: a reader never sees half a file. */
async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  const dir = join(file, '..');
  await privateDir(dir);
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  // A lead is personal data: owner only, whatever the umask (server/outbox/private-files.ts).
  const handle = await open(tmp, 'w', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(tmp, file);
  // Makes the rename itself durable on Linux; Windows cannot open a folder, so skip it there.
  const dirHandle = await open(dir, 'r').catch(() => undefined);
  try {
    await dirHandle?.sync();
  } finally {
    await dirHandle?.close();
  }
}
