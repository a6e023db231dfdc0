import { MalformedFile } from './upload-error';

// VP8X flag bits (https://developers.google.com/speed/webp/docs/riff_container#extended_file_format).
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

/**
 * Drops a WebP's EXIF and "XMP " chunks and clears their VP8X flags, rewriting the RIFF size;
 * image, alpha, animation and ICC chunks are copied as they are, anything after the RIFF goes.
 * Throws MalformedFile when the container does not hold.
 */
export function stripWebp(input: Buffer): Buffer {
  if (input.length < 20 || input.toString('latin1', 0, 4) !== 'RIFF' || input.toString('latin1', 8, 12) !== 'WEBP') {
    throw new MalformedFile('WebP header');
  }
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length || riffEnd < 20) throw new MalformedFile('WebP RIFF size');
  const out: Buffer[] = [];
  for (let pos = 12; pos < riffEnd;) {
    if (pos + 8 > riffEnd) throw new MalformedFile('WebP chunk header');
    const fourcc = input.toString('latin1', pos, pos + 4);
    const size = input.readUInt32LE(pos + 4);
    // Chunks are padded to an even size; a last chunk may end without its pad byte.
    const end = Math.min(pos + 8 + size + (size & 1), riffEnd);
    if (pos + 8 + size > riffEnd) throw new MalformedFile('WebP chunk size');
    if (out.length === 0 && !IMAGE_CHUNKS.has(fourcc)) throw new MalformedFile('WebP without an image chunk first');
    if (fourcc === 'VP8X') {
      if (size < 10) throw new MalformedFile('WebP VP8X size');
      const chunk = Buffer.from(input.subarray(pos, end)); // a copy: the input stays untouched
      chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG);
      out.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') out.push(input.subarray(pos, end));
    pos = end;
  }
  if (out.reduce((n, b) => n + b.length, 0) % 2 === 1) out.push(Buffer.alloc(1)); // the missing pad byte
  const body = Buffer.concat(out);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
