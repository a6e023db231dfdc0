import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

export class BackupRefused extends Error {}

/** Opens a file or folder and fsyncs it; a folder cannot be opened on Windows, so skip it there. */
function sync(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * `backup FILE`: a consistent copy of DATA_DIR/leads.db while the server keeps writing.
 * VACUUM INTO reads one snapshot (WAL readers never block the writer, so no lead waits on the
 * backup) and writes a compact database. It goes to a temp file created 0600 (the leads are
 * personal data), is synced and checked, then renamed over FILE: a crash leaves either no
 * backup or a whole one. The database is opened without running migrations, so a backup taken
 * before an upgrade holds the schema the old server wrote. https://www.sqlite.org/lang_vacuum.html
 */
export function backupDatabase(
  dataDir: string,
  target: string,
  options: { force: boolean; shownAs: string },
): { leads: number; bytes: number; schema: number } {
  const source = resolve(dataDir, 'leads.db');
  const { force, shownAs: file } = options;
  if ([source, `${source}-wal`, `${source}-shm`].includes(target))
    throw new BackupRefused('Back up to another file, not the live database.');
  if (existsSync(target) && !force) throw new BackupRefused(`${file} exists; add --force to replace it.`);
  if (existsSync(target) && !statSync(target).isFile()) throw new BackupRefused(`${file} is not a file.`);

  const tmp = join(dirname(target), `.${randomBytes(6).toString('hex')}.backup.tmp`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // VACUUM INTO writes into an existing file only when it is empty; creating it here sets the mode.
    closeSync(openSync(tmp, 'wx', 0o600));
    db.prepare('VACUUM INTO ?').run(tmp);
    sync(tmp);
    const copy = new Database(tmp, { readonly: true });
    let counts: { leads: number; schema: number };
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
      counts = {
        leads: copy.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads').get()?.n ?? 0,
        schema: copy.pragma('user_version', { simple: true }) as number,
      };
    } finally {
      copy.close();
    }
    if (force) renameSync(tmp, target);
    else {
      // link() fails if FILE appeared meanwhile, where rename() would replace it.
      try {
        linkSync(tmp, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupRefused(`${file} exists; add --force to replace it.`);
        throw error;
      }
      rmSync(tmp);
    }
    sync(dirname(target));
    return { ...counts, bytes: statSync(target).size };
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  } finally {
    db.close();
  }
}
