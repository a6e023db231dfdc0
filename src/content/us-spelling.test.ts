import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadFields } from '@/shared/lead/lead-fields';
import { leadMessages } from '@/shared/lead/messages';
import { positionOptions } from '@/shared/lead/positions';
import { serviceOptions } from '@/shared/lead/services';
import { utilityOptions } from '@/shared/lead/utilities';
import { site } from '@/shared/site';

/**
 * The site is written in US English (issue 29): British spellings do not come back. Checked over
 * every string the English copy modules hold, the texts the lead core shows and mails, and the
 * string literals of the English copy files' source (templates inside functions are not data).
 * Spanish twins are left out (their words are Spanish); code identifiers and comments too, so
 * `ownerFacts.licence` and a link to docs/behaviour.md stay as they are.
 */
const british: readonly [RegExp, string][] = [
  [/\blicences?\b/i, 'license'],
  [/\b\w+is(?:e|es|ed|ing|ation|ations)\b/i, '-ize / -ization'],
  [/\blabour/i, 'labor'],
  [/\bcolour/i, 'color'],
  [/\b(?:kilo|centi|milli)?metres?\b/i, 'meter'],
  [/\bprogrammes?\b/i, 'program'],
  [/\blabell(?:ed|ing)\b/i, 'labeled'],
  [/\bmodell(?:ed|ing)\b/i, 'modeled'],
  [/\btravell(?:ed|ing|er)\b/i, 'traveled'],
  [/\bcancell(?:ed|ing)\b/i, 'canceled'],
  [/\bneighbour/i, 'neighbor'],
  [/\bhonour/i, 'honor'],
  [/\bfavour/i, 'favor'],
  [/\bbehaviour/i, 'behavior'],
  [/\bstoreys?\b/i, 'story'],
  [/\bcentres?\b/i, 'center'],
  [/\bfibre\b/i, 'fiber'],
  [/\benrolment\b/i, 'enrollment'],
  [/\bdefence\b/i, 'defense'],
  [/\bcatalogue\b/i, 'catalog'],
  [/\bgrey\b/i, 'gray'],
  [/\baluminium\b/i, 'aluminum'],
  [/\bwhilst\b/i, 'while'],
  [/\btick(?:s|ed|ing)?\b/i, 'check'],
];

// Words ending in -ise that are spelled so in US English too.
const ISE_OK = new Set([
  'advertise',
  'advise',
  'apprise',
  'arise',
  'chastise',
  'circumcise',
  'comprise',
  'compromise',
  'concise',
  'demise',
  'despise',
  'devise',
  'disguise',
  'enterprise',
  'excise',
  'exercise',
  'expertise',
  'franchise',
  'improvise',
  'incise',
  'merchandise',
  'precise',
  'premise',
  'promise',
  'revise',
  'rise',
  'sunrise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'wise',
  'otherwise',
  'likewise',
  'clockwise',
  'noise',
  'poise',
  'raise',
  'praise',
  'cruise',
  'bruise',
  'paradise',
  'treatise',
  'anise',
  'valise',
  'reprise',
  'guise',
  'upraise',
  'appraise',
  'sunrises',
  'premises',
  'promised',
  'promises',
  'raised',
  'raises',
  'raising',
  'supervised',
  'supervising',
  'exercises',
  'advised',
  'advises',
  'advising',
  'comprised',
  'comprises',
  'enterprises',
  'surprised',
  'surprises',
  'surprising',
  'revised',
  'revising',
  'devised',
  'improvised',
  'cruises',
  'praised',
  'arises',
  'arising',
  'rises',
  'rising',
  'noises',
  'wises',
  'advertised',
  'advertises',
  'advertising',
  'franchises',
  'compromises',
  'compromised',
  'precisely',
  'disguised',
  'appraised',
  'appraising',
]);

function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, us] of british) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const word = match[0];
      if (us === '-ize / -ization' && ISE_OK.has(word.toLowerCase())) continue;
      found.push(`${word} (US: ${us})`);
    }
  }
  return found;
}

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.es.ts'], { eager: true });
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.es.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function strings(value: unknown, where: string, out: { where: string; text: string }[], seen = new Set<unknown>()) {
  // A URL is someone else's spelling.
  if (typeof value === 'string') out.push({ where, text: value.replace(URLS, '') });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) strings(child, `${where}.${key}`, out, seen);
  }
}

const URLS = /https?:\/\/\S+/g;

/** The string literals of a source file: quoted text and template text, never identifiers or comments. */
function literals(source: string): string[] {
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...noComments.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g)].map((m) =>
    // Template holes are code: `${licence.value.number}`.
    m[0].replace(/\$\{[^}]*\}/g, '').replace(URLS, ''),
  );
}

describe('US English in the copy (issue 29)', () => {
  it('finds the British spellings it is meant to catch', () => {
    expect(britishSpellings('Tick the box for an itemised quote under our licence, labour and organisation included')).toHaveLength(5);
    expect(britishSpellings('Check the box for an itemized quote under our license; we advise, supervise and promise')).toEqual([]);
  });

  it('no English copy module holds one', () => {
    const found: string[] = [];
    const all: { where: string; text: string }[] = [];
    for (const [file, exports] of Object.entries(modules)) strings(exports, file, all);
    strings({ leadMessages, positionOptions, serviceOptions, utilityOptions, site }, 'shared', all);
    for (const [name, field] of Object.entries(leadFields))
      strings({ label: field.label.en, input: field.input }, `leadFields.${name}`, all);
    for (const { where, text } of all) for (const word of britishSpellings(text)) found.push(`${where}: ${word}`);
    expect(found).toEqual([]);
  });

  it('no string literal in the English copy files holds one', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(sources))
      for (const text of literals(source)) for (const word of britishSpellings(text)) found.push(`${file}: ${word}`);
    expect(found).toEqual([]);
  });

  it('the lead core texts the forms show and the office reads hold none', () => {
    for (const file of [
      '../shared/lead/messages.ts',
      '../shared/lead/lead-fields.ts',
      '../shared/lead/positions.ts',
      '../shared/lead/services.ts',
    ]) {
      const found = literals(readFileSync(new URL(file, import.meta.url), 'utf8')).flatMap(britishSpellings);
      expect(found, file).toEqual([]);
    }
  });
});
