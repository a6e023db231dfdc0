import { storageKey } from '@tanstack/router-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_SCROLL_KEY } from '@/router-internals';
import { restoreScroll } from './early';

function page(state: unknown, stored: string | null) {
  const scrollTo = vi.fn();
  vi.stubGlobal('history', { state });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === ROUTER_SCROLL_KEY ? stored : null) });
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}

describe('restoreScroll', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the positions where the router writes them', () => {
    expect(ROUTER_SCROLL_KEY).toBe(storageKey);
  });

  it('puts the window where the router saved it for this history entry', () => {
    const scrollTo = page(
      { __TSR_key: 'b' },
      JSON.stringify({ a: { window: { scrollX: 0, scrollY: 10 } }, b: { window: { scrollX: 0, scrollY: 900 } } }),
    );
    restoreScroll();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 900);
  });

  it('leaves the page alone on a first visit, for another entry, or with unreadable storage', () => {
    for (const [state, stored] of [
      [null, JSON.stringify({ b: { window: { scrollX: 0, scrollY: 900 } } })],
      [{ __TSR_key: 'c' }, JSON.stringify({ b: { window: { scrollX: 0, scrollY: 900 } } })],
      [{ __TSR_key: 'b' }, JSON.stringify({ b: { window: { scrollX: '0', scrollY: null } } })],
      [{ __TSR_key: 'b' }, '{not json'],
      [{ __TSR_key: 'b' }, null],
    ] as const) {
      const scrollTo = page(state, stored);
      restoreScroll();
      expect(scrollTo).not.toHaveBeenCalled();
    }
  });
});
