/**
 * A DOCX check that never decompresses: reads the ZIP's central directory (names and declared
 * sizes, plain offsets) and looks for the two parts every Word document has. Archives a reader
 * would have to inflate beyond reason are refused, so a bomb never reaches the office either.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT sections 4.3.12 and 4.3.16
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A Word document has tens of parts; thousands is a bomb or not a document. */
export const MAX_ZIP_ENTRIES = 1000;
/** What the parts may declare together once inflated: far above a resume, far below harm. */
export const MAX_ZIP_INFLATED_BYTES = 100 * 1024 * 1024;

export const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === LOCAL;

export type ZipVerdict = 'docx' | 'not-docx' | 'too-large';

function findEndOfDirectory(b: Buffer): number {
  // The EOCD record is 22 bytes plus a comment of up to 65535.
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (b.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

export function inspectZip(b: Buffer): ZipVerdict {
  const eocd = findEndOfDirectory(b);
  if (eocd < 0) return 'not-docx';
  const entries = b.readUInt16LE(eocd + 10);
  const size = b.readUInt32LE(eocd + 12);
  const offset = b.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no resume needs; a directory outside the file is a lie.
  if (entries === 0xffff || offset === 0xffffffff || offset + size > eocd) return 'not-docx';
  if (entries > MAX_ZIP_ENTRIES) return 'too-large';
  const names = new Set<string>();
  let inflated = 0;
  for (let i = 0, at = offset; i < entries; i++) {
    if (at + 46 > eocd || b.readUInt32LE(at) !== CENTRAL) return 'not-docx';
    const flags = b.readUInt16LE(at + 8);
    const declared = b.readUInt32LE(at + 24);
    const nameLength = b.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    if (next > eocd || flags & 0x1 || declared === 0xffffffff) return 'not-docx'; // cut off, encrypted, ZIP64
    inflated += declared;
    if (inflated > MAX_ZIP_INFLATED_BYTES) return 'too-large';
    names.add(b.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'docx' : 'not-docx';
}
