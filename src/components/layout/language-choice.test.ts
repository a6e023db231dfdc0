import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, readLanguageChoice, storeLanguageChoice, switchTarget } from './language-choice';

describe('switchTarget', () => {
  it('leads an English page to its Spanish twin, and back', () => {
    expect(switchTarget('/about')).toEqual({ locale: 'es', href: '/es/nosotros', twin: true });
    expect(switchTarget('/es/nosotros')).toEqual({ locale: 'en', href: '/about', twin: true });
    expect(switchTarget('/')).toEqual({ locale: 'es', href: '/es', twin: true });
    expect(switchTarget('/es')).toEqual({ locale: 'en', href: '/', twin: true });
  });

  it('keeps the query and the hash, with or without their leading mark', () => {
    expect(switchTarget('/about', '?ref=mail', '#testimonials').href).toBe('/es/nosotros?ref=mail#testimonials');
    expect(switchTarget('/es/contacto', 'a=1', 'form').href).toBe('/contact?a=1#form');
  });

  it('maps towns, topic pages and posts through the slug map', () => {
    expect(switchTarget('/areas/tehachapi').href).toBe('/es/zonas/tehachapi');
    expect(switchTarget('/solar-installer-bakersfield').href).toBe('/es/instalador-solar-bakersfield');
    expect(switchTarget('/es/instalador-solar-bakersfield/').href).toBe('/solar-installer-bakersfield');
  });

  it("leads a page with no twin to the other language's home, without its query or hash", () => {
    expect(switchTarget('/resources/blog/a-post-never-translated', '?x=1', '#y')).toEqual({ locale: 'es', href: '/es', twin: false });
    expect(switchTarget('/es/no-such-page')).toEqual({ locale: 'en', href: '/', twin: false });
  });
});

describe('the remembered choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  const memoryStorage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it('is stored under sunfield-language and read back; anything else reads as no choice', () => {
    const local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
    expect(readLanguageChoice()).toBeUndefined();
    storeLanguageChoice('es');
    expect(local.data.get(LANGUAGE_KEY)).toBe('es');
    expect(readLanguageChoice()).toBe('es');
    local.data.set(LANGUAGE_KEY, 'fr');
    expect(readLanguageChoice()).toBeUndefined();
  });

  it('survives storage that throws, and no window at all (the prerender)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('window', { localStorage: throwing, sessionStorage: throwing });
    expect(() => storeLanguageChoice('en')).not.toThrow();
    expect(readLanguageChoice()).toBeUndefined();
    vi.unstubAllGlobals();
    expect(readLanguageChoice()).toBeUndefined();
  });
});
