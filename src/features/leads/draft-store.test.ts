import { describe, expect, it } from 'vitest';
import { allBlank, clearDraft, DRAFT_MAX_AGE_MS, draftKey, loadDraft, saveDraft } from './draft-store';

/** sessionStorage's three methods over a Map. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const empty = { firstName: '', email: '', zipCode: '', interests: [] as string[] };
const typed = { firstName: 'María', email: 'maria@', zipCode: '', interests: ['true-up'] };
const key = draftKey('estimate', 'estimate');
const t0 = 1_750_000_000_000;

describe('the draft of a half-filled form', () => {
  it('keeps what was typed and gives it back', () => {
    const store = memoryStore();
    saveDraft(key, typed, { store, now: t0 });
    expect(loadDraft(key, empty, { store, now: t0 + 1000 })).toEqual(typed);
  });

  it('keys drafts by form kind and id prefix', () => {
    const store = memoryStore();
    saveDraft(key, typed, { store, now: t0 });
    expect(loadDraft(draftKey('quote', 'estimate'), empty, { store, now: t0 })).toBeUndefined();
    expect(loadDraft(draftKey('estimate', 'hero'), empty, { store, now: t0 })).toBeUndefined();
    expect(draftKey('quote', 'quote')).not.toBe(draftKey('quote-hero', 'quote'));
  });

  it('is kept 30 minutes after the last keystroke, then dropped', () => {
    const store = memoryStore();
    saveDraft(key, typed, { store, now: t0 });
    expect(loadDraft(key, empty, { store, now: t0 + DRAFT_MAX_AGE_MS })).toEqual(typed);
    expect(loadDraft(key, empty, { store, now: t0 + DRAFT_MAX_AGE_MS + 1 })).toBeUndefined();
    expect(store.map.has(key)).toBe(false);
  });

  it('keeps nothing for an empty form, and forgets a draft the visitor emptied', () => {
    const store = memoryStore();
    saveDraft(key, empty, { store, now: t0 });
    expect(store.map.size).toBe(0);
    saveDraft(key, typed, { store, now: t0 });
    saveDraft(key, { ...empty, firstName: '   ' }, { store, now: t0 + 1 });
    expect(loadDraft(key, empty, { store, now: t0 + 2 })).toBeUndefined();
  });

  it('is cleared after a send', () => {
    const store = memoryStore();
    saveDraft(key, typed, { store, now: t0 });
    clearDraft(key, { store });
    expect(loadDraft(key, empty, { store, now: t0 })).toBeUndefined();
  });

  it("takes only the form's own fields, with the types the form has", () => {
    const store = memoryStore();
    store.setItem(
      key,
      `{"savedAt":${t0},"values":{"firstName":"Ana","email":42,"interests":"solar","website":"spam","__proto__":{"zipCode":"1"}}}`,
    );
    expect(loadDraft(key, empty, { store, now: t0 })).toEqual({ firstName: 'Ana' });
  });

  it('survives broken, stale-dated or future-dated storage, and storage that refuses', () => {
    const store = memoryStore();
    store.setItem(key, '{not json');
    expect(loadDraft(key, empty, { store, now: t0 })).toBeUndefined();
    store.setItem(key, JSON.stringify({ savedAt: t0 + 60_000, values: typed }));
    expect(loadDraft(key, empty, { store, now: t0 })).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(key, typed, { store: refusing })).not.toThrow();
    expect(loadDraft(key, empty, { store: refusing })).toBeUndefined();
    expect(() => clearDraft(key, { store: refusing })).not.toThrow();
  });

  it('tells a blank form from a started one', () => {
    expect(allBlank(empty)).toBe(true);
    expect(allBlank({ ...empty, interests: ['true-up'] })).toBe(false);
    expect(allBlank({ ...empty, email: 'a' })).toBe(false);
  });
});
