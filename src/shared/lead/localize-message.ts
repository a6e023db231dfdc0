import type { Locale } from '@/shared/i18n/locales';
import { leadMessages, type LeadMessageKey } from './messages';
import { leadMessagesEs } from './messages-es';

type Matcher = { key: LeadMessageKey; read: (text: string) => number[] | undefined };

// Numbers no message would print, to find where each argument lands in a message's text.
const SENTINEL = 987654320;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Recognises the English text of each message; a parameterised one gives its numbers back. */
const matchers: Matcher[] = (Object.keys(leadMessages) as LeadMessageKey[]).map((key) => {
  const message: string | ((...args: number[]) => string) = leadMessages[key];
  if (typeof message === 'string') return { key, read: (text) => (text === message ? [] : undefined) };
  const params = Array.from({ length: message.length }, (_, i) => i);
  let source = escape(message(...params.map((i) => SENTINEL + i)));
  for (const i of params) source = source.replace(String(SENTINEL + i), `(?<a${i}>\\d+)`);
  const pattern = new RegExp(`^${source}$`);
  return {
    key,
    read: (text) => {
      const match = pattern.exec(text);
      return match ? params.map((i) => Number(match.groups?.[`a${i}`])) : undefined;
    },
  };
});

/** Which message an English text is, and its arguments: the message's id across languages. */
export function leadMessageId(text: string): { key: LeadMessageKey; args: number[] } | undefined {
  for (const { key, read } of matchers) {
    const args = read(text);
    if (args) return { key, args };
  }
  return undefined;
}

/**
 * The text of the same message in the page's language: the schemas and the server speak
 * English, a Spanish form shows the Spanish twin of the same key. A text that is not in the
 * catalogue comes back undefined, for the caller to choose what to show.
 */
export function localizeLeadMessage(text: string, locale: Locale): string | undefined {
  if (locale === 'en') return text;
  const id = leadMessageId(text);
  if (!id) return undefined;
  const twin: string | ((...args: number[]) => string) = leadMessagesEs[id.key];
  return typeof twin === 'string' ? twin : twin(...id.args);
}
