import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/*
 * react-router's package exports only its development build, whose dev warnings (long messages and the
 * checks around them) ship to every visitor (remix-run/react-router#14102). The same version's
 * production build sits beside it: the production bundle uses that one; `vite dev` keeps the warnings.
 */
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const reactRouterProduction = (file: string) => fromRoot(`node_modules/react-router/dist/production/${file}`);

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fromRoot('src/web/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The `modulepreload` polyfill only helps browsers without it (Safari before 17), which still load
    // every chunk, one round trip later; it cost every visitor 0.5 KB of the first load (DESIGN §6).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        /*
         * The entry lists every file each lazy chunk needs (Vite preloads them together), and every
         * visitor downloads that list: the library-only chunks (Mantine's pieces, mostly) go by their
         * hash alone, which took 0.5 KB off the landing's JS (DESIGN §6). App chunks keep their names.
         */
        chunkFileNames: (chunk) =>
          chunk.name !== 'framework' && chunk.moduleIds.every((id) => id.includes('node_modules'))
            ? 'assets/[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          /*
           * The libraries every page runs on, in one chunk. Left alone, Rolldown 1.2 moves a module out
           * of the entry chunk whenever a lazy chunk uses it without otherwise importing the entry (so as
           * not to create a chunk cycle), and the first load fell apart into ~20 files and ~5 KB more
           * gzipped JS (DESIGN §6). Only libraries the first load uses in full belong here: TanStack
           * Query's mutation and infinite-query hooks are used only by screens that load later, so they
           * stay with those screens.
           */
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                (/node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/.test(
                  id,
                ) &&
                  !/[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(
                    id,
                  )) ||
                /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/.test(
                  id,
                ),
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
}));
