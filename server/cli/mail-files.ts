import { closeSync, openSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';

/** One email the file transport wrote (server/mail/transport.ts), and the lead it belongs to. */
export interface MailFile {
  path: string;
  /** From the file name, else from its X-Lead-Id or Message-ID header; undefined if neither says. */
  leadId: string | undefined;
  modifiedAt: number;
}

const leadIdPattern = 'lead_[0-9a-f]{32}';
// <leadId>.eml, or the temp file writeFileAtomic leaves behind when a write is cut short.
const namedByLead = new RegExp(`^(${leadIdPattern})\\.eml(?:\\.[0-9a-f]+\\.tmp)?$`);
const messageIdHeader = new RegExp(`^message-id:\\s*<(${leadIdPattern})@`, 'im');
const leadIdHeader = new RegExp(`^x-lead-id:\\s*(${leadIdPattern})\\s*$`, 'im');

/** The header block of a message: up to the first blank line, folded lines joined. */
function readHeaders(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, read).toString('latin1');
    const end = text.search(/\r?\n\r?\n/);
    return (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  } finally {
    closeSync(fd);
  }
}

/** The Reply-To address of an email file (the visitor's), lower-cased; undefined if none. */
export function mailFileReplyTo(path: string): string | undefined {
  let headers: string;
  try {
    headers = readHeaders(path);
  } catch {
    return undefined;
  }
  const line = /^reply-to:(.*)$/im.exec(headers)?.[1];
  if (!line) return undefined;
  const [first] = addressparser(line, { flatten: true });
  return first?.address ? first.address.toLowerCase() : undefined;
}

/**
 * Every email file in DATA_DIR/mail. Files are named `<leadId>.eml`; a file renamed by hand is
 * still matched by the X-Lead-Id or Message-ID header the lead email carries
 * (server/mail/lead-email.ts). A missing folder is simply no files.
 */
export function listMailFiles(mailDir: string): MailFile[] {
  let names: string[];
  try {
    names = readdirSync(mailDir);
  } catch {
    return [];
  }
  const files: MailFile[] = [];
  for (const name of names) {
    const path = join(mailDir, name);
    let modifiedAt: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) continue;
      modifiedAt = stat.mtimeMs;
    } catch {
      continue; // gone since readdir
    }
    const named = namedByLead.exec(name)?.[1];
    if (named) {
      files.push({ path, leadId: named, modifiedAt });
      continue;
    }
    if (!/\.eml(?:\.[0-9a-f]+\.tmp)?$/i.test(name)) continue;
    let headers = '';
    try {
      headers = readHeaders(path);
    } catch {
      // unreadable: listed without a lead, so only an age rule can remove it
    }
    const leadId = leadIdHeader.exec(headers)?.[1] ?? messageIdHeader.exec(headers)?.[1];
    files.push({ path, leadId, modifiedAt });
  }
  return files;
}

/** Deletes the files; returns how many it removed (a file already gone is not counted). */
export function removeFiles(paths: Iterable<string>): number {
  let removed = 0;
  for (const path of paths) {
    try {
      rmSync(path);
      removed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
