import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/*
 * react-router's package exports only its development build, whose dev warnings (long messages and the
 * checks around them) ship to every visitor (remix-run/react-router#14102). The same version's
 * production build sits beside it: the production bundle uses that one; `vite dev` keeps the warnings.
 */
const reactRouterProduction = (file: string) => fromRoot(`node_modules/react-router/dist/production/${file}`);

/** The libraries every page runs on (see `codeSplitting` below). */
const frameworkLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/;
/** TanStack Query's mutation and infinite-query hooks: only screens that load later use them. */
const laterQueryHooks = /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
/** What every Tabler icon is made with (the icons themselves stay with their screens). */
const iconFactory =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;

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
      // react-i18next's fallback for React before 18: React's own hook instead (see the file).
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
           * gzipped JS (DESIGN §6). Only what the first load uses belongs here.
           */
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                (frameworkLibraries.test(id) && !laterQueryHooks.test(id)) || iconFactory.test(id),
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
