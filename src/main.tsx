import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { dropPrerenderedHead } from './hydrate-head';
import { startPwa } from './pwa/register';
import { createAppRouter } from './router';
import './styles/global.css';

// Scroll reveals hide their targets only when scripts run (see global.css).
document.documentElement.classList.add('js');

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Prerendered pages are hydrated once the route's code is loaded, so the first client render
// matches the HTML exactly; a bare shell (no prerendered markup) is rendered from scratch.
if (container.firstElementChild) {
  // Tell the router the markup came from a server render: it then renders the same tree as
  // on the server (no client-only Suspense boundary at the root), as its own SSR client does.
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    dropPrerenderedHead();
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

// Service worker, update checks and the lead outbox replays (src/pwa/register.ts).
startPwa();
