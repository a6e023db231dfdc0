import { createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cfbFile,
  docxFile,
  harmlessPdf,
  heicWithMetadata,
  hostileDocx,
  hostilePdf,
  pdfFile,
  topLevelBox,
  zipOf,
} from '../test-support/sample-files';
import { detectType } from './detect';
import { prepareFiles } from './prepare';
import { stripHeif } from './strip-heif';
import { UploadError } from './upload-error';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `inflated` zero bytes deflated (about 1000:1), streamed so the test itself stays small. */
async function deflatedZeros(inflated: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.alloc(MB);
  for (let left = inflated; left > 0; left -= MB) if (!deflate.write(block)) await new Promise((r) => deflate.once('drain', r));
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(out);
}

/** A DOCX whose word/document.xml is `data` (deflated already), declaring `declared` bytes inflated. */
function docxAround(data: Buffer, declared: number): Buffer {
  const zip = zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data },
  ]);
  const name = Buffer.from('word/document.xml');
  for (const [signature, at] of [
    [0x04034b50, zip.indexOf(name) - 30],
    [0x02014b50, zip.lastIndexOf(name) - 46],
  ] as const) {
    expect(zip.readUInt32LE(at)).toBe(signature);
    const fields = signature === 0x04034b50 ? at : at + 2; // the central record has one more field first
    zip.writeUInt16LE(8, fields + 8); // deflated
    zip.writeUInt32LE(declared, fields + 22);
  }
  return zip;
}

const reasonOf = async (bytes: Buffer) => {
  const d = await detectType(bytes);
  return d.type ?? d.reason;
};

/** docs/decisions/021-file-safety.md: what an office PC would run is refused by its structure. */
describe('PDF: no scripts, automatic actions, forms that submit or embedded files', () => {
  it.each(Object.entries(hostilePdf))('refuses %s', async (kind, make) => {
    const expected = kind === 'unreadableObjects' ? 'unreadable' : kind === 'htmlAfterEnd' ? 'malformed' : 'active-content';
    expect(await reasonOf(make())).toBe(expected);
  });

  it.each(Object.entries(harmlessPdf))('takes %s', async (_kind, make) => {
    expect(await reasonOf(make())).toBe('application/pdf');
  });

  it('takes a plain PDF with white space after its end, as scanners write them', async () => {
    expect(await reasonOf(Buffer.concat([pdfFile(), Buffer.alloc(5000, 0x20), Buffer.from('\r\n\0')]))).toBe('application/pdf');
  });
});

describe('DOC: no macros, no embedded objects', () => {
  it('refuses a Word 97 document with a macro project or an embedded object, and takes a plain one', async () => {
    expect(await reasonOf(cfbFile())).toBe('application/msword');
    expect(
      await reasonOf(
        cfbFile('WordDocument', [
          { name: 'Macros', type: 1 },
          { name: 'VBA', type: 1 },
        ]),
      ),
    ).toBe('active-content');
    expect(await reasonOf(cfbFile('WordDocument', [{ name: 'ObjectPool', type: 1 }]))).toBe('active-content');
    expect(await reasonOf(cfbFile('WordDocument', [{ name: '\u0001Ole10Native', type: 2 }]))).toBe('active-content');
    expect(await reasonOf(cfbFile('Workbook', [{ name: '_VBA_PROJECT_CUR', type: 1 }]))).toBe('unknown'); // not a Word document at all
  });
});

