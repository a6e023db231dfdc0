import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small files built in code for the attachment tests (server/attachments/, routes): structurally
 * valid, carrying the metadata the server must drop. No binary fixtures in the repository.
 */
const u16be = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
const ascii = (text: string) => Buffer.from(text, 'latin1');

/** EXIF (big-endian TIFF) with Orientation=6 and a Make string that stands in for GPS and serial numbers. */
export function exifApp1(orientation = 6): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 16);
  tiff.write('MM\0\x2a', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x010f, 10); // Make, ASCII, 16 bytes at offset 38
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(16, 14);
  tiff.writeUInt32BE(38, 18);
  tiff.writeUInt16BE(0x0112, 22); // Orientation, SHORT
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(orientation, 30);
  tiff.write('GPS-SECRET-CAM\0\0', 38, 'latin1');
  return Buffer.concat([ascii('Exif\0\0'), tiff]);
}

export const jpegParts = {
  app0: segment(0xe0, ascii('JFIF\0\x01\x01\0\0\x01\0\x01\0\0')),
  exif: segment(0xe1, exifApp1()),
  xmp: segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS-SECRET-XMP</x:xmpmeta>')),
  iptc: segment(0xed, ascii('Photoshop 3.0\0GPS-SECRET-IPTC')),
  comment: segment(0xfe, ascii('GPS-SECRET-COMMENT')),
  icc: segment(0xe2, ascii('ICC_PROFILE\0\x01\x01fake-profile')),
  mpf: segment(0xe2, ascii('MPF\0GPS-SECRET-MPF')),
  dqt: segment(0xdb, Buffer.alloc(65, 1)),
  sof: segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
  dht: segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16), Buffer.alloc(0)])),
  sos: segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  // Entropy-coded data with a stuffed 0xFF00 and a restart marker, which are not segment markers.
  scan: Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
};

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);

/** A JPEG with EXIF, XMP, IPTC, a comment, an MPF block and an ICC profile; `trailer` goes after EOI. */
export function jpegWithMetadata(trailer = Buffer.alloc(0)): Buffer {
  const p = jpegParts;
  return Buffer.concat([SOI, p.app0, p.exif, p.xmp, p.iptc, p.comment, p.icc, p.mpf, p.dqt, p.sof, p.dht, p.sos, p.scan, EOI, trailer]);
}

/** What stripJpeg must make of it: APP0, the orientation alone, the ICC profile and the image. */
export function jpegStripped(orientationSegment: Buffer): Buffer {
  const p = jpegParts;
  return Buffer.concat([SOI, p.app0, orientationSegment, p.icc, p.dqt, p.sof, p.dht, p.sos, p.scan, EOI]);
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([ascii(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real 1x1 PNG (one green pixel) with text, EXIF and time chunks, and an sRGB chunk that stays. */
export function pngWithMetadata(trailer = Buffer.alloc(0)) {
  const ihdr = chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
  const srgb = chunk('sRGB', Buffer.from([0]));
  const idat = chunk('IDAT', deflateSync(Buffer.from([0, 0x15, 0x80, 0x3d])));
  const iend = chunk('IEND', Buffer.alloc(0));
  const meta = [
    chunk('tEXt', ascii('Author\0GPS-SECRET-TEXT')),
    chunk('zTXt', Buffer.concat([ascii('Comment\0\0'), deflateSync(ascii('GPS-SECRET-ZTXT'))])),
    chunk('iTXt', ascii('XML:com.adobe.xmp\0\0\0\0\0GPS-SECRET-ITXT')),
    chunk('eXIf', exifApp1().subarray(6)),
    chunk('tIME', Buffer.from([0x07, 0xea, 11, 23, 12, 0, 0])),
  ];
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return {
    file: Buffer.concat([signature, ihdr, srgb, ...meta, idat, iend, trailer]),
    stripped: Buffer.concat([signature, ihdr, srgb, idat, iend]),
  };
}

const riffChunk = (fourcc: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([ascii(fourcc), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};
const riff = (chunks: Buffer[]) => {
  const body = Buffer.concat([ascii('WEBP'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([ascii('RIFF'), size, body]);
};

/** An extended WebP (VP8X with the EXIF and XMP flags and ICC) around a lossless 1x1 image. */
export function webpWithMetadata() {
  const vp8x = (flags: number) => riffChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const iccp = riffChunk('ICCP', ascii('fake-profile'));
  const vp8l = riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]));
  const exif = riffChunk('EXIF', exifApp1().subarray(6));
  const xmp = riffChunk('XMP ', ascii('<x:xmpmeta>GPS-SECRET-XMP</x:xmpmeta>'));
  return { file: riff([vp8x(0x20 | 0x08 | 0x04), iccp, vp8l, exif, xmp]), stripped: riff([vp8x(0x20), iccp, vp8l]) };
}

export const pdfFile = (extra = '') =>
  Buffer.concat([ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'), ascii(extra)]);

/** A ZIP of `entries` (stored, or deflated when `deflate`), optionally declaring other sizes. */
export function zipOf(entries: { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const stored = e.deflate ? deflateRawSync(e.data) : e.data;
    const name = Buffer.from(e.name, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(e.deflate ? 8 : 0, 8);
    head.writeUInt32LE(crc32(e.data), 14);
    head.writeUInt32LE(stored.length, 18);
    head.writeUInt32LE(e.declaredSize ?? e.data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    head.copy(central, 8, 6, 30); // flags .. name length share one layout
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, stored);
    centrals.push(central, name);
    offset += head.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = ascii('<?xml version="1.0"?><Types><Override PartName="/word/document.xml"/></Types>');

export const docxFile = () =>
  zipOf([
    { name: '[Content_Types].xml', data: contentTypes, deflate: true },
    { name: 'word/document.xml', data: ascii('<w:document><w:body>Resume</w:body></w:document>'), deflate: true },
  ]);

/** A minimal OLE2 compound file: a FAT sector and a directory with the root and one stream. */
export function cfbFile(streamName = 'WordDocument'): Buffer {
  const file = Buffer.alloc(512 * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  file.writeUInt32LE(0x1000, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = 512;
  for (let i = 0; i < 128; i++) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT itself
  file.writeUInt32LE(0xfffffffe, fat + 4); // the directory is one sector long
  const entry = (index: number, name: string, type: number) => {
    const at = 1024 + index * 128;
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 64);
    file[at + 66] = type;
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return file;
}
