import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * The libraries every page runs on, in one chunk. Left alone, Rolldown 1.2 moves a module out
           * of the entry chunk whenever a lazy chunk uses it without otherwise importing the entry (so as
           * not to create a chunk cycle), and the first load fell apart into ~20 files and ~5 KB more
           * gzipped JS (DESIGN §6). Only libraries the first load uses in full belong here.
           */
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/storage': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
