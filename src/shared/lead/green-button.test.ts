import { describe, expect, it } from 'vitest';
import { greenButtonCsv, greenButtonXml, hostileGreenButton as hostile } from './green-button-samples';
import { inspectGreenButton } from './green-button';

describe('Green Button files (docs/decisions/032-green-button-files.md)', () => {
  it('takes an ESPI Atom feed as XML, with or without its declaration, and a UTF-8 BOM', () => {
    expect(inspectGreenButton(greenButtonXml())).toEqual({ type: 'application/xml' });
    expect(inspectGreenButton(greenButtonXml({ prolog: '' }))).toEqual({ type: 'application/xml' });
    expect(inspectGreenButton(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), greenButtonXml()]))).toEqual({ type: 'application/xml' });
    // A prefixed Atom root, CDATA and character references are XML too.
    const prefixed = Buffer.from(
      '<atom:feed xmlns:atom="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi"><atom:title><![CDATA[a < b]]> &#233;&#x41;</atom:title><espi:UsagePoint/></atom:feed>',
    );
    expect(inspectGreenButton(prefixed)).toEqual({ type: 'application/xml' });
  });

  it("takes a utility's CSV: account lines, then a header with a date and a reading, then readings (negative exports too)", () => {
    expect(inspectGreenButton(greenButtonCsv())).toEqual({ type: 'text/csv' });
    expect(inspectGreenButton(Buffer.from('Date,Start Time,Value\n2024-06-01,00:00,0.53\n'))).toEqual({ type: 'text/csv' });
  });

  it('refuses any DOCTYPE or ENTITY: external entities, billion laughs, even one hidden in a comment', () => {
    for (const file of [hostile.externalEntity, hostile.billionLaughs, hostile.entityInComment])
      expect(inspectGreenButton(file)).toEqual({ type: undefined, reason: 'unsafe' });
    expect(inspectGreenButton(Buffer.from('<!doctype feed><feed xmlns="http://www.w3.org/2005/Atom"/>'))).toMatchObject({
      reason: 'unsafe',
    });
    // Refused all the same when it is no feed at all, as not Green Button data.
    expect(inspectGreenButton(Buffer.from('<!doctype html><script>alert(1)</script>'))).toMatchObject({ reason: 'not-green-button' });
  });

  it('refuses a feed that is not Green Button data: no ESPI namespace, another root, no Atom namespace', () => {
    for (const file of [hostile.plainAtom, hostile.wrongRoot, hostile.feedWithoutNamespace])
      expect(inspectGreenButton(file)).toEqual({ type: undefined, reason: 'not-green-button' });
  });

  it('refuses XML that is not well-formed', () => {
    const broken = [
      hostile.unclosed,
      hostile.bareAmpersand,
      Buffer.from(greenButtonXml().toString('utf8').replace('</title>', '</titel>')),
      Buffer.from(`${greenButtonXml().toString('utf8')}<feed xmlns="http://www.w3.org/2005/Atom"/>`), // two roots
      Buffer.from(greenButtonXml().toString('utf8').replace('<title>', '<title a="1" a="2">')), // an attribute twice
      Buffer.from(greenButtonXml().toString('utf8').replace('<title>', '<title a="<">')),
      Buffer.from(greenButtonXml().toString('utf8').replace('&amp;', '&#0;')), // a reference to a character XML forbids
      Buffer.from(greenButtonXml().toString('utf8').replace('UTF-8', 'ISO-8859-1')),
      Buffer.from(
        `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:e="http://naesb.org/espi">${'<a>'.repeat(100)}${'</a>'.repeat(100)}</feed>`,
      ),
    ];
    for (const file of broken) expect(inspectGreenButton(file), file.toString('utf8').slice(-200)).toMatchObject({ reason: 'malformed' });
  });

  it('refuses binary or non-UTF-8 bytes, and control characters', () => {
    expect(inspectGreenButton(hostile.binary)).toEqual({ type: undefined, reason: 'not-text' });
    expect(inspectGreenButton(hostile.latin1)).toEqual({ type: undefined, reason: 'not-text' });
    expect(inspectGreenButton(Buffer.from('Date,Usage\n2024-06-01,1\x1b[2J\n'))).toMatchObject({ reason: 'not-text' });
    expect(inspectGreenButton(Buffer.from('%PDF-1.7 not a pdf, really'))).toMatchObject({ reason: 'not-green-button' });
    expect(inspectGreenButton(Buffer.alloc(0))).toMatchObject({ reason: 'not-text' });
  });

  it('refuses a CSV a spreadsheet would run, or one that is not meter data', () => {
    expect(inspectGreenButton(hostile.csvFormula)).toEqual({ type: undefined, reason: 'unsafe' });
    expect(inspectGreenButton(Buffer.from('Date,Usage\n2024-06-01,"@SUM(1+1)"\n'))).toMatchObject({ reason: 'unsafe' });
    expect(inspectGreenButton(Buffer.from('Date,Usage\n2024-06-01,+A1\n'))).toMatchObject({ reason: 'unsafe' });
    expect(inspectGreenButton(hostile.csvNotMeterData)).toEqual({ type: undefined, reason: 'not-green-button' });
    expect(inspectGreenButton(Buffer.from('Date,Usage\n'))).toMatchObject({ reason: 'not-green-button' }); // a header, no readings
  });

  it('reads a year of hourly readings (1.1 MB) in under two seconds, on a busy machine too', () => {
    const year = greenButtonXml({ readings: 8760 });
    const started = performance.now();
    expect(inspectGreenButton(year)).toEqual({ type: 'application/xml' });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
