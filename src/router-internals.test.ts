import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';
import { isGlobalNotFound, markServerRendered, ownsContentBoundary, settleViewTransitions } from './router-internals';

// These tests pin the router's private behaviour router-internals.ts relies on: if one fails
// after a router upgrade, look for a public API first, then adapt router-internals.ts.

const browserGlobals = {
  window: { origin: 'http://localhost' },
  self: {},
  history: {},
  document: { addEventListener: () => undefined },
  addEventListener: () => undefined,
};

/** A router on a memory history, loaded; a browser one when isServer is false. */
async function loaded(url: string, isServer: boolean) {
  // A browser router's constructor reads its origin, registers itself on `self` and sets up
  // scroll restoration: just that much of the DOM, for the constructor only.
  if (!isServer) for (const [name, value] of Object.entries(browserGlobals)) vi.stubGlobal(name, value);
  try {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), isServer });
    await router.load();
    return router;
  } finally {
    vi.unstubAllGlobals();
  }
}

const render = (router: ReturnType<typeof createAppRouter>) => renderToString(createElement(RouterProvider, { router }));

describe('router internals', () => {
  it.each([true, false])('marks the root match of an unknown path as the global not-found (server: %s)', async (isServer) => {
    const [root, ...rest] = (await loaded('/no-such-page/at-all', isServer)).state.matches;
    expect(root && isGlobalNotFound(root)).toBe(true);
    // The reason for the private field: the public status does not tell.
    expect(root?.status).toBe('success');
    expect(rest.some(isGlobalNotFound)).toBe(false);
  });

  it.each([true, false])('marks it when a route throws notFound() (server: %s)', async (isServer) => {
    const [root] = (await loaded('/%3Cscript%3E', isServer)).state.matches;
    expect(root && isGlobalNotFound(root)).toBe(true);
  });

  it('does not mark a page that exists', async () => {
    const { matches } = (await loaded('/', true)).state;
    expect(matches.length).toBeGreaterThan(1);
    expect(matches.some(isGlobalNotFound)).toBe(false);
  });

  it('renders the server tree in the browser once marked, and only then', async () => {
    const url = '/no-such-page';
    const server = render(await loaded(url, true));
    const marked = await loaded(url, false);
    markServerRendered(marked);
    expect(render(marked)).toBe(server);
    // Unmarked, the root sits in a client-only Suspense boundary: hydration would not match.
    expect(render(await loaded(url, false))).not.toBe(server);
  });

  // The hydration gate waits for the page's own component when the router gives it a boundary of
  // its own (src/hydration-gate.ts): ownsContentBoundary must say what the router renders. The
  // content opens with the root's boundary, and the page's own right inside it when it has one.
  it.each(['/about', '/areas/delano', '/solar-installer-tehachapi', '/es/instalador-solar-tehachapi'])(
    'tells which page has a Suspense boundary of its own, as the router renders it: %s',
    async (url) => {
      const router = await loaded(url, true);
      const opening = /<main[^>]*>((?:<!--\$-->)*)/.exec(render(router))?.[1] ?? '';
      const page = router.state.matches.at(-1)!;
      expect(opening.split('<!--$-->').length - 1).toBe(1 + Number(ownsContentBoundary(router.routesById[page.routeId])));
    },
  );

  it('has one route whose pages own a boundary: the landing pages', async () => {
    const router = await loaded('/', true);
    const ids = Object.keys(router.routesById) as (keyof typeof router.routesById)[];
    expect(ids.filter((id) => ownsContentBoundary(router.routesById[id]))).toEqual(['/$locale/$slug']);
  });
});

/**
 * A browser's view transitions as the specification runs them, for the router's page changes: a
 * transition runs its update, then is ready; starting another skips the one still running (its
 * `ready` rejects with an AbortError), and a transition can fail for another reason.
 */
function browserTransitions() {
  const started: string[] = [];
  let running: ((error: DOMException) => void) | undefined;
  const startViewTransition = (update: () => Promise<void>) => {
    running?.(new DOMException('Transition was skipped', 'AbortError'));
    let skip!: (error: DOMException) => void;
    const updateCallbackDone = Promise.resolve().then(update);
    const ready = new Promise<void>((resolve, reject) => {
      skip = reject;
      void updateCallbackDone.then(() => setTimeout(resolve, 5));
    });
    running = skip;
    started.push('transition');
    return {
      ready,
      updateCallbackDone,
      finished: ready.then(() => undefined),
      skipTransition: () => skip(new DOMException('Transition was skipped', 'AbortError')),
    };
  };
  return { started, startViewTransition, fail: (name: string) => running?.(new DOMException('failed', name)) };
}

describe('view transitions of page changes', () => {
  const setup = (defaultViewTransition: boolean) => {
    const browser = browserTransitions();
    for (const [name, value] of Object.entries(browserGlobals)) vi.stubGlobal(name, value);
    vi.stubGlobal('document', { ...browserGlobals.document, visibilityState: 'visible', startViewTransition: browser.startViewTransition });
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/about'] }), isServer: false });
    router.update({ defaultViewTransition });
    const reported: unknown[] = [];
    settleViewTransitions(router, (error) => reported.push(error));
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    const settled = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      process.off('unhandledRejection', listen);
      vi.unstubAllGlobals();
    };
    return { browser, router, reported, unhandled, settled };
  };

  it('lets a transition skipped by the next page change go, without an unhandled rejection', async () => {
    const { browser, router, reported, unhandled, settled } = setup(true);
    const drawn: string[] = [];
    const first: unknown = router.startViewTransition(async () => void drawn.push('/care-bakersfield'));
    const second: unknown = router.startViewTransition(async () => void drawn.push('/care-program-bakersfield'));
    await Promise.all([first, second]);
    await settled();
    expect(browser.started).toEqual(['transition', 'transition']);
    expect(drawn).toEqual(['/care-bakersfield', '/care-program-bakersfield']);
    expect(reported).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it('reports a transition that failed for another reason', async () => {
    const { browser, router, reported, unhandled, settled } = setup(true);
    const done: unknown = router.startViewTransition(async () => undefined);
    browser.fail('InvalidStateError');
    await done;
    await settled();
    expect(reported).toEqual([expect.objectContaining({ name: 'InvalidStateError' })]);
    expect(unhandled).toEqual([]);
  });

  it('starts none when the router is not asked for one', async () => {
    const { browser, router, settled } = setup(false);
    let drawn = false;
    await router.startViewTransition(async () => void (drawn = true));
    await settled();
    expect(drawn).toBe(true);
    expect(browser.started).toEqual([]);
  });
});