describe('DOCX: no macros, embedded objects, remote templates or fields that run or fetch', () => {
  it.each(Object.entries(hostileDocx))('refuses %s', async (_kind, make) => {
    expect(await reasonOf(make())).toBe('active-content');
  });

  it('takes a resume with a web link in it', async () => {
    expect(await reasonOf(docxFile())).toBe(DOCX);
  });

  it('verifies what the directory declares by inflating, bounded: a lie about a size or a checksum is refused', async () => {
    const plain = docxFile({ parts: [{ name: 'word/styles.xml', data: '<w:styles/>' }] });
    const broken = Buffer.from(plain);
    const at = broken.indexOf(Buffer.from('[Content_Types].xml')) + 19;
    broken[at + 3] = broken[at + 3]! ^ 0xff; // one byte of the first part's compressed data
    expect(await reasonOf(broken)).toBe('malformed');
  });

  it('refuses a 1 MB zip that inflates to 1 GB, honest or lying about it, without inflating it', async () => {
    const zeros = await deflatedZeros(1024 * MB);
    expect(zeros.length).toBeLessThan(1.1 * MB);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    expect(await reasonOf(docxAround(zeros, 1024 * MB - 1))).toBe('too-large'); // declared: refused by the directory
    expect(await reasonOf(docxAround(zeros, 1000))).toBe('malformed'); // lying: stopped at byte 1001
    expect(await reasonOf(docxAround(zeros, 10 * MB))).toBe('malformed'); // lying within the bounds: stopped at 10 MB
    const ms = Date.now() - started;
    const grew = process.memoryUsage().rss - before;
    console.log(`zip bombs: 1 GB refused in ${ms} ms, memory grew ${Math.round(grew / MB)} MB`);
    expect(grew).toBeLessThan(64 * MB); // nothing inflated is kept
  });
});

describe('HEIC: structure checked, Exif and XMP blanked, picture untouched', () => {
  it('blanks the Exif and XMP items in place and leaves the coded picture byte for byte', () => {
    const { file, image, imageAt } = heicWithMetadata();
    expect(file.toString('latin1')).toContain('GPS-SECRET');
    const stripped = stripHeif(file);
    expect(stripped.length).toBe(file.length);
    expect(stripped.toString('latin1')).not.toContain('GPS-SECRET');
    expect(stripped.subarray(imageAt, imageAt + image.length).equals(image)).toBe(true);
    expect(stripped.subarray(0, imageAt).equals(file.subarray(0, imageAt))).toBe(true); // every box and offset as it was
    expect(stripHeif(stripped).equals(stripped)).toBe(true);
  });

  it('refuses a HEIC whose boxes do not hold: bytes after the end, a movie, a box past the file', async () => {
    const { file } = heicWithMetadata();
    const cases = [
      heicWithMetadata({ trailer: Buffer.from('<html><script>alert(1)</script></html>') }).file,
      heicWithMetadata({ trailer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) }).file,
      heicWithMetadata({ topBoxes: [topLevelBox('moov', Buffer.alloc(16))] }).file,
      Buffer.concat([file.subarray(0, file.length - 10)]), // cut short: the mdat box runs past the end
    ];
    for (const bad of cases) {
      expect(await reasonOf(bad)).toBe('image/heic'); // the brand says HEIC...
      await expect(prepareFiles('quote', [{ bytes: bad, originalName: 'IMG_0001.HEIC' }])).rejects.toThrow(
        new UploadError(415, 'File 1 is damaged or not a real image.'),
      ); // ...the structure does not
    }
  });

  it('takes a clean HEIC for a quote, stripped', async () => {
    const [prepared] = await prepareFiles('quote', [{ bytes: heicWithMetadata().file, originalName: 'IMG_0001.HEIC' }]);
    expect(prepared?.mime).toBe('image/heic');
    expect(prepared?.bytes.toString('latin1')).not.toContain('GPS-SECRET');
  });
});

describe('what the visitor is told', () => {
  it('names the file by position and says what to send instead', async () => {
    await expect(
      prepareFiles('quote', [
        { bytes: pdfFile(), originalName: null },
        { bytes: hostilePdf.javascript(), originalName: 'bill.pdf' },
      ]),
    ).rejects.toThrow(
      'File 2 contains macros, scripts, embedded files or links that open other files, which we cannot accept. Please send a plain copy: save or print it as a new PDF, or send a photo of it.',
    );
    await expect(prepareFiles('quote', [{ bytes: hostilePdf.unreadableObjects(), originalName: null }])).rejects.toThrow(
      'File 1 is encrypted or packed in a way we cannot check. Please send a copy without a password.',
    );
    await expect(prepareFiles('application', [{ bytes: hostileDocx.remoteTemplate(), originalName: null }])).rejects.toMatchObject({
      status: 415,
    });
  });
});
