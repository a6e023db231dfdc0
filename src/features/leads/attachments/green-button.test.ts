import { describe, expect, it } from 'vitest';
import { attachmentCopy as en } from '@/content/forms';
import { attachmentCopy as es } from '@/content/forms.es';
import { attachmentRules } from '@/shared/lead/attachments';
import { greenButtonCsv, greenButtonXml, hostileGreenButton as hostile } from '@/shared/lead/green-button-samples';
import { AttachmentError, prepareFile } from './prepare';

const file = (bytes: Buffer, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AttachmentError ? e.message : `not an AttachmentError: ${String(e)}`),
  );

describe("the quote form's Green Button files, in the browser (docs/decisions/032-green-button-files.md)", () => {
  it('lists an ESPI XML and a CSV as they were chosen, with the type judged from their content', async () => {
    const xml = await prepareFile(file(greenButtonXml(), 'usage.xml', 'text/xml'), attachmentRules.quote, en.kinds.quote, en);
    expect(xml).toMatchObject({ name: 'usage.xml', type: 'application/xml', originalBytes: greenButtonXml().length });
    const csv = await prepareFile(
      file(greenButtonCsv(), 'usage.csv', 'application/vnd.ms-excel'),
      attachmentRules.landing,
      en.kinds.quote,
      en,
    );
    expect(csv).toMatchObject({ name: 'usage.csv', type: 'text/csv' });
  });

  for (const [language, copy] of [
    ['English', en],
    ['Spanish', es],
  ] as const) {
    it(`refuses each unsafe or wrong file with a plain reason, in ${language}`, async () => {
      const quote = (bytes: Buffer, name: string) => refusal(prepareFile(file(bytes, name), attachmentRules.quote, copy.kinds.quote, copy));
      expect(await quote(hostile.externalEntity, 'a.xml')).toBe(copy.greenButtonUnsafe('a.xml'));
      expect(await quote(hostile.billionLaughs, 'b.xml')).toBe(copy.greenButtonUnsafe('b.xml'));
      expect(await quote(hostile.csvFormula, 'c.csv')).toBe(copy.greenButtonUnsafe('c.csv'));
      expect(await quote(hostile.wrongRoot, 'd.xml')).toBe(copy.greenButtonInvalid('d.xml'));
      expect(await quote(hostile.bareAmpersand, 'e.xml')).toBe(copy.greenButtonInvalid('e.xml'));
      expect(await quote(hostile.csvNotMeterData, 'f.csv')).toBe(copy.greenButtonInvalid('f.csv'));
      expect(await quote(hostile.binary, 'g.xml')).toBe(copy.wrongType('g.xml', copy.kinds.quote));
      // The estimate form does not take them: the usual wrong-type message.
      expect(await refusal(prepareFile(file(greenButtonXml(), 'h.xml'), attachmentRules.estimate, copy.kinds.photos, copy))).toBe(
        copy.wrongType('h.xml', copy.kinds.photos),
      );
    });
  }

  it('the messages and the hint differ between the languages and name Green Button', () => {
    expect(es.greenButtonUnsafe('x')).not.toBe(en.greenButtonUnsafe('x'));
    expect(es.greenButtonInvalid('x')).not.toBe(en.greenButtonInvalid('x'));
    for (const copy of [en, es]) {
      expect(copy.quote.hint).toMatch(/Green Button/);
      expect(copy.quote.hint).toMatch(/PDF/);
    }
  });
});
