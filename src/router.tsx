import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** One factory for the browser, the prerenderer and tests, so all three build the same router. */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history && { history: options.history }),
    ...(options.isServer !== undefined && { isServer: options.isServer }),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Unknown paths render the root's not-found view inside the normal layout.
    notFoundMode: 'root',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
