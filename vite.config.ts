import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lazyContractSchemas } from './scripts/lib/lazy-contract-schemas';
import { catalogFiles, readCatalog } from './src/server/lib/i18n';
import { bootNamespaces, serverOnlyNamespaces } from './src/web/app/catalog-namespaces';
import { cssVariablesResolver, theme } from './src/web/app/theme';
import { themeCss } from './src/web/app/theme-css';

const apiPort = process.env.API_PORT ?? '3001';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The libraries every page runs on (see `codeSplitting` below). */
const frameworkLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
/** TanStack Query's mutation and infinite-query hooks: only screens that load later use them. */
const laterQueryHooks = /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
/** Mantine (its core, hooks and notifications, with what they build on): member pages run on it. */
const memberLibraries =
  /node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|clsx|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|react-number-format|react-transition-group)[\\/]/;
/**
 * Mantine's selects and what they build on (the combobox, the popover, floating-ui, the scroll area), and
 * its other overlays (modal, drawer, tooltip): out of the libraries' chunk, since most first screens need
 * none of them (components/overlays/load-overlays.ts loads them on a member's first intent). A page with
 * a select on its first screen loads the selects' chunk only.
 */
const mantineParts = (components: string) =>
  new RegExp(
    `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/](esm[\\\\/]components[\\\\/](${components})[\\\\/]|styles[\\\\/](${components})\\.css$)`,
  );
const selectParts = mantineParts(
  'Combobox|Select|Autocomplete|NativeSelect|Popover|ScrollArea|Floating|FloatingIndicator',
);
const isSelectLibrary = (id: string) => /node_modules[\\/]@floating-ui[\\/]/.test(id) || selectParts.test(id);
const overlayParts = mantineParts(
  'MultiSelect|TagsInput|Pill|PillsInput|Menu|Tooltip|Modal|ModalBase|FocusTrap|Overlay|Table|Drawer|LoadingOverlay',
);
const isOverlayLibrary = (id: string) => isSelectLibrary(id) || overlayParts.test(id);
const scrollLock =
  /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|detect-node-es|tslib)[\\/]/;
/**
 * The app's shared modules: contracts, libraries, the small kit pieces every area's screens use (the
 * dialog, a dimmed note, a state screen: each a chunk of its own otherwise, one script more on every
 * member page) and each area's api, paths and helpers.
 */
const sharedAppModules =
  /[\\/]src[\\/](common[\\/]|web[\\/]lib[\\/]|web[\\/]components[\\/](Modal|Note|StateScreen)\.tsx|web[\\/]features[\\/][\w-]+[\\/](api[\\/]|utils[\\/]|paths\.ts))/;
/**
 * The kit's small pieces (a few hundred bytes each) that most member pages build on: each was a script
 * of its own (issue 34's script count), or one more on a page as soon as a second area used it.
 */
const smallKitPieces =
  /[\\/]src[\\/]web[\\/]components[\\/](Deferred|ConfirmDialog|PageFrame|Breadcrumbs|ProfileAvatar|InlineError|FormActions|FormFailure|CardGridSkeleton|ListPager|QueryFailure|directory[\\/]DirectoryCard|overlays[\\/][\w-]+)(\.module\.css|\.tsx?)$/;
/** What every Tabler icon is made with (the icons themselves stay with their screens). */
const iconFactory =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;

const languages = ['fr', 'en', 'pt'] as const;
type CatalogLanguage = (typeof languages)[number];
const isCatalogLanguage = (value: string | undefined): value is CatalogLanguage =>
  (languages as readonly (string | undefined)[]).includes(value);
type CatalogJson = Record<string, unknown>;

/**
 * The catalogs are a folder of files per language in the sources (src/common/i18n), merged into one
 * catalog per language (server/lib/i18n.ts). The build splits each by top-level key into JSON assets under `assets/i18n-<hash>/<language>/`: `boot.json` with the first
 * load's namespaces (app/catalog-namespaces.ts) and `<namespace>.json` for each other one, which
 * lib/i18n.ts fetches with the area that lists it. The folder's hash covers every catalog, so the entry
 * holds one short path whatever the number of namespaces. `vite dev` serves the same files from the
 * sources, read afresh on each request.
 */
