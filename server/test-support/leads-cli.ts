import type { Lead } from '@/shared/lead/lead';
import { runLeadsCli } from '../cli/leads';
import { wirePayload } from './test-server';

export interface CliRun {
  code: number;
  /** What the command printed for the owner, one line per write. */
  out: string;
  err: string;
  /** out and err together, in the order written. */
  all: string;
}

/**
 * `npm run leads -- ...args` in-process, with the environment and folder given: what the tests
 * of the leads CLI run instead of each writing the same capture.
 */
export async function runCli(args: string[], { env, cwd }: { env: NodeJS.ProcessEnv; cwd: string }): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const all: string[] = [];
  const code = await runLeadsCli(args, {
    out: (text) => (out.push(text), all.push(text)),
    err: (text) => (err.push(text), all.push(text)),
    env,
    cwd,
  });
  return { code, out: out.join('\n'), err: err.join('\n'), all: all.join('\n') };
}

/** A lead as the server stores it: the wire lead with the visitor's text decoded (an apostrophe, not &#39;). */
export const storedLead = (extra: Record<string, unknown> = {}): Lead => ({ ...wirePayload(extra), name: "Jane O'Brien" }) as Lead;
