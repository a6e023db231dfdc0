import { resolve } from 'node:path';
import { backupDatabase, BackupRefused } from './backup';
import type { LeadStoreTarget } from './delete-leads';
import { forget } from './forget';
import { purge } from './purge';

/** The leads CLI's data commands: backups and privacy deletion (README "Deployment"). */
export const dataCommands = ['backup', 'purge', 'forget'] as const;
type DataCommand = (typeof dataCommands)[number];

export const isDataCommand = (command: string): command is DataCommand => (dataCommands as readonly string[]).includes(command);

/** Their options, merged into the CLI's parseArgs options. */
export const dataOptions = {
  force: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  'older-than': { type: 'string' },
} as const;

export const dataUsage = `  backup <file> [--force]                  Consistent copy of leads.db, also while the server runs (PostgreSQL: pg_dump)
  purge --older-than <days> [--dry-run]    Delete leads received more than <days> ago, and their emails
  forget <email> [--dry-run]               Delete every lead from one visitor, and their emails`;

interface DataValues {
  force?: boolean;
  'dry-run'?: boolean;
  'older-than'?: string;
}

interface Io {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

/**
 * With DATABASE_URL the leads are in PostgreSQL, whose own tool makes a consistent copy while
 * the servers run; the backup command copies SQLite's leads.db only, and must not pretend.
 */
export const pgBackupNote = `The leads are in PostgreSQL (DATABASE_URL), so "backup" does not apply: it copies SQLite's leads.db.
Back up with PostgreSQL's own tool, which takes a consistent snapshot while the servers run:
  pg_dump --format=custom --file=leads-$(date +%F).dump "$DATABASE_URL"
Restore into an empty database with: pg_restore --no-owner --dbname "$DATABASE_URL" leads-….dump`;

/** Prints the command's lines; a failure (database locked too long, a file it may not delete) is exit 1. */
async function report(io: Io, command: string, run: () => Promise<string[]>): Promise<number> {
  try {
    for (const line of await run()) io.out(line);
    return 0;
  } catch (error) {
    io.err(`${command} failed: ${(error as Error).message}`);
    return 1;
  }
}

/** Runs one data command; returns the exit code (2 for a usage mistake, 1 when it failed). */
export async function runDataCommand(
  command: DataCommand,
  args: string[],
  values: DataValues,
  target: LeadStoreTarget,
  io: Io,
): Promise<number> {
  const dryRun = values['dry-run'] === true;
  switch (command) {
    case 'backup': {
      if (args.length !== 1) return (io.err('Name one file to write the backup to.'), 2);
      if (target.kind === 'postgres') return (io.err(pgBackupNote), 1);
      try {
        const { leads, bytes, schema } = backupDatabase(target.dataDir, resolve(io.cwd, args[0]!), {
          force: values.force === true,
          shownAs: args[0]!,
        });
        io.out(`Backed up ${leads} lead(s) (schema v${schema}, ${Math.ceil(bytes / 1024)} KB) to ${args[0]!}`);
        return 0;
      } catch (error) {
        io.err(error instanceof BackupRefused ? error.message : `Backup failed: ${(error as Error).message}`);
        return 1;
      }
    }
    case 'purge': {
      const raw = values['older-than'];
      const days = raw === undefined ? NaN : Number(raw);
      if (!Number.isInteger(days) || days < 1 || args.length > 0) {
        return (io.err('Usage: purge --older-than <days> [--dry-run], with days a whole number of at least 1.'), 2);
      }
      return report(io, command, () => purge(target, days, dryRun));
    }
    case 'forget': {
      if (args.length !== 1 || !args[0]!.includes('@')) return (io.err('Usage: forget <email address> [--dry-run]'), 2);
      const address = args[0]!;
      return report(io, command, () => forget(target, address, dryRun));
    }
  }
}