const catalogParts = (): Plugin => {
  /** A part's content: `boot`, or one namespace; undefined for a name that is not served. */
  const part = (catalog: CatalogJson, name: string): CatalogJson | undefined => {
    if (name === 'boot') return Object.fromEntries(bootNamespaces.map((key) => [key, catalog[key]]));
    const isServed =
      name in catalog &&
      !(bootNamespaces as readonly string[]).includes(name) &&
      !(serverOnlyNamespaces as readonly string[]).includes(name);
    return isServed ? { [name]: catalog[name] } : undefined;
  };

  let base = '/i18n';
  return {
    name: 'sankofa:catalog-parts',
    config(_config, { command }) {
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const file of catalogFiles())
          hash.update(path.relative(fromRoot('.'), file)).update(readFileSync(file));
        base = `/assets/i18n-${hash.digest('hex').slice(0, 10)}`;
      }
      return { define: { 'import.meta.env.VITE_I18N_BASE': JSON.stringify(base) } };
    },
    // Every page waits for the French boot texts before its first render: they download with the entry.
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: `${base}/fr/boot.json` },
        injectTo: 'head',
      },
    ],
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const [, language, name] = /^\/([a-z]+)\/([A-Za-z]+)\.json$/.exec(request.url ?? '') ?? [];
        const content = isCatalogLanguage(language) && name ? part(readCatalog(language), name) : undefined;
        if (!content) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(JSON.stringify(content));
      });
    },
    generateBundle() {
      for (const language of languages) {
        const catalog = readCatalog(language);
        for (const name of ['boot', ...Object.keys(catalog)]) {
          const content = part(catalog, name);
          if (!content) continue;
          this.emitFile({
            type: 'asset',
            fileName: `${base.slice(1)}/${language}/${name}.json`,
            source: JSON.stringify(content),
          });
        }
      }
    },
  };
};

/**
 * The theme's CSS variables (app/theme-css.ts) as a stylesheet of the first load: MantineProvider
 * would write them at run time, but it now loads with the first Mantine component (app/mantine/gate.tsx).
 */
const mantineThemeCss = (): Plugin => {
  const id = 'virtual:mantine-theme.css';
  return {
    name: 'sankofa:mantine-theme-css',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) => (loaded === `\0${id}` ? themeCss(theme, cssVariablesResolver) : undefined),
  };
};

/*
 * Mantine's component styles with its components: each component's class map
 * (`components/Button/Button.module.mjs`) imports that component's own stylesheet (`styles/Button.css`),
 * so the CSS follows the code into the chunks that hold it, and a page loads the styles of the components
 * its chunks hold instead of Mantine's whole sheet (248 KB, 36 KB gzipped, 12 % of it used by a member's
 * feed: issue 34). A class map is imported after those of the components it builds on, so their rules
 * come first, as Mantine asks of per-component styles; and a chunk's stylesheet is added to the page
 * after those of the chunks it imports (Vite's preload), so Mantine's rules still come before the app's
 * that restyle them, as when its whole sheet came first: ties go to the app. `vite dev` serves Mantine
 * pre-bundled, past this hook: the gate loads the whole sheet there.
 */
const mantineComponentStyles = (): Plugin => ({
  name: 'sankofa:mantine-component-styles',
  apply: 'build',
  transform(code, id) {
    const [, component] = /@mantine[\\/]core[\\/]esm[\\/].+[\\/](\w+)\.module\.mjs$/.exec(id) ?? [];
    if (!component) return undefined;
    return `import '@mantine/core/styles/${component}.css';\n${code}`;
  },
});

/*
 * react-router's production build still labels its components and contexts for React DevTools
 * (`X.displayName = "…"`) and does not mark `forwardRef(…)` pure, so the bundler must keep `Form` and
 * what it uses although nothing here renders it. Without the labels, those fall away: 1.3 KB gzipped
 * off every first load. Nothing runs differently.
 */
const reactRouterTreeShaking = (): Plugin => ({
  name: 'sankofa:react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!/react-router[\\/]dist[\\/]production[\\/].+\.js$/.test(id)) return undefined;
    return code
      .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
      .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(');
  },
});

