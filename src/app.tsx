import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { dropPrerenderedHead } from './hydrate-head';
import { createAppRouter } from './router';
import { markServerRendered } from './router-internals';

/**
 * The React application: router, hydration of the prerendered page (or a fresh render into the
 * bare shell). Loaded by main.tsx when the visitor first interacts, or at once for the shell.
 */
export async function start(container: HTMLElement): Promise<void> {
  const hydrating = container.firstElementChild !== null;
  const router = createAppRouter({ hydrating });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    document.dispatchEvent(new Event('app:listening'));
    return;
  }
  markServerRendered(router);
  // The route's code first, so the first client render matches the HTML exactly.
  await router.load();
  dropPrerenderedHead();
  // In a transition, hydration yields to the browser every few milliseconds instead of one long
  // task, so a tap meanwhile is answered (by the boot script's handlers, or by React hydrating
  // what was tapped at once) and frames keep coming (docs/decisions/029-first-tap.md).
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // React listens now: the early script hands over what the visitor did meanwhile (boot/early.ts).
  document.dispatchEvent(new Event('app:listening'));
}
