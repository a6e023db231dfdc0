import { describe, expect, it } from 'vitest';
import { isIos, languageNotice, prefersSpanish, showsInterest, type LanguageFacts } from './notice-rules';

describe('prefersSpanish', () => {
  it('reads the first of the languages the site is written in', () => {
    expect(prefersSpanish(['es-MX', 'en-US'])).toBe(true);
    expect(prefersSpanish(['es'])).toBe(true);
    expect(prefersSpanish(['fr-FR', 'ES-es'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es'])).toBe(false);
    expect(prefersSpanish(['fr-FR'])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
  });
});

describe('languageNotice', () => {
  const english: LanguageFacts = {
    page: 'en',
    twin: true,
    choice: undefined,
    languages: ['es-MX', 'es', 'en'],
    suggestionDismissed: false,
    welcomeDismissed: false,
  };

  it('welcomes a Spanish-language browser on an English page with a twin, until dismissed', () => {
    expect(languageNotice(english)).toBe('welcome');
    expect(languageNotice({ ...english, welcomeDismissed: true })).toBeUndefined();
    expect(languageNotice({ ...english, twin: false })).toBeUndefined();
    expect(languageNotice({ ...english, languages: ['en-US', 'es-MX'] })).toBeUndefined();
  });

  it('never welcomes on a Spanish page', () => {
    expect(languageNotice({ ...english, page: 'es' })).toBeUndefined();
  });

  it('follows a choice made with the switch over the browser, in both directions', () => {
    expect(languageNotice({ ...english, choice: 'en' })).toBeUndefined();
    expect(languageNotice({ ...english, choice: 'es', languages: ['en-US'] })).toBe('suggest');
    expect(languageNotice({ ...english, page: 'es', choice: 'en' })).toBe('suggest');
    expect(languageNotice({ ...english, choice: 'es', suggestionDismissed: true })).toBeUndefined();
  });
});

describe('showsInterest', () => {
  it('is a second page, a return visit or a request sent; never a first page of a first visit', () => {
    expect(showsInterest({ views: 1, returning: false, sent: false })).toBe(false);
    expect(showsInterest({ views: 2, returning: false, sent: false })).toBe(true);
    expect(showsInterest({ views: 1, returning: true, sent: false })).toBe(true);
    expect(showsInterest({ views: 1, returning: false, sent: true })).toBe(true);
  });
});

describe('isIos', () => {
  it('knows an iPhone, and an iPad that asks for the desktop site', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(isIos(iphone, 5)).toBe(true);
    expect(isIos(mac, 5)).toBe(true);
    expect(isIos(mac, 0)).toBe(false);
    expect(isIos(android, 5)).toBe(false);
  });
});