/*
 * The first load provides Mantine's theme context without Mantine's code (app/mantine/gate.tsx). That
 * context is declared in the module of MantineThemeProvider, whose default theme and colour functions
 * would come along with it (4 KB gzipped); this moves the one declaration into a module of its own, so
 * the provider stays in the chunk that renders it. If Mantine moves the line, nothing breaks: the size
 * check (scripts/check-web-size.mjs) sees the 4 KB come back.
 */
const mantineThemeContextModule = (): Plugin => {
  const id = '\0sankofa:mantine-theme-context';
  const declaration = 'const MantineThemeContext = createContext(null);';
  return {
    name: 'sankofa:mantine-theme-context',
    apply: 'build',
    resolveId: (source) => (source === id ? id : undefined),
    load: (loaded) =>
      loaded === id ? `import { createContext } from "react";\nexport ${declaration}\n` : undefined,
    transform(code, moduleId) {
      if (!/MantineThemeProvider[\\/]MantineThemeProvider\.mjs$/.test(moduleId)) return undefined;
      if (!code.includes(declaration)) return undefined;
      return code.replace(declaration, `import { MantineThemeContext } from ${JSON.stringify(id)};`);
    },
  };
};

/** What a member's page loads before its own chunks (the header's member end, Mantine's runtime). */
const memberShellModules = ['app/mantine/runtime.tsx', 'app/shell/MemberActions.tsx'];

/** A route's path (`groups/:groupId`) as the pattern of the addresses it matches. */
const routePattern = (routePath: string) =>
  `^/${routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}/?$`;

/**
 * The chunks each area route needs, read from the areas' route tables (`path: '…'` and the
 * `import('./pages/…')` that follows it): the server lists them as `<link rel=modulepreload>` in the
 * page's HTML (server/plugins/web-assets.ts), so they download with the entry instead of three round
 * trips later (entry, route table, page), with the French texts of the area (`texts`). Static paths
 * come before those with parameters. Members get the header's member end too (`member`, `memberTexts`).
 */
const routePreloads = (
  modules: Record<string, string>,
  imports: Record<string, string[]>,
  entry: string,
  /** The French catalog file of a namespace, if the build has one (boot namespaces have none). */
  textsOf: (namespace: string) => string | undefined,
) => {
  /** The French texts an area's module lists (`i18n: [...]` in its module.ts), which load with its table. */
  const areaTexts = (area: string) => {
    const source = readFileSync(fromRoot(`src/web/${area}/module.ts`), 'utf8');
    const names = /\bi18n: \[([^\]]*)\]/.exec(source)?.[1]?.match(/[\w-]+/g) ?? [];
    return names.flatMap((name) => textsOf(name) ?? []);
  };
  const closure = (files: string[], skip = new Set<string>()) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file) || skip.has(file)) return;
      found.add(file);
      for (const imported of imports[file] ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return found;
  };
  const firstLoad = closure([entry]);
  const routes: { pattern: string; params: number; files: string[]; texts: string[] }[] = [];
  for (const [moduleId, tableFile] of Object.entries(modules)) {
    const area = /^features\/[\w-]+\/routes\.tsx$/.test(moduleId) ? path.dirname(moduleId) : undefined;
    if (!area) continue;
    const source = readFileSync(fromRoot(`src/web/${moduleId}`), 'utf8');
    // Nested tables (account, admin) have relative paths: their pages load as before.
    if (source.includes('children:')) continue;
    for (const route of source.split(/(?=\bpath: ')/)) {
      const [, routePath] = /^path: '([^']+)'/.exec(route) ?? [];
      const [, page] = /import\('\.\/(pages\/[\w-]+)'\)/.exec(route) ?? [];
      const pageFile = page && (modules[`${area}/${page}.tsx`] ?? modules[`${area}/${page}.ts`]);
      if (!routePath || !pageFile) continue;
      const files = [...closure([tableFile, pageFile], firstLoad)];
      routes.push({
        pattern: routePattern(routePath),
        params: routePath.split(':').length - 1,
        files,
        texts: areaTexts(area),
      });
    }
  }
  routes.sort((a, b) => a.params - b.params || b.pattern.length - a.pattern.length);
  const memberFiles = memberShellModules.flatMap((id) => (modules[id] ? [modules[id]] : []));
  return {
    member: [...closure(memberFiles, firstLoad)],
    // The header's member end brings the messages' and notifications' texts (app/shell/Header.tsx).
    memberTexts: [...new Set(['features/messages', 'features/notifications'].flatMap(areaTexts))],
    routes: routes.map(({ pattern, files, texts }) => ({ pattern, files, texts })),
  };
};

