import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The router plugin must come before react() so route files are transformed (code split) first.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    emptyOutDir: true,
    // The prerender step reads the manifest to preload the entry, its CSS and the font.
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    // One stylesheet linked from every prerendered page: route chunks' CSS would otherwise
    // arrive only after the route's JS, and the static HTML would flash unstyled.
    cssCodeSplit: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
