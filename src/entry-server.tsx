import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './router';

export interface RenderResult {
  html: string;
  statusCode: number;
  /** Ids of the matched routes, e.g. ['__root__', '/contact'], to preload their code. */
  routeIds: string[];
}

/** Renders one URL to HTML at build time (scripts/prerender.ts). */
export async function render(url: string): Promise<RenderResult> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const matches = router.state.matches;
  const statusCode = matches.some((m) => m.status === 'error')
    ? 500
    : matches.some((m) => m._notFound || m.status === 'notFound')
      ? 404
      : 200;
  return { html, statusCode, routeIds: matches.map((m) => m.routeId) };
}

/** Every route without path parameters: the pages that exist as files after the build. */
export function staticPaths(): string[] {
  const router = createAppRouter({ history: createMemoryHistory(), isServer: true });
  return Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$'))
    .sort();
}
