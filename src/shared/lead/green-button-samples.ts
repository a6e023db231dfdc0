/**
 * Test samples only (no page imports this file).
 * Green Button "Download My Data" files built in code for the tests
 * (docs/decisions/032-green-button-files.md): an ESPI Atom feed as a utility exports it, a
 * utility's CSV, and the hostile or wrong variants the checks must refuse. Fictional meter data.
 */

const reading = (start: number, value: number) =>
  `<IntervalReading><timePeriod><duration>3600</duration><start>${start}</start></timePeriod><value>${value}</value></IntervalReading>`;

/** An ESPI feed: Atom root, the ESPI namespace on the content, an hour of readings per entry. */
export function greenButtonXml({ readings = 24, prolog = '<?xml version="1.0" encoding="UTF-8"?>\n', extra = '' } = {}): Buffer {
  const values = Array.from({ length: readings }, (_, i) => reading(1717225200 + i * 3600, 400 + ((i * 37) % 900))).join('\n');
  return Buffer.from(
    `${prolog}<feed xmlns="http://www.w3.org/2005/Atom" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <id>urn:uuid:0f5b1c1e-2a4d-4c6e-9b7a-3d2f1e0c9b8a</id>
  <title>Green Button Usage Feed</title>
  <updated>2024-06-30T23:59:59Z</updated>
  <!-- Download My Data, fictional sample -->
  <entry>
    <id>urn:uuid:1a2b3c4d-0000-4000-8000-000000000001</id>
    <link href="https://utility.example/espi/1_1/resource/Subscription/1/UsagePoint/1" rel="self"/>
    <title>Home &amp; garage meter</title>
    <content><UsagePoint xmlns="http://naesb.org/espi"><ServiceCategory><kind>0</kind></ServiceCategory></UsagePoint></content>
  </entry>
  <entry>
    <id>urn:uuid:1a2b3c4d-0000-4000-8000-000000000002</id>
    <title>Energy Usage</title>
    <content><IntervalBlock xmlns="http://naesb.org/espi"><interval><duration>86400</duration><start>1717225200</start></interval>
${values}
    </IntervalBlock></content>
  </entry>${extra}
</feed>
`,
    'utf8',
  );
}

/** A utility's CSV: account lines, a blank line, then the header and hourly readings (PG&E's shape). */
export function greenButtonCsv(rows = 24): Buffer {
  const lines = [
    'Name,JANE SAMPLE',
    'Address,"100 SAMPLE ST, BAKERSFIELD CA 93301"',
    'Account Number,0000000000',
    'Service,Service 1',
    '',
    'TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `Electric usage,2024-06-01,${String(i).padStart(2, '0')}:00,${String(i).padStart(2, '0')}:59,${(0.4 + (i % 9) / 10).toFixed(2)},$0.${String(10 + i)},`,
    ),
    // Solar exports read as negative usage and a credit.
    'Electric usage,2024-06-02,12:00,12:59,-1.25,-$0.40,',
  ];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** What the checks must refuse, each for its reason. */
export const hostileGreenButton = {
  /** XXE: an external entity that would read a file of whoever opens it. */
  externalEntity: Buffer.from(
    '<?xml version="1.0"?>\n<!DOCTYPE feed [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi"><title>&xxe;</title></feed>',
  ),
  /** Billion laughs: nested entities that expand to gigabytes. */
  billionLaughs: Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">&lol9;</feed>`,
  ),
  /** An ENTITY declaration with no DOCTYPE around it, hidden in a comment: refused all the same. */
  entityInComment: greenButtonXml({ extra: '\n<!-- <!ENTITY x SYSTEM "http://attacker.example/"> -->' }),
  /** Well-formed Atom, but no ESPI data. */
  plainAtom: Buffer.from('<feed xmlns="http://www.w3.org/2005/Atom"><title>News</title></feed>'),
  /** The ESPI namespace, but the root is not an Atom feed. */
  wrongRoot: Buffer.from('<UsagePoint xmlns="http://naesb.org/espi"><kind>0</kind></UsagePoint>'),
  /** A feed with no Atom namespace. */
  feedWithoutNamespace: Buffer.from('<feed xmlns:espi="http://naesb.org/espi"><espi:UsagePoint/></feed>'),
  /** Not well-formed: an element never closed. */
  unclosed: Buffer.from(greenButtonXml().toString('utf8').replace('</feed>', '')),
  /** Not well-formed: a bare ampersand. */
  bareAmpersand: Buffer.from(greenButtonXml().toString('utf8').replace('Home &amp; garage', 'Home & garage')),
  /** Binary bytes with an XML start (a NUL inside). */
  binary: Buffer.concat([greenButtonXml().subarray(0, 200), Buffer.from([0, 1, 2, 0xff, 0xfe]), greenButtonXml().subarray(200)]),
  /** Latin-1, not UTF-8. */
  latin1: Buffer.from('TYPE,DATE,USAGE\r\nElectric usage,2024-06-01,0.5 caf\xe9\r\n', 'latin1'),
  /** A CSV whose cell a spreadsheet would run. */
  csvFormula: Buffer.from("TYPE,DATE,START TIME,USAGE (kWh)\r\nElectric usage,2024-06-01,00:00,=cmd|' /C calc'!A0\r\n"),
  /** A CSV that is not meter data. */
  csvNotMeterData: Buffer.from('first,last,email\r\nJane,Sample,jane@example.com\r\n'),
};
