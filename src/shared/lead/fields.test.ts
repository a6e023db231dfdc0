import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE, LIMITS, multiLine, singleLine } from './fields';
import { leadSchema } from './lead';

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
};

describe('odd text in single-line fields (name, service)', () => {
  it.each(Object.entries(forbiddenInSingleLine))('refuses %s with a message the visitor can act on', (_label, ch) => {
    expect(issue(name, `Jane${ch}Doe`)).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('accepts names in any script, with accents, joiners and emoji', () => {
    for (const ok of ['Zoë Núñez', 'محمد علي', 'דוד לוי', '李小龍', 'Ana 👩‍👩‍👧', 'Rose\u200eMarie']) {
      expect(name.safeParse(ok).success).toBe(true);
    }
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

  it('stores the message without its hidden controls', () => {
    expect(leadSchema.parse({ ...valid, message: 'Call\u2028me \u202eplease' }).message).toBe('Call\nme please');
  });
});
