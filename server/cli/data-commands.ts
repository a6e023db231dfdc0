import { resolve } from 'node:path';
import { backupDatabase, BackupRefused } from './backup';
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

export const dataUsage = `  backup <file> [--force]                  Consistent copy of leads.db, also while the server runs
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

/** Prints the command's lines; a failure (database locked too long, a file it may not delete) is exit 1. */
function report(io: Io, command: string, run: () => string[]): number {
  try {
    for (const line of run()) io.out(line);
    return 0;
  } catch (error) {
    io.err(`${command} failed: ${(error as Error).message}`);
    return 1;
  }
}

/** Runs one data command; returns the exit code (2 for a usage mistake, 1 when it failed). */
export function runDataCommand(command: DataCommand, args: string[], values: DataValues, dataDir: string, io: Io): number {
  const dryRun = values['dry-run'] === true;
  switch (command) {
    case 'backup': {
      if (args.length !== 1) return (io.err('Name one file to write the backup to.'), 2);
      try {
        const { leads, bytes, schema } = backupDatabase(dataDir, resolve(io.cwd, args[0]!), {
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
      return report(io, command, () => purge(dataDir, days, dryRun));
    }
    case 'forget': {
      if (args.length !== 1 || !args[0]!.includes('@')) return (io.err('Usage: forget <email address> [--dry-run]'), 2);
      const address = args[0]!;
      return report(io, command, () => forget(dataDir, address, dryRun));
    }
  }
}
