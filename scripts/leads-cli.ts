/**
 * The owner's safety net for leads: `npm run leads -- <command>` (list, show, retry, release,
 * export, backup, purge, forget). Reads DATA_DIR and DATABASE_URL like the server, from the
 * environment or the project's .env file.
 */
import { existsSync } from 'node:fs';
import { runLeadsCli } from '../server/cli/leads';

if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
  cwd: process.cwd(),
});
