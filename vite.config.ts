import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownerFacts } from './src/shared/owner/facts';
import { productionBlocker } from './src/shared/owner/launch-check';
import { resolvedTwins } from './scripts/resolved-twins';
import { shortCustomProperties } from './scripts/short-properties';

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

/**
 * The shortest class names for CSS modules in the build: `_0`, `_1`, ... `_a`, in a table made
 * from the source files (sorted by file, then class), so the client and prerender builds agree
 * without sharing state. Short names cost a page about 0.75 KB less Brotli than hashed ones
 * (docs/decisions/019-first-paint.md). A class the table missed gets a hashed name instead.
 */
function shortClassNames(root: string): (name: string, filename: string) => string {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.module.css') ? [join(dir, d.name)] : []))
      .sort();
  const table = new Map<string, string>();
  for (const file of files(join(root, 'src'))) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const names = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))].sort();
    for (const name of names) table.set(`${relative(root, file)}:${name}`, `_${table.size.toString(36)}`);
  }
  return (name, filename) => {
    const key = `${relative(root, filename.split('?')[0]!)}:${name}`;
    return table.get(key) ?? `_${name}_${createHash('sha256').update(key).digest('hex').slice(0, 6)}`;
  };
}

/**
 * `posts/x.ts?slug` is the post's `slug` constant alone (src/content/resources/blog/post-slugs.ts).
 * Every page needs each post's address for its links and language switch; importing the post
 * files for it brought both languages' posts into the entry chunk (about 8 KB gzip, with what
 * their module-level template literals call), since a bundler keeps a module's statements that
 * call anything (docs/decisions/033-hydration-js.md). Without this plugin (unit tests) the query
 * loads the whole file, with the same constant.
 */
function postSlugs(): Plugin {
  return {
    name: 'post-slugs',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('?slug')) return null;
      const file = id.slice(0, -'?slug'.length);
      const found = /^export const slug = ('[a-z0-9-]+');$/m.exec(readFileSync(file, 'utf8'));
      if (!found) this.error(`${file} has no line \`export const slug = '...';\``);
      return `export const slug = ${found[1]};`;
    },
  };
}

// Build output root; DIST_DIR lets parallel builds (e.g. two checkouts' test runs) not collide.
const dist = process.env.DIST_DIR ?? 'dist';

// The router plugin must come before react() so route files are transformed (code split) first.
// Three builds share this file: the client, the prerender entry (--ssr src/entry-server.tsx)
// and the server bundle (--ssr --mode server): the server (index.js) and the leads CLI
// (leads.js), so a production install runs both with plain node and no devDependencies.
export default defineConfig(async ({ command, isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    postSlugs(),
    // A Spanish page's chunks without the English copy its twins are written over (issue 26).
    !isSsrBuild && resolvedTwins(),
    shortCustomProperties(),
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
  // Development keeps readable class names.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } } : {},
  // `@/` is src/ everywhere (tsconfig paths for tsc, tsx and Playwright; this alias for Vite).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: `${dist}/${mode === 'server' ? 'server' : isSsrBuild ? 'ssr' : 'client'}`,
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // The bundle budgets (tests/build) read the manifest to follow each chunk's imports.
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: each prerendered page inlines the part its markup uses
    // (scripts/critical-css.ts), and route chunks' CSS would otherwise arrive only with their JS.
    cssCodeSplit: false,
    ...(mode === 'server' && { rolldownOptions: { input: { index: 'server/index.ts', leads: 'scripts/leads-cli.ts' } } }),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
