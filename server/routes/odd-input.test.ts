import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';

describe('POST /api/send-email with odd input', () => {
  let dir: string;
  let server: TestServer;
  beforeEach(async () => {
    dir = await createTempDir();
    server = await startTestServer({ dataDir: dir });
  });
  afterEach(async () => {
    await server.close();
    await removeTempDir(dir);
  });

  const stored = () => {
    const box = inspectOutbox(dir);
    try {
      return [...box.all()];
    } finally {
      box.close();
    }
  };

  it('refuses a bidi override in the name with 422 and the message the form shows', async () => {
    const res = await server.post(wirePayload({ name: 'Jane \u202eeoD' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Please check the highlighted fields and try again.',
      fields: { name: HIDDEN_CHARACTERS_MESSAGE },
    });
    expect(stored()).toEqual([]);
  });

  it.each([
    ['a C1 control', '\u009b'],
    ['a line separator', '\u2028'],
  ])('refuses %s in the service', async (_label, ch) => {
    const res = await server.post(wirePayload({ service: `Solar${ch}x` }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ service: HIDDEN_CHARACTERS_MESSAGE });
  });

  it('keeps a message with hidden controls, without them', async () => {
    const res = await server.post(wirePayload({ message: 'Roof\u2028faces \u202esouth\u202c.' }));
    expect(res.status).toBe(200);
    expect(stored().map((r) => r.lead.message)).toEqual(['Roof\nfaces south.']);
  });

  it('logs how many unknown keys a refused lead had, never their names', async () => {
    const evil = '\u001b[2J\u202eadmin'.padEnd(5000, 'x');
    const res = await server.post(wirePayload({ [evil]: 1, isAdmin: true, name: '' }));
    expect(res.status).toBe(422);
    const line = server.logs.find((l) => l.msg === 'lead rejected: validation failed');
    expect(line).toMatchObject({ fields: ['name'], unknownKeys: 2 });
    const log = JSON.stringify(server.logs);
    expect(log).not.toContain('isAdmin');
    expect(log).not.toContain('admin');
    expect(log).not.toContain('\\u001b');
  });
});
