import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '../outbox/store';
import { postUpload } from '../test-support/multipart';
import { cfbFile, heicWithMetadata, hostileDocx, hostilePdf } from '../test-support/sample-files';
import { countStoredFiles } from '../test-support/stored-files';
import { bothStores, useStore } from '../test-support/stores';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';

const application = () => wirePayload({ form: 'application', service: 'Job Application', position: 'solar-installation' });

/**
 * Each kind of file an office PC would run, posted as a visitor would name it, through the real
 * server on both stores (docs/decisions/021-file-safety.md): refused with 415, nothing stored.
 */
describe.each(bothStores('dangerous files'))('dangerous files, on $db', ({ db, available }) => {
  const store = useStore(db);
  let dir: string;
  let server: TestServer;
  let target: { dataDir: string; databaseUrl?: string };
  let outbox: Outbox;
  beforeAll(async () => {
    if (!available) return;
    dir = await createTempDir();
    const databaseUrl = await store.database();
    target = { dataDir: dir, ...(databaseUrl ? { databaseUrl } : {}) };
    server = await startTestServer(target);
    outbox = await inspectStore(target);
  }, 60_000);
  afterAll(async () => {
    if (!available) return;
    await server.close();
    await outbox.close();
    await removeTempDir(dir);
  });

  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([64, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
  const cases: [string, () => Buffer, 'quote' | 'application', string][] = [
    ...Object.entries(hostilePdf).map(
      ([kind, make]) => [`PDF: ${kind}`, make, 'quote', 'bill.pdf'] as [string, () => Buffer, 'quote', string],
    ),
    ...Object.entries(hostileDocx).map(
      ([kind, make]) => [`DOCX: ${kind}`, make, 'application', 'resume.docx'] as [string, () => Buffer, 'application', string],
    ),
    ['DOC with macros', () => cfbFile('WordDocument', [{ name: 'Macros', type: 1 }]), 'application', 'resume.doc'],
    ['DOC with an embedded package', () => cfbFile('WordDocument', [{ name: '\u0001Ole10Native', type: 2 }]), 'application', 'resume.doc'],
    ['a program named .heic', () => exe, 'quote', 'IMG_0042.heic'],
    ['a page named .heic', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'quote', 'IMG_0042.heic'],
    ['a HEIC with a program after its last box', () => heicWithMetadata({ trailer: exe }).file, 'quote', 'IMG_0042.heic'],
  ];

  it.runIf(available).each(cases)('refuses %s with 415 and stores nothing', async (_kind, make, form, name) => {
    const lead = form === 'application' ? application() : wirePayload();
    const res = await postUpload(server.url, lead, [{ bytes: make(), name, type: 'application/octet-stream' }]);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^File 1 /);
    expect(res.body.message).not.toContain(name); // by position, never by the visitor's name
    expect((await outbox.counts()).total).toBe(0);
    expect(await countStoredFiles(target)).toBe(0);
  });

  it.runIf(available)('stores a phone HEIC without its GPS and XMP, the picture byte for byte', async () => {
    const { file, image, imageAt } = heicWithMetadata();
    const res = await postUpload(server.url, wirePayload(), [{ bytes: file, name: 'IMG_0042.HEIC', type: 'image/heic' }]);
    expect(res.status).toBe(200);
    const [stored] = await outbox.files(res.body.leadId!, { bytes: true });
    expect(stored).toMatchObject({ mime: 'image/heic', size: file.length });
    expect(stored!.bytes!.toString('latin1')).not.toContain('GPS-SECRET');
    expect(stored!.bytes!.subarray(imageAt, imageAt + image.length).equals(image)).toBe(true);
  });
});