/**
 * `.vite/chunks.json`: which chunk holds each source module and what each chunk imports statically, for
 * scripts/check-web-size.mjs (the manifest names only the chunks that start at a module; grouped chunks
 * hold pages and route tables that have none of their own). `.vite/route-preloads.json`: see above.
 */
const chunkMap = (): Plugin => ({
  name: 'sankofa:chunk-map',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules: Record<string, string> = {};
    const imports: Record<string, string[]> = {};
    let entry = '';
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      imports[output.fileName] = output.imports;
      if (output.isEntry) entry = output.fileName;
      for (const id of output.moduleIds) modules[path.relative(fromRoot('src/web'), id)] = output.fileName;
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunks.json',
      source: JSON.stringify({ modules, imports }),
    });
    this.emitFile({
      type: 'asset',
      fileName: '.vite/route-preloads.json',
      source: JSON.stringify(
        routePreloads(modules, imports, entry, (namespace) =>
          Object.keys(bundle).find((fileName) => fileName.endsWith(`/fr/${namespace}.json`)),
        ),
      ),
    });
  },
});

export default defineConfig(() => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    catalogParts(),
    mantineThemeCss(),
    mantineThemeContextModule(),
    mantineComponentStyles(),
    reactRouterTreeShaking(),
    lazyContractSchemas(fromRoot('src/web/lib/lazy-schema.ts'), fromRoot('src/common')),
    chunkMap(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // `.vite/manifest.json`: scripts/check-web-size.mjs reads the first load from it.
    manifest: true,
    // The `modulepreload` polyfill only helps browsers without it (Safari before 17), which still load
    // every chunk, one round trip later; it cost every visitor 0.5 KB of the first load (DESIGN §6).
    modulePreload: {
      polyfill: false,
      // Every dynamic import in the entry carries the list of files to preload with it, which every
      // visitor downloads. The areas' realtime handlers load in the background once a member's socket
      // opens: they fetch their few imports one step later instead, and add nothing to that list.
      resolveDependencies: (file, deps) => (/(^|\/)realtime-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      treeshake: {
        /*
         * The app's own modules do nothing when imported but define things (main.tsx, the entry, is the one
         * that acts; styles are imported for their effect and keep the default). Said so, an area's
         * index.ts (re-exports only, src/web/boundaries.test.ts) brings a chunk only what it takes from it:
         * otherwise Rolldown keeps every module it re-exports, in case importing one does something.
         */
        moduleSideEffects: [{ test: /[\\/]src[\\/](web|common)[\\/].+\.tsx?$/, sideEffects: false }],
      },
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
            { name: 'shell', tags: ['$initial'] },
            /*
             * After the first load, Rolldown gave every set of lazy chunks sharing a module a chunk of its own:
             * a member's page fetched 110 to 150 scripts (issue 34), most under 1 KB. What many pages share
             * goes in three chunks instead; `minShareCount` (how many lazy chunks use a module) keeps what few
             * pages use (the editor's, the map's, rare Mantine parts) with them. Counts chosen by measure
             * (docs/areas/web-performance.md): lower ones cut scripts further but add bytes to every page.
             */
            {
              name: 'libs',
              test: (id: string) =>
                (memberLibraries.test(id) || laterQueryHooks.test(id)) && !isOverlayLibrary(id),
              minShareCount: 12,
            },
            // The scroll lock under Mantine's modals, which its notifications use too: apart from both.
            { name: 'scroll-lock', test: scrollLock },
            { name: 'selects', test: isSelectLibrary, minShareCount: 2 },
            { name: 'overlays', test: (id: string) => overlayParts.test(id), minShareCount: 2 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, minShareCount: 4 },
            { name: 'common', test: (id: string) => sharedAppModules.test(id), minShareCount: 6 },
            // Kit pieces of a few hundred bytes that several member pages build on: with the same chunk.
            { name: 'common', test: smallKitPieces, minShareCount: 2 },
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
