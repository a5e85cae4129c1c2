/**
 * Vite config of the web app. Root is this folder; the build goes to web/dist. `@` is web/src and
 * `@domain` the shared pure domain (lambdas/domain), also used by the API.
 * `npm start` runs a dev server from this file and serves /config.json beside it.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Chunk groups. Everything the landing page loads (React, the router, TanStack Query's core, our frame, the language
 * runtime and the public pages' English texts) is one chunk: compressed together it is about 1 KB smaller than as
 * vendor and app chunks, which the 120 KB landing budget needs; the trade is that a change to our frame also renews
 * the cached React in it (docs/performance.md, "Landing page"). Libraries only signed-in pages need stay out of it.
 */
const chunkGroups: CodeSplittingGroup[] = [
  { name: 'landing', test: /^(?!.*web[\\/]src[\\/]main\.tsx$)/, tags: ['$initial'], priority: 50, includeDependenciesRecursively: false },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  // TanStack Query's mutations and infinite lists: only signed-in pages use them.
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/, priority: 20 },
  // Maps: loaded only by pages that show a map (components/map/lazy-geo-map.tsx).
  { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|@maplibre)[\\/]/, priority: 30 },
  { name: 'terra-draw', test: /node_modules[\\/](terra-draw|terra-draw-maplibre-gl-adapter)[\\/]/, priority: 30 },
  // The API client: every signed-in page calls it, the landing page does not.
  { name: 'api', test: /node_modules[\\/]openapi-fetch[\\/]|web[\\/]src[\\/]lib[\\/]api-client\.ts$/, priority: 40 },
];

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@/': `${webRoot}src/`,
      '@domain/': `${repoRoot}lambdas/domain/`,
      '@features/': `${repoRoot}lambdas/features/`,
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [repoRoot] },
  },
  preview: { port: 5173, strictPort: true },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of the es2022 target supports <link rel="modulepreload">: the landing page needs no polyfill.
    modulePreload: { polyfill: false },
    // Maps are written for local debugging but not referenced by the bundles, and not deployed (lib/constructs/web.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
