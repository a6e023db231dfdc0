import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '../test-support/child-server';
import { fuzzRuns } from '../test-support/hostile';
import { multipartBody } from '../test-support/multipart';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { rawExchange } from '../test-support/raw-http';
import { docxFile, jpegWithMetadata, pdfFile, pngWithMetadata } from '../test-support/sample-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, wirePayload } from '../test-support/test-server';

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('multipart fuzz on PostgreSQL') },
] as const;

interface Shot {
  contentType: string;
  body: Buffer;
  /** How the body travels: declared length, chunked, or the client hangs up part-way. */
  framing: 'length' | 'chunked' | 'hang-up';
}

const fileSets = fc.subarray(
  [
    { bytes: jpegWithMetadata(), name: 'roof.jpg' },
    { bytes: pngWithMetadata().file, name: 'meter.png', type: 'image/png' },
    { bytes: pdfFile(), name: 'bill.pdf', type: 'application/pdf' },
    { bytes: docxFile(), name: 'resume.docx', type: 'application/octet-stream' },
  ],
  { maxLength: 4 },
);
const base = fc
  .tuple(fc.constantFrom('quote', 'estimate', 'application', 'landing'), fileSets, fc.boolean())
  .map(([form, files, leadFirst]) => multipartBody(wirePayload({ form }), files, { leadFirst }));

const junk = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc
    .constantFrom(
      '\r\n',
      '\r\n\r\n',
      '--',
      '\r\n--',
      'Content-Disposition: form-data; name="files"; filename="x"\r\n\r\n',
      'Content-Disposition: form-data; name="lead"\r\n\r\n{}',
      "Content-Disposition: form-data; name*=UTF-8''%FF%FE; filename*=UTF-8''%C0%AF\r\n\r\n",
      `Content-Type: ${'x'.repeat(5000)}\r\n`,
      '\0\0\0',
    )
    .map((s) => Buffer.from(s, 'latin1')),
);

/** One mutation of a real upload: cut, junk spliced in, bytes dropped, parts swapped or repeated, boundary mangled. */
const shots: fc.Arbitrary<Shot> = fc
  .tuple(
    base,
    fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('splice' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), junk }),
      fc.record({
        kind: fc.constant('drop' as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        n: fc.integer({ min: 1, max: 400 }),
      }),
      fc.record({ kind: fc.constant('shuffle' as const), seed: fc.integer() }),
      fc.record({ kind: fc.constant('repeat' as const), times: fc.integer({ min: 2, max: 9 }) }),
      fc.record({
        kind: fc.constant('boundary' as const),
        boundary: fc.constantFrom('', '"', 'X'.repeat(200), 'a b', '"quoted"', '--', 'é'),
      }),
      fc.record({ kind: fc.constant('noise' as const), bytes: fc.uint8Array({ maxLength: 2000 }) }),
    ),
    fc.constantFrom<Shot['framing']>('length', 'length', 'chunked', 'hang-up'),
  )
  .map(([{ body, contentType }, m, framing]): Shot => {
    const at = (f: number) => Math.floor(f * body.length);
    const boundary = contentType.slice(contentType.indexOf('boundary=') + 9);
    switch (m.kind) {
      case 'cut':
        return { contentType, body: body.subarray(0, at(m.at)), framing };
      case 'splice':
        return { contentType, body: Buffer.concat([body.subarray(0, at(m.at)), m.junk, body.subarray(at(m.at))]), framing };
      case 'drop':
        return { contentType, body: Buffer.concat([body.subarray(0, at(m.at)), body.subarray(at(m.at) + m.n)]), framing };
      case 'shuffle': {
        const parts = body.toString('latin1').split(`--${boundary}`);
        const rest = parts.slice(1, -1);
        const random = fc.sample(fc.shuffledSubarray(rest, { minLength: rest.length, maxLength: rest.length }), {
          seed: m.seed,
          numRuns: 1,
        })[0]!;
        return { contentType, body: Buffer.from([parts[0], ...random, parts.at(-1)].join(`--${boundary}`), 'latin1'), framing };
      }
      case 'repeat': {
        const parts = body.toString('latin1').split(`--${boundary}`);
        const extra = Array.from({ length: m.times }, () => parts[2] ?? parts[1]!);
        return {
          contentType,
          body: Buffer.from([parts[0], parts[1], ...extra, ...parts.slice(2)].join(`--${boundary}`), 'latin1'),
          framing,
        };
      }
      case 'boundary':
        return { contentType: `multipart/form-data; boundary=${m.boundary}`, body, framing };
      case 'noise':
        return { contentType, body: Buffer.from(m.bytes), framing };
    }
  });

function frame({ contentType, body, framing }: Shot): { head: string; bytes: Buffer; hangUp: boolean } {
  const start = `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n`;
  if (framing === 'chunked') {
    const bytes = body.length
      ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
      : Buffer.from('0\r\n\r\n');
    return { head: `${start}Transfer-Encoding: chunked\r\n\r\n`, bytes, hangUp: false };
  }
  // hang-up: the declared length is more than is sent, and the client goes away.
  const declared = framing === 'hang-up' ? body.length + 100 : body.length;
  return { head: `${start}Content-Length: ${declared}\r\n\r\n`, bytes: body, hangUp: framing === 'hang-up' };
}

/**
 * Mutated multipart uploads against the real server in its own process (a crash is the process
 * gone): never a 5xx, every refusal 4xx JSON with a message, every lead answered 200 is stored,
 * and the server still answers /livez after each.
 */
describe.each(stores)('multipart uploads under property tests, on $db', ({ db, available }) => {
  let pg: PgServer | undefined;
  let dir: string;
  let server: ChildServer;
  let target: { dataDir: string; databaseUrl?: string };
  beforeAll(async () => {
    if (!available) return;
    if (db === 'postgres') pg = await startPostgres();
    dir = await createTempDir('sunfield-fuzz-');
    target = { dataDir: dir, ...(pg ? { databaseUrl: await pg.createDatabase() } : {}) };
    server = await spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: dir,
      MAIL_MODE: 'files',
      STATIC_DIR: join(dir, 'no-build'),
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    if (!available) return;
    server.process.kill('SIGKILL');
    await server.exited;
    await pg?.stop();
    await removeTempDir(dir);
  });

  it.runIf(available)(
    'never crashes or answers 5xx; refusals are 4xx JSON; accepted leads are stored',
    async () => {
      const byStatus = new Map<number | null, number>();
      const accepted = new Set<string>();
      await fc.assert(
        fc.asyncProperty(shots, async (shot) => {
          const { head, bytes, hangUp } = frame(shot);
          const answer = await rawExchange(server.url, head, bytes, { hangUp });
          byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
          expect(server.process.exitCode, server.stderr.join('')).toBeNull();
          if (answer.status === null) {
            expect(hangUp).toBe(true); // only a client that left gets no answer
            return;
          }
          expect(answer.status, answer.text).toBeLessThan(500);
          expect(answer.json?.message).toBeTruthy();
          if (answer.status === 200) accepted.add(answer.json!.leadId!);
          else expect(answer.json?.success).toBe(false);
        }),
        { numRuns: fuzzRuns(250) },
      );
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
      const store = await inspectStore(target);
      try {
        expect((await store.counts()).total).toBe(accepted.size);
      } finally {
        await store.close();
      }
      // The mutations must reach both sides, or the property proves little.
      expect(byStatus.get(400) ?? 0).toBeGreaterThan(10);
      expect(accepted.size).toBeGreaterThan(0);
    },
    120_000,
  );
});
