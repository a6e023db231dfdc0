import { describe, expect, it } from 'vitest';
import { cfbFile, docxFile, jpegWithMetadata, pdfFile, pngWithMetadata, webpWithMetadata, zipOf } from '../test-support/sample-files';
import { detectType } from './detect';
import { originalNameText } from './original-name';
import { MAX_ZIP_INFLATED_BYTES } from './zip-directory';

const typeOf = async (bytes: Buffer) => (await detectType(bytes)).type;

describe('attachment types, by content only', () => {
  it('knows the types the forms take', async () => {
    expect(await typeOf(jpegWithMetadata())).toBe('image/jpeg');
    expect(await typeOf(pngWithMetadata().file)).toBe('image/png');
    expect(await typeOf(webpWithMetadata().file)).toBe('image/webp');
    expect(await typeOf(pdfFile())).toBe('application/pdf');
    expect(await typeOf(docxFile())).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await typeOf(cfbFile())).toBe('application/msword');
    // HEIC is recognised by its ftyp brand; its boxes are checked when it is stripped (strip-heif.ts).
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    expect(await typeOf(heic)).toBe('image/heic');
  });

  it('refuses what is not one of them, whatever it would be called', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
    exe.writeUInt32LE(64, 60);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const gifHtml = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<script>alert(1)</script>', 'latin1');
    const plainZip = zipOf([{ name: 'a.txt', data: Buffer.from('hello') }]);
    for (const file of [exe, html, gifHtml, plainZip, cfbFile('Workbook'), Buffer.alloc(0), Buffer.from('%PD')]) {
      expect(await typeOf(file)).toBeUndefined();
    }
  });

  it('judges a zip bomb by its directory and refuses it without inflating anything', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('x'), declaredSize: MAX_ZIP_INFLATED_BYTES + 1 },
    ]);
    expect(await detectType(bomb)).toEqual({ type: undefined, reason: 'too-large' });
    const many = zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `word/${i}.xml`, data: Buffer.alloc(0) })));
    expect(await detectType(many)).toEqual({ type: undefined, reason: 'too-large' });
  });

  it('keeps a visitor file name only as plain, bounded text', () => {
    expect(originalNameText('C:\\Users\\jo\\roof photo.JPG')).toBe('roof photo.JPG');
    expect(originalNameText('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(originalNameText('a\r\nBcc: x@y\u0000.pdf')).toBe('aBcc: x@y.pdf');
    expect(originalNameText('\u200B\u2066')).toBeNull();
    expect(originalNameText(undefined)).toBeNull();
    expect([...originalNameText('é'.repeat(500))!]).toHaveLength(120);
  });
});
