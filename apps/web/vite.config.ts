import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { precompress } from './build/precompress';
import { FIRST_VISIT_READS, FIRST_VISIT_ROUTES } from './build/route-files';
import { routePreload } from './build/route-preload';

// In development the API runs separately on :8080; proxying keeps cookies same-origin,
// exactly as in production where the server serves this build.
const apiTarget = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    mantineComponentStyles(),
    // `/` shows the login page too.
    routePreload({ '/': FIRST_VISIT_ROUTES['/login'], ...FIRST_VISIT_ROUTES }, FIRST_VISIT_READS),
    precompress(),
  ],
  // jassub's worker is an ES module (it is started with `type: 'module'`).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Lists every chunk with its static imports: the tests and bench/lighthouse.ts read from it
    // what a first visit to a page downloads (build/route-files.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups, includeDependenciesRecursively: false },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
});
