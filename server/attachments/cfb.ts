/**
 * Is this OLE2 compound file (CFB) a Word 97-2003 document, and one the office can open safely?
 * file-type only says "CFB", which Excel, Outlook and installers use too. A .doc has a stream
 * named "WordDocument" in the root storage's directory, which this walks through the FAT chain,
 * bounded, without reading anything else. https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb/
 */
const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const WORD_DOCUMENT = 'WordDocument';

/**
 * Storages and streams that make a .doc run something (docs/decisions/021-file-safety.md):
 * VBA macros ("Macros" with its "VBA" storage; "_VBA_PROJECT_CUR" in other Office files), and
 * embedded objects ("ObjectPool", where an embedded program or script sits as an OLE package,
 * "\u0001Ole10Native", or another Office file with its own macros).
 */
const ACTIVE_ENTRIES = new Set(['Macros', '_VBA_PROJECT_CUR', 'VBA', '_VBA_PROJECT', 'ObjectPool', '\u0001Ole10Native']);

export const isCfb = (b: Buffer) => b.length >= 512 && b.subarray(0, 8).equals(MAGIC);

export type DocVerdict = 'doc' | 'not-doc' | 'active-content';

/** The names of every entry in the directory (storages and streams), or undefined if it does not hold together. */
function directoryNames(b: Buffer): string[] | undefined {
  const shift = b.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
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
  const names: string[] = [];
  let sector: number | undefined = b.readUInt32LE(0x30);
  for (let seen = 0; sector !== undefined && sector !== END_OF_CHAIN && seen < maxSectors; seen++) {
    const start = sectorAt(sector);
    if (start + sectorSize > b.length) return undefined;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameBytes = b.readUInt16LE(entry + 64);
      const type = b[entry + 66];
      // 1 a storage, 2 a stream, 5 the root; 0 an unused slot.
      if (nameBytes < 2 || nameBytes > 64 || (type !== 1 && type !== 2 && type !== 5)) continue;
      names.push(`${type}:${b.toString('utf16le', entry, entry + nameBytes - 2)}`);
    }
    sector = next(sector);
  }
  return names;
}

/**
 * 'doc' for a Word document with no macros and no embedded objects; 'active-content' for one
 * with them; 'not-doc' for any other compound file (a spreadsheet, a mail, an installer).
 */
export function inspectDoc(b: Buffer): DocVerdict {
  if (!isCfb(b)) return 'not-doc';
  const names = directoryNames(b);
  if (!names?.includes(`2:${WORD_DOCUMENT}`)) return 'not-doc';
  return names.some((n) => ACTIVE_ENTRIES.has(n.slice(2))) ? 'active-content' : 'doc';
}

/** A Word document at all, macros or not (the type check alone). */
export const isWordDocument = (b: Buffer): boolean => inspectDoc(b) !== 'not-doc';
