/** What a file's first bytes say it is; `image` when a canvas can redraw it. */
export interface Sniffed {
  type: string;
  image: boolean;
  /** JPEG, PNG and WebP: the server strips their metadata itself (docs/decisions/017-attachments.md). */
  strippedByServer: boolean;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Judges a file by its magic bytes, like the server does. A ZIP is taken as a DOCX and a
 * compound file as a DOC: the server reads their directories and refuses anything else, so a
 * wrong guess here costs a refusal, never a wrong file in the office's inbox.
 */
export async function sniffType(file: Blob): Promise<Sniffed | undefined> {
  const bytes = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const of = (type: string, image = false, strippedByServer = false): Sniffed => ({ type, image, strippedByServer });
  if (starts(bytes, [0xff, 0xd8, 0xff])) return of('image/jpeg', true, true);
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return of('image/png', true, true);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return of('image/webp', true, true);
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand))
      return of(brand === 'avif' ? 'image/avif' : brand.startsWith('hei') || brand.startsWith('hev') ? 'image/heic' : 'image/heif', true);
  }
  if (ascii(bytes, 0, 3) === 'GIF' || ascii(bytes, 0, 2) === 'BM')
    return of(ascii(bytes, 0, 3) === 'GIF' ? 'image/gif' : 'image/bmp', true);
  if (ascii(bytes, 0, 5) === '%PDF-') return of('application/pdf');
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return of('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return of('application/msword');
  return undefined;
}
