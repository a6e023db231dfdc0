import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * What a PDF may not hold to be mailed to the office (docs/decisions/021-file-safety.md): the
 * names of the dictionary keys and types a reader acts on by itself or on a click that does not
 * look like a link. Checked after the name's #xx escapes are decoded (/J#53 is /JS).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript', // a document-level script, or an action of that type
  'JS', // the script of a JavaScript action
  'AA', // additional actions: run on opening a page, on a field, on closing
  'Launch', // runs a program or opens a file
  'SubmitForm', // sends form data to a URL
  'ImportData', // reads form data from a file
  'GoToR', // opens another PDF file
  'GoToE', // opens an embedded PDF
  'EmbeddedFile', // a file inside the PDF
  'EmbeddedFiles',
  'FileAttachment', // a file-attachment annotation
  'RichMedia', // Flash and other embedded media players
  'Rendition', // media rendition actions
  'XFA', // XML forms, which carry their own scripts
]);

/** Limits on reading object streams: far above any bill or resume, far below harm. */
const MAX_OBJECT_STREAMS = 10_000;
const MAX_STREAM_INFLATED = 16 * 1024 * 1024;
const MAX_TOTAL_INFLATED = 64 * 1024 * 1024;

export type PdfVerdict = 'ok' | 'active-content' | 'unreadable' | 'malformed' | 'too-large';

// A PDF name: a solidus and the regular characters after it (ISO 32000 7.2.2 and 7.3.5).
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first active name in `text`, or an /OpenAction that is an action rather than a place to open at. */
function activeIn(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (ACTIVE_NAMES.has(name)) return true;
    // /OpenAction [page /Fit] only says where the document opens; a dictionary or a reference
    // is an action (JavaScript, Launch, a URI) run as it opens.
    if (name === 'OpenAction' && !/^\s*\[/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 64))) return true;
  }
  return false;
}

/**
 * A structural check of a PDF, without rendering anything: the file is a PDF from its header to
 * its last %%EOF (nothing but white space after it: no page or program glued to the end), and no
 * dictionary in it, whether in the plain file or in a compressed object stream (inflated within
 * bounds), names an action that runs by itself, a script, a form that submits, or an embedded
 * file. An object stream we cannot read (encrypted, another filter) is refused: what cannot be
 * checked is not mailed.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-')) return 'malformed';
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0 || !/^[\s\0]*$/.test(text.slice(eof + 5))) return 'malformed';

  // The file's own structure is the text between its streams: stream data is binary (images,
  // fonts, compressed pages), where "/JS" turns up by chance, and is never a dictionary.
  const structure: string[] = [];
  let streams = 0;
  let inflated = 0;
  let after = 0;
  for (const match of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    if (match.index < after) continue; // the word inside a stream's own data
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'malformed';
    structure.push(text.slice(after, match.index));
    after = end + 'endstream'.length;
    const dictStart = text.lastIndexOf('obj', match.index);
    if (dictStart < 0 || match.index - dictStart > 4096) continue; // not an object's stream we can place
    const dict = text.slice(dictStart, match.index).replace(NAME, (_m, raw: string) => `/${decodeName(raw)}`);
    if (!/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    if (++streams > MAX_OBJECT_STREAMS) return 'too-large';
    // Objects packed in a stream (PDF 1.5+) are only readable inflated: FlateDecode alone, no predictor.
    const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict)?.[1] ?? '';
    if (!/^(\/FlateDecode|\[\s*\/FlateDecode\s*\])?$/.test(filters.trim()) || /\/DecodeParms/.test(dict)) return 'unreadable';
    let objects: Buffer;
    try {
      objects = filters
        ? await inflateAsync(bytes.subarray(start, end), { maxOutputLength: Math.min(MAX_STREAM_INFLATED, MAX_TOTAL_INFLATED - inflated) })
        : bytes.subarray(start, end);
    } catch (error) {
      // Past the bounds, or not deflate at all (an encrypted PDF's streams): refused either way.
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
    }
    inflated += objects.length;
    if (activeIn(objects.toString('latin1'))) return 'active-content';
  }
  structure.push(text.slice(after));
  return activeIn(structure.join('\n')) ? 'active-content' : 'ok';
}
