/**
 * Is this OLE2 compound file (CFB) a Word 97-2003 document? file-type only says "CFB", which
 * Excel, Outlook and installers use too. A .doc has a stream named "WordDocument" in the root
 * storage's directory, which this walks through the FAT chain, bounded, without reading
 * anything else. https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb/
 */
const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const WORD_DOCUMENT = 'WordDocument';

export const isCfb = (b: Buffer) => b.length >= 512 && b.subarray(0, 8).equals(MAGIC);

export function isWordDocument(b: Buffer): boolean {
  if (!isCfb(b)) return false;
  const shift = b.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const perFatSector = sectorSize / 4;
  const sectorAt = (n: number) => (n + 1) * sectorSize;
  // The first 109 FAT sectors are listed in the header: enough for 7 MB of 512-byte sectors.
  const fatSectors = Math.min(b.readUInt32LE(0x2c), 109);
  const next = (sector: number): number | undefined => {
    const index = Math.floor(sector / perFatSector);
    if (index >= fatSectors) return undefined;
    const at = sectorAt(b.readUInt32LE(0x4c + index * 4)) + (sector % perFatSector) * 4;
    return at + 4 <= b.length ? b.readUInt32LE(at) : undefined;
  };
  const maxSectors = Math.floor(b.length / sectorSize);
  let sector: number | undefined = b.readUInt32LE(0x30);
  for (let seen = 0; sector !== undefined && sector !== END_OF_CHAIN && seen < maxSectors; seen++) {
    const start = sectorAt(sector);
    if (start + sectorSize > b.length) return false;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameBytes = b.readUInt16LE(entry + 64);
      if (nameBytes < 2 || nameBytes > 64) continue;
      const name = b.toString('utf16le', entry, entry + nameBytes - 2);
      if (name === WORD_DOCUMENT && b[entry + 66] === 2) return true; // 2: a stream
    }
    sector = next(sector);
  }
  return false;
}
