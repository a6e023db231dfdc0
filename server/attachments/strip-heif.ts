import { MalformedFile } from './upload-error';

/**
 * HEIC/HEIF is an ISO base media file (ISO/IEC 14496-12) holding items (ISO/IEC 23008-12): the
 * image's tiles, and metadata items, `Exif` (where a phone puts the GPS position, its serial and
 * its thumbnail) and `mime` items (XMP, application/rdf+xml). This reads the box structure,
 * refuses one that does not hold (a program or a page named .heic, a box larger than the file,
 * bytes after the last box), and blanks the bytes of every Exif and mime item in place, so the
 * file keeps its size and every offset in it stays right; the picture is not touched and its
 * rotation lives in its own properties (irot, imir), not in the EXIF. docs/decisions/021-file-safety.md.
 */
const BRANDS = new Set(['mif1', 'heic', 'heix', 'heim', 'heis', 'miaf', 'MiHE', 'MiHB', 'MiHA', 'MiPr']);
/** Still images only: no movie box (an image sequence, or a video inside a HEIC). */
const TOP_LEVEL = new Set(['ftyp', 'meta', 'mdat', 'free', 'skip', 'uuid']);
const MAX_BOXES = 10_000;

interface Box {
  type: string;
  /** Where the box starts, where its payload starts, where it ends. */
  start: number;
  body: number;
  end: number;
}

/** The boxes between `from` and `to`, each inside the range, together covering it exactly. */
function boxes(b: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at < to;) {
    if (out.length >= MAX_BOXES || at + 8 > to) throw new MalformedFile('HEIF box header');
    let size = b.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new MalformedFile('HEIF large box header');
      const large = b.readBigUInt64BE(at + 8);
      if (large > BigInt(to - at)) throw new MalformedFile('HEIF box past its parent');
      size = Number(large);
      body = at + 16;
    } else if (size === 0) size = to - at; // to the end
    const end = at + size;
    if (size < body - at || end > to) throw new MalformedFile('HEIF box size');
    out.push({ type: b.toString('latin1', at + 4, at + 8), start: at, body, end });
    at = end;
  }
  return out;
}

const uint = (b: Buffer, at: number, bytes: number, limit: number): number => {
  if (at + bytes > limit) throw new MalformedFile('HEIF field past its box');
  if (bytes === 0) return 0;
  if (bytes === 2) return b.readUInt16BE(at);
  if (bytes === 4) return b.readUInt32BE(at);
  if (bytes === 8) {
    const value = b.readBigUInt64BE(at);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedFile('HEIF offset');
    return Number(value);
  }
  throw new MalformedFile('HEIF field size');
};

/** item id -> its type ('hvc1', 'grid', 'Exif', 'mime', …), from iinf's infe boxes. */
function itemTypes(b: Buffer, iinf: Box): Map<number, string> {
  const version = b[iinf.body]!;
  const count = version === 0 ? uint(b, iinf.body + 4, 2, iinf.end) : uint(b, iinf.body + 4, 4, iinf.end);
  const entries = boxes(b, iinf.body + (version === 0 ? 6 : 8), iinf.end).filter((x) => x.type === 'infe');
  if (entries.length !== count) throw new MalformedFile('HEIF item count');
  const types = new Map<number, string>();
  for (const infe of entries) {
    const v = b[infe.body]!;
    if (v < 2) throw new MalformedFile('HEIF item entry version'); // v0/v1 carry no item type
    const id = v === 2 ? uint(b, infe.body + 4, 2, infe.end) : uint(b, infe.body + 4, 4, infe.end);
    const typeAt = infe.body + (v === 2 ? 8 : 10);
    if (typeAt + 4 > infe.end) throw new MalformedFile('HEIF item type');
    types.set(id, b.toString('latin1', typeAt, typeAt + 4));
  }
  return types;
}

