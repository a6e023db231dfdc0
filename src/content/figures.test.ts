import { describe, expect, it } from 'vitest';

/**
 * Figures that copy once typed by hand, and contradicted itself with, now come from the module
 * that holds them (docs/recipes.md): these checks fail when a content file types one again.
 */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

/** The lines of `text` that are statements of copy: comments and the titles of cited documents left out. */
function copyLines(text: string): string[] {
  const lines = text.split('\n');
  return lines.filter(
    (line, i) =>
      !/^\s*(\*|\/\/|\/\*\*)/.test(line) &&
      // A source's title names a document (its publisher and date); it cites rather than states.
      !(/^\s*title:/.test(line) && /\burl:/.test(lines[i - 1] ?? '')) &&
      !/^\s*\w+: \{ url: '[^']*', title:/.test(line),
  );
}

const typed = (pattern: RegExp, files: (file: string) => boolean = () => true) =>
  Object.entries(sources)
    .filter(([file]) => files(file))
    .flatMap(([file, text]) =>
      copyLines(text)
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
    );

/** Copy outside the facts modules (src/content/facts/ holds the facts and the sentences that word them). */
const outsideFacts = (file: string) => !file.startsWith('./facts/');

const months = [
  'January|February|March|April|May|June|July|August|September|October|November|December',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre',
].join('|');
/** A date written out: 'April 15, 2023', 'April 2023', '15 de abril de 2023', 'abril de 2023'. */
const writtenDate = new RegExp(
  String.raw`\b(?:${months})(?:\s+\d{1,2},)?\s+(?:de\s+)?(?:19|20)\d{2}\b|\b\d{1,2}\s+de\s+(?:${months})\s+(?:de|del)\s+(?:19|20)\d{2}\b`,
  'i',
);
/**
 * Billing-rule figures: who is on Net Billing from when, the legacy NEM addition limit and term,
 * the years export prices stay locked. src/content/facts/billing.ts and incentives.ts hold them.
 */
const billingFigures = [
  /\b(?:since|desde)\s+(?:\p{L}+\s+(?:de\s+)?)?(?:19|20)\d{2}\b/iu,
  /\b\d{4}-\d{2}-\d{2}\b.*\b(?:NEM|net billing|true-up)/i,
  /\d+(?:\\u00a0|\s)?kW\s+(?:or|o)\s+(?:el\s+|del\s+)?\d+\s?%/i,
  /\b(?:\d+|nine|nueve|twenty|veinte)\s+(?:years|años)\s+(?:from|desde|a partir)/i,
  /\b(?:for|durante)\s+(?:nine|nueve|9)\s+(?:years|años)\b/i,
];

describe('figures in copy', () => {
  it('states how many towns we serve from src/shared/places/towns.ts (counts.ts), never as a typed number', () => {
    expect(typed(/\b\d+ (?:Kern County |Kern )?(?:towns|ciudades|pueblos|comunidades)\b/i)).toEqual([]);
  });

  it('states home charging speeds from facts/charging.ts, never as typed miles per hour', () => {
    expect(typed(/\b\d+\s*(?:to|-|a)\s*\d+\s*(?:miles|millas)\s+(?:of range|de autonom|per hour|por hora)/i)).toEqual([]);
  });

  it('writes no date by hand: dates come from the facts modules through longDate and monthYear', () => {
    // A page's own dates (the privacy notice's effective date) sit beside their ISO form.
    expect(typed(writtenDate, outsideFacts).filter((line) => !/\biso: '/.test(line))).toEqual([]);
    // The check reads what it should.
    expect(
      ['Since April 2023, new customers', 'completed by December 31, 2026', 'desde el 15 de abril de 2023'].map((t) => writtenDate.test(t)),
    ).toEqual([true, true, true]);
  });

  it('states billing rules (Net Billing start, legacy NEM limits, export-price lock) from facts/billing.ts and incentives.ts', () => {
    expect(billingFigures.flatMap((pattern) => typed(pattern, outsideFacts))).toEqual([]);
    const samples = [
      "'Since 2023, new solar customers are on the Net Billing Tariff.'",
      "'within 1\\u00a0kW or 10% of the original size'",
      "'Terms last 20 years from interconnection.'",
      "'keep their export prices for nine years'",
    ];
    expect(samples.map((line) => billingFigures.some((pattern) => pattern.test(line)))).toEqual([true, true, true, true]);
  });
});
