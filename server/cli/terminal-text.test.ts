import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import { openOutbox, type SqliteOutbox } from '../outbox/outbox';
import { runCli } from '../test-support/leads-cli';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { wirePayload } from '../test-support/test-server';
import { forTerminal } from './terminal-text';

// What a terminal would act on rather than show. The server refuses or strips these now, but a
// database may hold leads stored before that rule (or written by another tool).
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('forTerminal', () => {
  it('escapes controls, bidi and invisible format characters visibly', () => {
    expect(forTerminal('evil\u202etxt.exe')).toBe('evil\\u202etxt.exe');
    expect(forTerminal('\u001b[2J\u009b\r\t\u2028\u2066\ufeff\u200b')).toBe('\\u001b[2J\\u009b\\r\\t\\u2028\\u2066\\ufeff\\u200b');
    expect(forTerminal('a\nb')).toBe('a\\nb');
    expect(forTerminal('a\nb', { newlines: true })).toBe('a\nb');
    expect(forTerminal('x\udc00y\u{e0001}')).toBe('x\\udc00y\\u{e0001}');
  });

  it('leaves ordinary text alone, other scripts, joiners and emoji included', () => {
    for (const text of ["Jane O'Brien", 'Zoë Núñez', 'محمد علي', 'می‌خواهم', '👩‍👩‍👧 family', 'C:\\path']) {
      expect(forTerminal(text)).toBe(text);
    }
  });
});

describe('npm run leads shows stored odd characters escaped', () => {
  let dir: string;
  let outbox: SqliteOutbox;
  const run = async (...args: string[]) => {
    const { code, all } = await runCli(args, { env: { DATA_DIR: dir }, cwd: dir });
    return { code, out: all };
  };
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openOutbox(dir);
  });
  afterEach(async () => {
    outbox.close();
    await removeTempDir(dir);
  });

  it('in list and show, for every stored field', async () => {
    // Stored directly, as an older server or another tool could have.
    const lead = {
      ...wirePayload(),
      name: 'Jane \u202eeoD\u001b[2J',
      service: 'Solar\u0085x',
      message: 'Line one\r\nLine\u2028two \u2066hidden\u2069',
      website: 'bot\u009b',
    } as Lead;
    const { leadId } = outbox.accept(lead, 1000, 'honeypot \u202e');

    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toContain('Jane \\u202eeoD\\u001b[2J');
    expect(list.out).toContain('honeypot \\u202e');
    expect(list.out).not.toMatch(RAW);

    const show = await run('show', leadId);
    expect(show.code).toBe(0);
    expect(show.out).toContain('  name: Jane \\u202eeoD\\u001b[2J');
    expect(show.out).toContain('  service: Solar\\u0085x');
    expect(show.out).toContain('  message: Line one\\r\n    Line\\u2028two \\u2066hidden\\u2069');
    expect(show.out).toContain('Honeypot:     "bot\\u009b"');
    expect(show.out).not.toMatch(RAW);
  });
});
