import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { ownerFacts } from './src/shared/owner/facts';
import { productionBlocker } from './src/shared/owner/launch-check';

/**
 * Vite bundles this config without tsconfig paths, so a static import of a module that uses
 * `@/` fails to load; tsx resolves them (as it does for the build scripts).
 */
async function loadWebManifest(): Promise<Partial<ManifestOptions>> {
  const mod = (await tsImport('./src/pwa/manifest.ts', import.meta.url)) as { webManifest: Partial<ManifestOptions> };
  return mod.webManifest;
}

// SITE_MODE=production refuses to build while any owner fact is a sample, before anything is
// built (docs/decisions/011-fictional-samples.md). Those modules use relative imports only.
if (process.env.SITE_MODE === 'production') {
  const blocker = productionBlocker(ownerFacts);
  if (blocker) throw new Error(blocker);
}

// Build output root; DIST_DIR lets parallel builds (e.g. two checkouts' test runs) not collide.
const dist = process.env.DIST_DIR ?? 'dist';

// The router plugin must come before react() so route files are transformed (code split) first.
// Three builds share this file: the client, the prerender entry (--ssr src/entry-server.tsx)
// and the server bundle (--ssr --mode server): the server (index.js) and the leads CLI
// (leads.js), so a production install runs both with plain node and no devDependencies.
export default defineConfig(async ({ isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    // The client build compiles src/sw.ts to sw.js and writes the web manifest. The precache
    // list is injected later by scripts/precache.ts, once the prerendered shell exists
    // (injectionPoint: undefined leaves `self.__WB_MANIFEST` in place for it).
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false, // src/pwa/register.ts registers it with workbox-window (no inline script)
        registerType: 'prompt',
        manifest: await loadWebManifest(),
        includeManifestIcons: false,
        injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
      }),
  ],
  // `@/` is src/ everywhere (tsconfig paths for tsc, tsx and Playwright; this alias for Vite).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: `${dist}/${mode === 'server' ? 'server' : isSsrBuild ? 'ssr' : 'client'}`,
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // The prerender step reads the manifest to preload the entry, its CSS and the font.
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    // One stylesheet linked from every prerendered page: route chunks' CSS would otherwise
    // arrive only after the route's JS, and the static HTML would flash unstyled.
    cssCodeSplit: false,
    ...(mode === 'server' && { rolldownOptions: { input: { index: 'server/index.ts', leads: 'scripts/leads-cli.ts' } } }),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
