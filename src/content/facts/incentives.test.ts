import { describe, expect, it } from 'vitest';
import type { IncentiveFact } from './incentive-types';
import { incentiveFacts, incentivesAsOf } from './incentives';

/**
 * The incentive facts are the only source of incentive figures on the site. This walks every
 * string exported by src/content (pages, topic templates for all 14 towns, blog bodies, meta)
 * and fails on a credit, percentage, code section or year the module does not hold, or on an
 * ended credit presented as if it were still open.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], { eager: true });

interface Found {
  where: string;
  value: string;
}

function walk(value: unknown, where: string, out: Found[], seen = new Set<unknown>()) {
  if (typeof value === 'string') out.push({ where, value });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    // A source link names a document (whose title may list every section it covers); it
    // cites the facts rather than stating them.
    if ('url' in value && 'title' in value && Object.keys(value).length === 2) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, out, seen);
  }
}

const strings: Found[] = [];
// The facts themselves are the source, not page text; pages show them through their own copy.
// The Spanish twin of the facts (./incentives.es.ts) holds the same facts with their names in Spanish.
for (const [file, exports] of Object.entries(modules)) {
  if (!file.startsWith('./')) walk(exports, file.replace(/^\.\.\//, ''), strings);
}

// What makes a sentence about incentives. Acronyms are case-sensitive: "care" is a common word.
const notIncentive = /credit (score|check)|on your credit|Tule Ridge Credit/gi;
const incentiveWords = /\b(tax credits?|credits?|incentives?|rebates?|discounts?|depreciation)\b/i;
// The same in the Spanish copy (*.es.ts); \b is ASCII-only, so letters are looked around.
const incentiveWordsEs = /(?<!\p{L})(créditos?|incentivos?|reembolsos?|descuentos?|depreciación)(?!\p{L})/iu;
const incentiveAcronyms = /\b(SGIP|CARE|FERA|DAC-SASH|MACRS|ITC|PTC|25[C-E]|30[CD]|45[LWXY]|48E|179D)\b/;
const tariffWords = /\b(NEM|net billing|net metering|tariff|export)/i;
const percents = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:%|percent\b)/g;
const years = /\b(?:19|20)\d{2}\b/g;
const codes = /\b(ITC|PTC|25[C-E]|30[CD]|45[LWXY]|48E|179D)\b/g;

function percentsHeld(facts: readonly IncentiveFact[]): Set<number> {
  const held = new Set<number>();
  for (const { rule } of facts) {
    if (rule.kind === 'percent') [rule.percent, rule.reducedPercent].forEach((p) => p !== undefined && held.add(p));
    if (rule.kind === 'percent-range') [rule.min, rule.max, rule.gasPercent].forEach((p) => p !== undefined && held.add(p));
    if (rule.kind === 'legacy-terms') held.add(rule.addPercent);
  }
  return held;
}

const heldPercents = percentsHeld(incentiveFacts);
/** The year of every ISO date anywhere in the facts (start, deadlines, adders, asOf). */
const heldYears = new Set(incentiveFacts.flatMap((f) => [...JSON.stringify(f).matchAll(/"(\d{4})-\d{2}-\d{2}"/g)].map((m) => m[1]!)));
const heldCodes = new Set(incentiveFacts.flatMap((f) => (f.code ? [f.code] : [])));

// Ended credits, by the names copy uses for them; a sentence naming one must say it ended.
const ended = incentiveFacts.filter((f) => f.end && f.end.date < incentivesAsOf && f.orEnd === undefined);
const names: Record<string, RegExp> = {
  fed25d:
    /residential clean energy credit|\b25D\b|solar tax credit|federal (solar )?(tax )?credit|federal \d+% credit|\b\d+% (federal )?(solar )?(tax )?credit|crédito (fiscal )?(federal )?(solar|por energía limpia residencial)|crédito fiscal federal/i,
  fed25c: /home improvement credit|\b25C\b|crédito por mejoras de eficiencia/i,
  fed30c: /\b30C\b|charger (tax )?credit|refueling property credit|crédito para cargadores/i,
};
const endedMarker =
  /\b(ended|ends|expired|no longer|not allowed|closed|was|were|gone|would have|had|returned|used to)\b|\b(after|through|before|in) 20\d\d\b|\bno (federal |tax |homeowner )*credit|without (any |a )?federal|not yours/i;
const endedMarkerEs =
  /(?<!\p{L})(terminó|terminaron|termina|venció|vencieron|expiró|ya no|no se permite|no lo permite|se cerró|era|eran|fue|fueron|devolvía|había|sin crédito|(después|antes) del? [^.]*?20\d\d|(hasta|tras) [^.]*?20\d\d)(?!\p{L})/iu;
const saysEnded = (sentence: string) => endedMarker.test(sentence) || endedMarkerEs.test(sentence);
// A sentence about a lease, a PPA or a business is about the business credit (48E), which is open.
const businessContext = /\b(leases?|leasing|PPAs?|business(es)?|compan(y|ies)|48E|investment credit)\b/i;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

function problems(): string[] {
  const found: string[] = [];
  for (const { where, value } of strings) {
    if (/^(data:|https?:)/.test(value)) continue;
    for (const raw of sentences(value)) {
      const sentence = raw.replace(notIncentive, '');
      const aboutIncentive = incentiveWords.test(sentence) || incentiveWordsEs.test(sentence) || incentiveAcronyms.test(sentence);
      const aboutTariff = aboutIncentive || tariffWords.test(sentence);
      const report = (problem: string) => found.push(`${where}: ${problem}: "${raw}"`);
      if (aboutIncentive) {
        for (const m of sentence.matchAll(percents)) {
          for (const n of [m[1], m[2]]) if (n !== undefined && !heldPercents.has(Number(n))) report(`${n}% not in the module`);
        }
      }
      if (aboutTariff) for (const [y] of sentence.matchAll(years)) if (!heldYears.has(y)) report(`year ${y} not in the module`);
      for (const [c] of sentence.matchAll(codes)) if (!heldCodes.has(c)) report(`${c} not in the module`);
      if (/\.keywords\.\d+$/.test(where)) continue; // search terms, not statements
      for (const fact of ended) {
        if (fact.id === 'fed25d' && businessContext.test(sentence)) continue;
        if (names[fact.id]?.test(sentence) && !saysEnded(sentence)) report(`${fact.id} ended but reads as open`);
      }
    }
  }
  return found;
}

describe('incentive facts (src/content/facts/incentives.ts)', () => {
  it('are the only source of incentive figures, years and code sections in all page text', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(problems()).toEqual([]);
  });

  // How old they may grow is the calendar's business, not a unit test's: `npm run launch-check`
  // lists facts past their review date (scripts/review-dates.ts).
  it('are dated with real days', () => {
    for (const date of [incentivesAsOf, ...incentiveFacts.map((f) => f.asOf)]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), `asOf ${date}`).toBe(date);
    }
  });

  it('each cite an https source with a title', () => {
    expect(incentiveFacts.length).toBeGreaterThan(10);
    for (const fact of incentiveFacts) {
      for (const source of [fact.source, ...(fact.moreSources ?? [])]) {
        expect(new URL(source.url).protocol, fact.id).toBe('https:');
        expect(source.title.length, fact.id).toBeGreaterThan(5);
      }
    }
  });

  it('hold valid dates, in order', () => {
    for (const fact of incentiveFacts) {
      const dates = [fact.start, fact.end?.date, fact.orEnd?.date].filter((d) => d !== undefined);
      for (const d of dates) expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10), fact.id).toBe(d);
      expect([...dates].sort(), fact.id).toEqual(dates);
    }
  });
});