/** item id -> its extents as [start, end) in the file (or in idat, for construction method 1). */
function itemLocations(b: Buffer, iloc: Box): Map<number, { method: number; extents: [number, number][] }> {
  const limit = iloc.end;
  const version = b[iloc.body]!;
  if (version > 2) throw new MalformedFile('HEIF iloc version');
  let at = iloc.body + 4;
  const sizes = uint(b, at, 2, limit);
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseSize = (sizes >> 4) & 0xf;
  const indexSize = version > 0 ? sizes & 0xf : 0;
  at += 2;
  const count = uint(b, at, version < 2 ? 2 : 4, limit);
  at += version < 2 ? 2 : 4;
  const items = new Map<number, { method: number; extents: [number, number][] }>();
  for (let i = 0; i < count; i++) {
    const id = uint(b, at, version < 2 ? 2 : 4, limit);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version > 0) {
      method = uint(b, at, 2, limit) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = uint(b, at, baseSize, limit);
    at += baseSize;
    const extentCount = uint(b, at, 2, limit);
    at += 2;
    const extents: [number, number][] = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = uint(b, at, offsetSize, limit);
      at += offsetSize;
      const length = uint(b, at, lengthSize, limit);
      at += lengthSize;
      extents.push([base + offset, base + offset + length]);
    }
    items.set(id, { method, extents });
  }
  return items;
}

/** The HEIC/HEIF with its Exif and XMP (mime) items blanked; throws MalformedFile when its structure does not hold. */
export function stripHeif(input: Buffer): Buffer {
  const top = boxes(input, 0, input.length);
  const ftyp = top[0];
  if (ftyp?.type !== 'ftyp' || ftyp.end - ftyp.body < 8) throw new MalformedFile('HEIF without ftyp first');
  const brands: string[] = [];
  for (let at = ftyp.body; at + 4 <= ftyp.end; at += 4) if (at !== ftyp.body + 4) brands.push(input.toString('latin1', at, at + 4));
  if (!brands.some((brand) => BRANDS.has(brand))) throw new MalformedFile('HEIF brand');
  if (top.some((box) => !TOP_LEVEL.has(box.type))) throw new MalformedFile('HEIF with a box a still image has no use for');
  const metas = top.filter((box) => box.type === 'meta');
  if (metas.length !== 1) throw new MalformedFile('HEIF meta box');
  const meta = metas[0]!;
  const children = boxes(input, meta.body + 4, meta.end); // meta is a full box: version and flags first
  const find = (type: string) => children.find((box) => box.type === type);
  const hdlr = find('hdlr');
  if (!hdlr || hdlr.body + 12 > hdlr.end || input.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'pict') {
    throw new MalformedFile('HEIF handler');
  }
  const iinf = find('iinf');
  const iloc = find('iloc');
  const pitm = find('pitm');
  if (!iinf || !iloc || !pitm) throw new MalformedFile('HEIF item boxes');
  const types = itemTypes(input, iinf);
  const primary = input[pitm.body] === 0 ? uint(input, pitm.body + 4, 2, pitm.end) : uint(input, pitm.body + 4, 4, pitm.end);
  if (!types.has(primary)) throw new MalformedFile('HEIF primary item');
  const locations = itemLocations(input, iloc);
  const idat = find('idat');

  const out = Buffer.from(input); // a copy: the input stays untouched
  for (const [id, where] of locations) {
    if (!types.has(id)) throw new MalformedFile('HEIF location of an unknown item');
    const [from, to] = where.method === 0 ? [0, input.length] : where.method === 1 && idat ? [idat.body, idat.end] : [-1, -1];
    if (from < 0) throw new MalformedFile('HEIF item built from other items');
    for (const [start, end] of where.extents) {
      // A zero length means "to the end" of the file or idat; every extent stays inside it.
      const absStart = from + start;
      const absEnd = end === start ? to : from + end;
      if (absStart < from || absEnd > to || absStart > absEnd) throw new MalformedFile('HEIF item extent');
      const type = types.get(id);
      if (type === 'Exif' || type === 'mime') out.fill(0, absStart, absEnd);
    }
  }
  // A top-level uuid box is a vendor's extension (some cameras keep XMP there): blanked too,
  // after its 16-byte extended type, so readers still skip it.
  for (const box of top) if (box.type === 'uuid') out.fill(0, Math.min(box.body + 16, box.end), box.end);
  return out;
}
