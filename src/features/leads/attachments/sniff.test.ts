import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff';

const blob = (bytes: Uint8Array<ArrayBuffer> | string) => new Blob([bytes]);
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe1, 0, 8], 'Exif', [0, 0]);
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const webp = bytes('RIFF', [40, 0, 0, 0], 'WEBPVP8X');
const zip = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], 'word/document.xml');
const heif = (brand: string) => {
  const box = new Uint8Array(24);
  box.set([0, 0, 0, 24], 0);
  box.set(new TextEncoder().encode(`ftyp${brand}`), 4);
  return box;
};

describe('sniffType', () => {
  it('judges files by their first bytes, as the server does, whatever their name says', async () => {
    expect(await sniffType(blob(jpeg))).toEqual({ type: 'image/jpeg', image: true, strippedByServer: true });
    expect(await sniffType(blob(png))).toMatchObject({ type: 'image/png', strippedByServer: true });
    expect(await sniffType(blob(webp))).toMatchObject({ type: 'image/webp', strippedByServer: true });
    expect(await sniffType(blob(heif('heic')))).toEqual({ type: 'image/heic', image: true, strippedByServer: false });
    expect(await sniffType(blob(heif('mif1')))).toMatchObject({ type: 'image/heif', image: true });
    expect(await sniffType(blob('%PDF-1.7\n'))).toEqual({ type: 'application/pdf', image: false, strippedByServer: false });
    expect(await sniffType(blob(zip))).toMatchObject({
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await sniffType(blob(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])))).toMatchObject({
      type: 'application/msword',
    });
  });

  it('knows nothing of text, HTML or an empty file', async () => {
    expect(await sniffType(blob('just some text, not a PDF'))).toBeUndefined();
    expect(await sniffType(blob('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(await sniffType(blob(''))).toBeUndefined();
  });
});
