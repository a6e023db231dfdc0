import { describe, expect, it } from 'vitest';
import { jpegParts, jpegStripped, jpegWithMetadata, pngWithMetadata, webpWithMetadata } from '../test-support/sample-files';
import { exifOrientation, orientationSegment, stripJpeg } from './strip-jpeg';
import { stripPng } from './strip-png';
import { stripWebp } from './strip-webp';
import { MalformedFile } from './upload-error';

const SECRET = /GPS-SECRET/;
const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('image metadata stripping, without re-encoding', () => {
  it('JPEG: drops EXIF, XMP, IPTC, comments, MPF and anything after EOI; keeps APP0, ICC, the scans and the orientation', () => {
    const out = stripJpeg(jpegWithMetadata(html));
    expect(out).toEqual(jpegStripped(orientationSegment(6)));
    expect(out.toString('latin1')).not.toMatch(SECRET);
    expect(out.toString('latin1')).not.toContain('<script>');
    // The kept APP1 holds nothing but the orientation, and it reads back.
    expect(exifOrientation(orientationSegment(6).subarray(4))).toBe(6);
    expect(stripJpeg(out)).toEqual(out); // stable: a second pass changes nothing
  });

  it('JPEG: an upright photo gets no EXIF at all', () => {
    const p = jpegParts;
    const upright = Buffer.concat([Buffer.from([0xff, 0xd8]), p.app0, p.dqt, p.sof, p.sos, p.scan, Buffer.from([0xff, 0xd9])]);
    expect(stripJpeg(upright)).toEqual(upright);
  });

  it('PNG: drops tEXt, zTXt, iTXt, eXIf and tIME and a trailer; every other chunk byte for byte', () => {
    const { file, stripped } = pngWithMetadata(html);
    const out = stripPng(file);
    expect(out).toEqual(stripped);
    expect(out.toString('latin1')).not.toMatch(SECRET);
  });

  it('WebP: drops EXIF and XMP chunks, clears their VP8X flags, keeps ICC, and fixes the RIFF size', () => {
    const { file, stripped } = webpWithMetadata();
    const out = stripWebp(Buffer.concat([file, html]));
    expect(out).toEqual(stripped);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(out[20]).toBe(0x20); // ICC flag only
  });

  it('throws MalformedFile, never anything else, on truncated or garbled images', () => {
    const samples = [jpegWithMetadata(), pngWithMetadata().file, webpWithMetadata().file];
    const strippers = [stripJpeg, stripPng, stripWebp];
    for (const [i, sample] of samples.entries()) {
      for (const cut of [3, 10, 25, sample.length - 3]) {
        expect(() => strippers[i]!(sample.subarray(0, cut)), `cut at ${cut}`).toThrow(MalformedFile);
      }
      const garbled = Buffer.from(sample);
      garbled.fill(0xff, 12, 40);
      try {
        strippers[i]!(garbled);
      } catch (error) {
        expect(error).toBeInstanceOf(MalformedFile);
      }
    }
  });
});
