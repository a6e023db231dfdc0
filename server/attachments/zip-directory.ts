import { createInflateRaw, crc32 } from 'node:zlib';

/**
 * A DOCX check (docs/decisions/017-attachments.md, 021-file-safety.md): the ZIP's central
 * directory (names and declared sizes) says whether it is a Word document; then every entry is
 * inflated, streaming and bounded, to verify what the directory declares (sizes, CRC) and to read
 * the parts that say what Word would do on opening it: the content types, the relationships, and
 * the field codes of the text. Nothing inflated is kept but those few parts' text.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT sections 4.3.7, 4.3.12 and 4.3.16
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A Word document has tens of parts; thousands is a bomb or not a document. */
export const MAX_ZIP_ENTRIES = 1000;
/** What the parts may hold together once inflated: far above a resume, far below harm. */
export const MAX_ZIP_INFLATED_BYTES = 100 * 1024 * 1024;
/** The text of one part we read (content types, relationships, the document's XML). */
const MAX_PART_TEXT = 16 * 1024 * 1024;

export const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === LOCAL;

export type ZipVerdict = 'docx' | 'not-docx' | 'too-large' | 'active-content' | 'malformed';

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

function findEndOfDirectory(b: Buffer): number {
  // The EOCD record is 22 bytes plus a comment of up to 65535.
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (b.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

function readDirectory(b: Buffer): Entry[] | 'not-docx' | 'too-large' {
  const eocd = findEndOfDirectory(b);
  if (eocd < 0) return 'not-docx';
  const count = b.readUInt16LE(eocd + 10);
  const size = b.readUInt32LE(eocd + 12);
  const offset = b.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no resume needs; a directory outside the file is a lie.
  if (count === 0xffff || offset === 0xffffffff || offset + size > eocd) return 'not-docx';
  if (count > MAX_ZIP_ENTRIES) return 'too-large';
  const entries: Entry[] = [];
  let declaredTotal = 0;
  for (let i = 0, at = offset; i < count; i++) {
    if (at + 46 > eocd || b.readUInt32LE(at) !== CENTRAL) return 'not-docx';
    const flags = b.readUInt16LE(at + 8);
    const declared = b.readUInt32LE(at + 24);
    const nameLength = b.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    if (next > eocd || flags & 0x1 || declared === 0xffffffff) return 'not-docx'; // cut off, encrypted, ZIP64
    declaredTotal += declared;
    if (declaredTotal > MAX_ZIP_INFLATED_BYTES) return 'too-large';
    entries.push({
      name: b.toString('utf8', at + 46, at + 46 + nameLength),
      method: b.readUInt16LE(at + 10),
      crc: b.readUInt32LE(at + 16),
      compressed: b.readUInt32LE(at + 20),
      declared,
      localOffset: b.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** Parts that hold code or another program, by name: macros, ActiveX controls, embedded objects. */
const ACTIVE_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/(activeX|embeddings)\/|\.(exe|dll|scr|com|bat|cmd|ps1|vbs|js|jse|wsf|hta|lnk|msi|jar)$/i;
/** Content types of macro-enabled documents and of the parts above. */
const ACTIVE_TYPE = /macroEnabled|vbaProject|vbaData|activeX|oleObject|x-msdownload/i;
/** Relationship types that make Word load or run something: even inside the file, these are refused. */
const ACTIVE_RELATIONSHIP =
  /\/(aFChunk|oleObject|package|control|activeXControlBinary|vbaProject|wordVbaData|attachedToolbars|keyMapCustomizations)$/i;
/** Field codes that run a program (DDE) or fetch a file when fields update (INCLUDE*, LINK with a path). */
const ACTIVE_FIELD = /\b(DDE|DDEAUTO)\b|\b(INCLUDETEXT|INCLUDEPICTURE|LINK|IMPORT)\s+"?\s*(https?:|ftp:|file:|\\\\)/i;

type Inflated = { text: string | undefined } | { problem: 'too-large' | 'malformed' };

/** The text of an entry (when `keep`), inflated within `budget` bytes; a lie about its size or CRC is malformed. */
async function inflateEntry(b: Buffer, entry: Entry, budget: number, keep: boolean): Promise<Inflated> {
  const at = entry.localOffset;
  if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL) return { problem: 'malformed' };
  const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
  const data = b.subarray(start, start + entry.compressed);
  if (start + entry.compressed > b.length) return { problem: 'malformed' };
  const limit = Math.min(entry.declared, budget);
  const chunks: Buffer[] = [];
  let size = 0;
  let crc = 0;
  const take = (chunk: Buffer): 'too-large' | 'malformed' | undefined => {
    size += chunk.length;
    // Never past what the directory declared (a lie), nor past the file's whole allowance.
    if (size > entry.declared) return 'malformed';
    if (size > limit) return 'too-large';
    crc = crc32(chunk, crc);
    if (keep) chunks.push(chunk);
    return undefined;
  };
  if (entry.method === 0) {
    const problem = take(data);
    if (problem) return { problem };
  } else if (entry.method === 8) {
    const problem = await new Promise<'too-large' | 'malformed' | undefined>((resolve) => {
      const inflater = createInflateRaw();
      inflater.on('data', (chunk: Buffer) => {
        const stop = take(chunk);
        if (stop) {
          inflater.destroy();
          resolve(stop);
        }
      });
      inflater.once('error', () => resolve('malformed'));
      inflater.once('end', () => resolve(undefined));
      inflater.end(data);
    });
    if (problem) return { problem };
  } else {
    return { problem: 'malformed' }; // another compression method: Word writes stored or deflated parts only
  }
  if (size !== entry.declared || crc >>> 0 !== entry.crc >>> 0) return { problem: 'malformed' };
  return { text: keep ? Buffer.concat(chunks, size).toString('utf8') : undefined };
}

/** Each <Relationship …/> of a .rels part: refused if it points outside the file, but for a web or mail link. */
function activeRelationship(xml: string): boolean {
  for (const [element] of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(element)?.[1] ?? '';
    const type = attr('Type');
    if (ACTIVE_RELATIONSHIP.test(type)) return true;
    if (attr('TargetMode').toLowerCase() !== 'external') continue;
    // An external link is a click away for the reader; anything else (a remote template, an
    // image, a frame, an OLE link) is fetched by Word itself on opening.
    const hyperlink = /\/hyperlink$/i.test(type);
    if (!hyperlink || !/^(https?:|mailto:)/i.test(attr('Target').trim())) return true;
  }
  return false;
}

/** The field codes of a WordprocessingML part: every w:instrText run and w:instr attribute, joined. */
const XML_ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const fieldCodes = (xml: string) =>
  [...xml.matchAll(/<w:instrText\b[^>]*>([^<]*)<\/w:instrText>|\bw:instr\s*=\s*"([^"]*)"/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .join('')
    .replace(/&(quot|apos|lt|gt|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/**
 * 'docx' for a Word document that runs nothing by itself; 'active-content' for macros, ActiveX,
 * embedded objects, an imported chunk, external relationships other than web and mail links (a
 * remote template), or DDE and remote INCLUDE fields; 'too-large' past the bounds; 'malformed'
 * when the bytes are not what the directory says; 'not-docx' for any other ZIP.
 */
export async function inspectDocx(b: Buffer): Promise<ZipVerdict> {
  const entries = readDirectory(b);
  if (typeof entries === 'string') return entries;
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'not-docx';
  if (entries.some((e) => ACTIVE_PART.test(e.name))) return 'active-content';
  let left = MAX_ZIP_INFLATED_BYTES;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue; // a folder
    const isRels = entry.name.endsWith('.rels');
    const isText = /^word\/[^/]+\.xml$/.test(entry.name);
    const keep = entry.name === '[Content_Types].xml' || isRels || isText;
    if (keep && entry.declared > MAX_PART_TEXT) return 'too-large';
    const inflated = await inflateEntry(b, entry, left, keep);
    if ('problem' in inflated) return inflated.problem;
    left -= entry.declared;
    const text = inflated.text;
    if (text === undefined) continue;
    if (entry.name === '[Content_Types].xml' && ACTIVE_TYPE.test(text)) return 'active-content';
    if (isRels && activeRelationship(text)) return 'active-content';
    if (isText && ACTIVE_FIELD.test(fieldCodes(text))) return 'active-content';
  }
  return 'docx';
}
