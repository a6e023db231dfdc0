import { MalformedFile } from './upload-error';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Text (tEXt, zTXt, iTXt: software, author, comments, sometimes GPS), EXIF (eXIf) and the
 * modification time (tIME). Colour chunks (iCCP, sRGB, gAMA, cHRM) stay.
 * https://www.w3.org/TR/png-3/#11Chunks
 */
const DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/**
 * Drops a PNG's metadata chunks, copying every other chunk (with its CRC) as it is; anything
 * after IEND goes. Throws MalformedFile when the chunk structure does not hold.
 */
export function stripPng(input: Buffer): Buffer {
  if (input.length < SIGNATURE.length || !input.subarray(0, 8).equals(SIGNATURE)) throw new MalformedFile('PNG signature');
  const out: Buffer[] = [SIGNATURE];
  for (let pos = 8, first = true; ; first = false) {
    if (pos + 12 > input.length) throw new MalformedFile('PNG without IEND');
    const length = input.readUInt32BE(pos);
    const type = input.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > input.length) throw new MalformedFile('PNG chunk length');
    if (first && type !== 'IHDR') throw new MalformedFile('PNG without IHDR first');
    if (!DROPPED.has(type)) out.push(input.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
}
