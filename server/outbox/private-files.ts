import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * Leads are personal data: DATA_DIR and everything in it are for the server's own user only.
 * Modes are set with chmod after creating, because a mode passed to open or mkdir is reduced by
 * the process umask (0 under some service managers, 022 in most shells) and never widened.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

const code = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** chmod, except where another user owns the path (e.g. a mounted volume, or an operator
 * reading the database as themselves): that keeps the mode its owner chose. */
function chmodOwn(path: string, mode: number, missingOk = false): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (code(error) === 'EPERM' || (missingOk && code(error) === 'ENOENT')) return;
    throw error;
  }
}

/** Creates `dir` if needed and makes it 0700. */
export function privateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodOwn(dir, PRIVATE_DIR);
}

export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR).catch((error: unknown) => {
    if (code(error) !== 'EPERM') throw error;
  });
}

/**
 * Creates `file` empty if needed and makes it 0600. For leads.db this must run before SQLite
 * opens it: SQLite creates the -wal and -shm files with the database file's own mode.
 */
export function privateFileSync(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  chmodOwn(file, PRIVATE_FILE);
}

/** Makes an existing file 0600 (a database from before this rule); a missing one is fine. */
export function tightenSync(file: string): void {
  chmodOwn(file, PRIVATE_FILE, true);
}
