import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE, LIMITS, singleLine, zipCodeSchema } from './fields';
import { leadMessageId, localizeLeadMessage } from './localize-message';
import { leadMessages, type LeadMessageKey } from './messages';
import { leadMessagesEs } from './messages-es';

const keys = Object.keys(leadMessages) as LeadMessageKey[];
// The English text of every message, parameterised ones with a sample argument.
const english = (key: LeadMessageKey, arg = 60) => {
  const m: string | ((n: number) => string) = leadMessages[key];
  return typeof m === 'string' ? m : m(arg);
};
const spanish = (key: LeadMessageKey, arg = 60) => {
  const m: string | ((n: number) => string) = leadMessagesEs[key];
  return typeof m === 'string' ? m : m(arg);
};

describe('the Spanish twins of the lead messages', () => {
  it('has a twin for every English message, and nothing else', () => {
    expect(Object.keys(leadMessagesEs).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s: the twin is of the same kind, with the same parameters, and is not the English text', (key) => {
    const en: unknown = leadMessages[key];
    const es: unknown = leadMessagesEs[key];
    expect(typeof es).toBe(typeof en);
    if (typeof en === 'function' && typeof es === 'function') expect(es.length).toBe(en.length);
    expect(spanish(key).trim()).not.toBe('');
    expect(spanish(key)).not.toBe(english(key));
  });

  it.each(keys)('%s: its English text names it, and localizes to its twin', (key) => {
    expect(leadMessageId(english(key))?.key).toBe(key);
    expect(localizeLeadMessage(english(key), 'es')).toBe(spanish(key));
  });

  it('reads the number back out of a parameterised message', () => {
    expect(leadMessageId(leadMessages.tooLong(4800))).toEqual({ key: 'tooLong', args: [4800] });
    expect(localizeLeadMessage('Please keep this under 120 characters', 'es')).toBe(leadMessagesEs.tooLong(120));
  });

  it('leaves English as it is, and does not know other texts', () => {
    expect(localizeLeadMessage(leadMessages.required, 'en')).toBe(leadMessages.required);
    expect(localizeLeadMessage('Something else', 'en')).toBe('Something else');
    expect(localizeLeadMessage('Something else', 'es')).toBeUndefined();
    expect(localizeLeadMessage(`${leadMessages.required}.`, 'es')).toBeUndefined();
    expect(localizeLeadMessage('Please keep this under many characters', 'es')).toBeUndefined();
  });

  // fields.ts writes these texts itself for now; they must stay the catalogue's, or a Spanish
  // form would show them in English.
  it('knows every message the shared field rules give', () => {
    const line = singleLine(LIMITS.name);
    const said = [
      line.safeParse('').error?.issues[0]?.message,
      line.safeParse('x'.repeat(LIMITS.name + 1)).error?.issues[0]?.message,
      line.safeParse('a\u202eb').error?.issues[0]?.message,
      zipCodeSchema.safeParse('123').error?.issues[0]?.message,
      HIDDEN_CHARACTERS_MESSAGE,
    ];
    for (const text of said) expect(localizeLeadMessage(text ?? '', 'es'), text).toBeDefined();
  });
});
