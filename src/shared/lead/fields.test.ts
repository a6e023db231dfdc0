import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE, LIMITS, multiLine, singleLine } from './fields';
import { leadSchema } from './lead';
import { leadMessages } from './messages';

const name = singleLine(LIMITS.fullName);
const message = multiLine(LIMITS.message);
const issue = (schema: typeof name, value: string) => schema.safeParse(value).error?.issues[0]?.message;

// One of each kind the rules name, by code point, so the test file shows what it checks.
const forbiddenInSingleLine = {
  'NUL (C0)': '\u0000',
  'ESC (C0, terminal escapes)': '\u001b',
  'tab (C0)': '\t',
  'line feed': '\n',
  'carriage return': '\r',
  DEL: '\u007f',
  'NEL (C1)': '\u0085',
  'CSI (C1)': '\u009b',
  'LRE (bidi embedding)': '\u202a',
  'RLO (bidi override)': '\u202e',
  'LRI (bidi isolate)': '\u2066',
  'PDI (bidi isolate end)': '\u2069',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'LRM (bidi mark)': '\u200e',
  'ALM (Arabic letter mark)': '\u061c',
  'zero-width space': '\u200b',
  'zero-width joiner between Latin letters': '\u200d',
  'zero-width non-joiner between Latin letters': '\u200c',
  'word joiner': '\u2060',
  BOM: '\ufeff',
  'soft hyphen': '\u00ad',
  'tag character (invisible ASCII)': '\u{e0041}',
  'lone surrogate': '\ud800',
};

describe('odd text in single-line fields (name, service)', () => {
  it.each(Object.entries(forbiddenInSingleLine))('refuses %s with a message the visitor can act on', (_label, ch) => {
    expect(issue(name, `Jane${ch}Doe`)).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('accepts names in any script, with accents, joiners and emoji', () => {
    // The joiners stay where they are spelling: Persian ZWNJ, a Devanagari conjunct, an emoji family.
    for (const ok of ['Zoë Núñez', 'محمد علي', 'דוד לוי', '李小龍', 'Ana 👩‍👩‍👧', 'می\u200cخواهم', 'क्\u200dष', "Jane O'Brien-Smith, Jr."]) {
      expect(name.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('refuses what makes a name read as an address in the Reply-To: < > @ and encoded words', () => {
    for (const bad of ['Bank <help@bank.example>', 'Jane <3', 'x@y', '=?utf-8?q?Bank?=', 'a > b']) {
      expect(issue(name, bad), bad).toBe(leadMessages.addressCharacters);
    }
    expect(name.safeParse('Jane = ? Doe').success).toBe(true);
  });
});

describe('odd text in the message', () => {
  it('turns NEL and the Unicode line and paragraph separators into line breaks', () => {
    expect(message.parse('one\u2028two\u2029three\u0085four')).toBe('one\ntwo\nthree\nfour');
  });

  it('drops C1 and bidi controls and keeps every word, tabs and line breaks', () => {
    expect(message.parse('Pay \u202eeulav\u202c now\u009b31m\tplease\nthanks')).toBe('Pay eulav now31m\tplease\nthanks');
    expect(message.parse('\u2066\u202e \u2069Roof faces south')).toBe('Roof faces south');
  });

  it('drops zero-width, tag and other format characters, keeping joiners where they spell', () => {
    expect(message.parse('Ro\u200bof\u{e0041}\u{e0042} \u00adfaces\ufeff south \ud800👩‍👩‍👧 می\u200cخواهم')).toBe(
      'Roof faces south 👩‍👩‍👧 می\u200cخواهم',
    );
  });

  it('still refuses C0 controls other than tab and line breaks', () => {
    expect(issue(message, 'Hello\u001b[31m')).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(issue(message, 'Hello\u0000')).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('checks the length after cleaning', () => {
    expect(message.safeParse(`${'\u202e'.repeat(10)}${'a'.repeat(LIMITS.message)}`).success).toBe(true);
  });
});

describe('the wire schema uses the same rules', () => {
  const valid = {
    id: '0b5f4c2e-8a61-4f0c-9a51-3f1c9d2b7e10',
    form: 'quote',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+16615550123',
    service: 'battery',
    message: 'Roof faces south.',
  };

  it('refuses an override in the name or service, naming the field', () => {
    for (const field of ['name', 'service'] as const) {
      const parsed = leadSchema.safeParse({ ...valid, [field]: 'Jane\u202eeoD' });
      expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, HIDDEN_CHARACTERS_MESSAGE]]);
    }
  });

  it('keeps a page URL with odd characters, percent-encoded, and still refuses foreign schemes', () => {
    expect(leadSchema.parse({ ...valid, pageUrl: '/contact?q=\u001b[2J\u0007\u0000\u202e x' }).pageUrl).toBe(
      '/contact?q=%1B[2J%07%00%E2%80%AE%20x',
    );
    expect(leadSchema.parse({ ...valid, pageUrl: '/es/contacto/niño\ud800' }).pageUrl).toBe('/es/contacto/ni%C3%B1o%EF%BF%BD');
    expect(leadSchema.safeParse({ ...valid, pageUrl: '\u0000javascript:alert(1)' }).success).toBe(false);
  });

  it('stores the message without its hidden controls', () => {
    expect(leadSchema.parse({ ...valid, message: 'Call\u2028me \u202eplease' }).message).toBe('Call\nme please');
  });
});
