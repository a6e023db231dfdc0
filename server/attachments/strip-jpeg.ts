import { MalformedFile } from './upload-error';

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');
const ADOBE = Buffer.from('Adobe', 'latin1');

/**
 * Which segments stay: every non-APPn segment (tables, frame, scans), APP0 (JFIF), APP2 only
 * when it is an ICC profile (colours), APP14 "Adobe" (how CMYK/YCCK data is to be read). APP1
 * (EXIF with GPS and the camera's thumbnail, XMP), APP13 (IPTC), every other APPn (MPF, maker
 * data) and COM go. https://www.w3.org/Graphics/JPEG/itu-t81.pdf table B.1
 */
function keeps(marker: number, data: Buffer): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return true;
  if (marker === 0xe2) return data.subarray(0, ICC.length).equals(ICC);
  if (marker === 0xee) return data.subarray(0, ADOBE.length).equals(ADOBE);
  return false;
}

/** EXIF orientation (TIFF tag 0x0112 in IFD0), so a photo taken sideways still shows upright. */
export function exifOrientation(app1: Buffer): number | undefined {
  if (app1.length < 14 || app1.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = app1.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  if (!le && tiff.toString('latin1', 0, 2) !== 'MM') return undefined;
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment holding only the orientation: big-endian TIFF, IFD0 with one SHORT entry. */
export function orientationSegment(orientation: number): Buffer {
  const b = Buffer.alloc(36);
  b.writeUInt16BE(0xffe1, 0);
  b.writeUInt16BE(34, 2);
  b.write('Exif\0\0MM\0\x2a', 4, 'latin1');
  b.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  b.writeUInt16BE(1, 18); // one entry
  b.writeUInt16BE(0x0112, 20);
  b.writeUInt16BE(3, 22); // SHORT
  b.writeUInt32BE(1, 24);
  b.writeUInt16BE(orientation, 28);
  // 30..35: the value's padding and "no next IFD", zeros from alloc.
  return b;
}

/** Where the entropy-coded data after SOS ends: the next marker that is not a restart or stuffing. */
function scanEnd(input: Buffer, from: number): number {
  for (let i = from; i + 1 < input.length; i++) {
    if (input[i] !== 0xff) continue;
    const next = input[i + 1]!;
    if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) return i;
  }
  throw new MalformedFile('JPEG scan without an end');
}

/**
 * Drops a JPEG's metadata segments without decoding or re-encoding the image: the scans are
 * copied byte for byte, and anything after EOI (a second image, an HTML trailer) is dropped.
 * Throws MalformedFile when the structure does not hold.
 */
export function stripJpeg(input: Buffer): Buffer {
  if (input.length < 4 || !input.subarray(0, 2).equals(SOI)) throw new MalformedFile('JPEG without SOI');
  const out: Buffer[] = [SOI];
  let orientation: number | undefined;
  let afterApp0 = 1; // where the orientation segment goes: after SOI and a leading APP0
  for (let pos = 2; ;) {
    if (input[pos] !== 0xff) throw new MalformedFile('JPEG marker expected');
    while (input[pos] === 0xff) pos++; // fill bytes
    if (pos >= input.length) throw new MalformedFile('JPEG without EOI');
    const marker = input[pos++]!;
    if (marker === 0xd9) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(Buffer.from([0xff, marker])); // standalone markers have no length
      continue;
    }
    if (pos + 2 > input.length) throw new MalformedFile('JPEG segment cut off');
    const length = input.readUInt16BE(pos);
    if (length < 2 || pos + length > input.length) throw new MalformedFile('JPEG segment length');
    const segment = Buffer.concat([Buffer.from([0xff, marker]), input.subarray(pos, pos + length)]);
    const data = input.subarray(pos + 2, pos + length);
    pos += length;
    if (marker === 0xda) {
      const end = scanEnd(input, pos);
      out.push(segment, input.subarray(pos, end));
      pos = end;
    } else if (keeps(marker, data)) {
      out.push(segment);
      if (marker === 0xe0 && out.length === 2) afterApp0 = 2;
    } else if (marker === 0xe1) orientation ??= exifOrientation(data);
  }
  if (orientation !== undefined && orientation !== 1) out.splice(afterApp0, 0, orientationSegment(orientation));
  out.push(EOI);
  return Buffer.concat(out);
}
