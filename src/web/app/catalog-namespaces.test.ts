import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Catalog, lookup } from '../../common/i18n/index';
import { catalogs } from '../../server/lib/i18n';
import type { AreaModule } from '../lib/area-module';
import { areaModules, areasByKey } from './areas';
import { bootNamespaces, pageNamespaces, serverOnlyNamespaces } from './catalog-namespaces';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const modules: readonly AreaModule[] = areaModules;
const fr = catalogs.fr;
const boot: readonly string[] = bootNamespaces;

/** The catalog keys a file's string literals name: `'feed.title'`, or a prefix like `` `errors.${code}` ``. */
const keysIn = (source: string): string[] =>
  [...source.matchAll(/['"`]([a-zA-Z]+)\.([\w.]*?)(['"`]|\$\{)/g)].flatMap(([, namespace, rest, end]) => {
    if (!namespace || !(namespace in fr)) return [];
    const key = `${namespace}.${rest}`.replace(/\.$/, '');
    if (end === '${') return typeof nodeAt(fr, key) === 'object' ? [key] : [];
    return lookup(fr, key) === undefined ? [] : [key];
  });

const nodeAt = (catalog: Catalog, key: string): Catalog | string | undefined =>
  key
    .split('.')
    .reduce<Catalog | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalog,
    );

const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.split('?')[0] ?? specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
};

/**
 * The files an `import.meta.glob('…')` of `from` takes, as the bundler finds them (a `*` stands for any
 * part of one name): the admin frame collects the areas' admin-screens.ts that way.
 */
const globbed = (from: string, source: string): string[] =>
  [...source.matchAll(/import\.meta\.glob[^(]*\(\s*['"](\.[^'"]+)['"]/g)].flatMap(([, pattern = '']) =>
    pattern
      .split('/')
      .reduce<string[]>(
        (dirs, part) =>
          dirs.flatMap((dir) => {
            if (!part.includes('*')) return [path.join(dir, part)];
            const name = new RegExp(
              `^${part
                .split('*')
                .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
                .join('[^/]*')}$`,
            );
            return existsSync(dir)
              ? readdirSync(dir)
                  .filter((entry) => name.test(entry))
                  .map((entry) => path.join(dir, entry))
              : [];
          }),
        [path.dirname(from)],
      )
      .filter((file) => existsSync(file)),
  );

/** Files not followed: module.ts holds link labels its readers render (in their own namespaces). */
const isModuleFile = (file: string) => path.basename(file) === 'module.ts';

/** Source without comments (a comment may quote a key). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The value bindings of `{ a, b as c, type D }`: `[a, a]` and `[b, c]` (name there, name here). */
const bindingsIn = (braces: string): [string, string][] =>
  braces
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('type '))
    .map((entry) => {
      const [name = entry, alias = name] = entry.split(/\s+as\s+/);
      return [name, alias];
    });

/**
 * The names each `import { … } from '…'` and `export { … } from '…'` takes from the other module, by
 * the position of its specifier in `source`; the other forms take the whole module.
 */
const namedImports = (source: string): Map<number, string[]> =>
  new Map(
    [...source.matchAll(/\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)].map(
      (match) => {
        const [text, typeOnly, braces = '', specifier = ''] = match;
        const names = typeOnly ? [] : bindingsIn(braces).map(([name]) => name);
        return [match.index + text.lastIndexOf(specifier), names];
      },
    ),
  );

/** An area's public exports, re-exports only (boundaries.test.ts): followed name by name. */
const isPublicExports = (file: string) => path.basename(file) === 'index.ts';

/** The files an index.ts takes `names` from: what a bundle of those names holds, nothing else. */
const reexportsOf = (index: string, names: readonly string[]): string[] =>
  [
    ...withoutComments(readFileSync(index, 'utf8')).matchAll(
      /export\s+(type\s+)?(\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g,
    ),
  ].flatMap(([, typeOnly, star, braces = '', specifier = '']) => {
    const isTaken = star === '*' || bindingsIn(braces).some(([, alias]) => names.includes(alias));
    const file = !typeOnly && isTaken ? resolveImport(index, specifier) : undefined;
    return file ? [file] : [];
  });

/**
 * The catalog keys used by `root` and everything it imports, statically or lazily, in src/web
 * (stopping at `stops`: entry points checked on their own). src/common is left out: its contracts
 * name validation keys that the forms of their own area show, and its abilities look like keys.
 */
const keysReachableFrom = (root: string, stops: ReadonlySet<string>): Map<string, string> => {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isModuleFile(file) || (file !== root && stops.has(file))) return;
    seen.add(file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    for (const key of keysIn(source)) if (!found.has(key)) found.set(key, path.relative(web, file));
    const named = namedImports(source);
    for (const match of source.matchAll(/(?:from|import\(?)\s*['"]([^'"]+)['"]/g)) {
      const [text, specifier = ''] = match;
      const next = resolveImport(file, specifier);
      if (!next?.startsWith(web)) continue;
      const names = named.get(match.index + text.lastIndexOf(specifier));
      const targets = names && isPublicExports(next) ? reexportsOf(next, names) : [next];
      for (const target of targets) visit(target);
    }
    // Read before the comments go: a pattern's `/*` would pass for one.
    for (const target of globbed(file, readFileSync(file, 'utf8'))) if (target.startsWith(web)) visit(target);
  };
  visit(root);
  return found;
};

const at = (file: string) => path.join(web, file);
const routesFile = (area: AreaModule) => at(`features/${area.key}/routes.tsx`);
const areaNamespaces = (keys: Parameters<typeof areasByKey>[0]) =>
  areasByKey(keys).flatMap((area) => area.i18n);

/** Each place that loads texts, and what it has loaded by then. */
const entryPoints: { file: string; namespaces: readonly string[] }[] = [
  { file: at('main.tsx'), namespaces: boot },
  {
    file: at('app/shell/MemberActions.tsx'),
    namespaces: [...boot, ...areaNamespaces(['notifications', 'messages'])],
  },
  // The header's search, loaded on focus with its area's texts (app/shell/HeaderSearch.tsx).
  {
    file: at('features/search/components/HeaderSearchBox.tsx'),
    namespaces: [...boot, ...areaNamespaces(['search'])],
  },
  // The results page's filter bar, which loads the directory texts of the tab's kind before it renders
  // (features/search/components/SearchFilterBar.tsx).
  {
    file: at('features/search/components/SearchFilterBar.tsx'),
    namespaces: [
      ...boot,
      ...areaNamespaces(['search']),
      ...['groups', 'companies', 'jobOffers', 'events', 'blog', 'projects', 'tenders', 'mentors'],
    ],
  },
  ...['static-page', 'faq', 'contact', 'pricing', 'blog-auth-test', 'alert-demo'].map((name) => ({
    file: at(`app/routes/${name}.tsx`),
    namespaces: [...boot, ...pageNamespaces],
  })),
  ...modules
    .filter((area) => area.loadRoutes)
    .map((area) => ({ file: routesFile(area), namespaces: [...boot, ...area.i18n] })),
];

describe('catalog namespaces', () => {
  it('give every top-level key of the catalogs one place that loads it', () => {
    const homes = [
      ...boot,
      ...pageNamespaces,
      ...serverOnlyNamespaces,
      ...modules.flatMap((area) => area.i18n),
    ];
    expect(Object.keys(fr).filter((namespace) => !homes.includes(namespace))).toEqual([]);
    // …and each namespace named exists (CatalogNamespace is a plain string).
    expect(homes.filter((namespace) => !(namespace in fr))).toEqual([]);
    // The build serves boot namespaces in boot.json only, and server-only ones not at all.
    const loadedLater = [...pageNamespaces, ...modules.flatMap((area) => area.i18n)];
    expect(loadedLater.filter((namespace) => boot.includes(namespace))).toEqual([]);
    expect(
      loadedLater.filter((namespace) => (serverOnlyNamespaces as readonly string[]).includes(namespace)),
    ).toEqual([]);
    for (const language of ['en', 'pt'] as const)
      expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(fr).sort());
  });

  it('have the texts of every screen loaded by the time it renders', () => {
    const stops = new Set(entryPoints.map((entry) => entry.file));
    const missing = entryPoints.flatMap(({ file, namespaces }) =>
      [...keysReachableFrom(file, stops)]
        .filter(([key]) => !namespaces.includes(key.split('.')[0] ?? ''))
        .map(([key, usedIn]) => `${path.relative(web, file)}: ${key} (${usedIn})`),
    );
    expect(missing).toEqual([]);
  });

  it('load with an area only namespaces its screens use', () => {
    const stops = new Set(entryPoints.map((entry) => entry.file));
    const unused = modules
      .filter((area) => area.loadRoutes)
      .flatMap((area) => {
        const used = new Set(
          [...keysReachableFrom(routesFile(area), stops).keys()].map((key) => key.split('.')[0]),
        );
        return area.i18n
          .filter((namespace) => !used.has(namespace))
          .map((namespace) => `${area.key}: ${namespace}`);
      });
    expect(unused).toEqual([]);
  });

  it('show the spec texts that no screen used (issue 38 §2)', () => {
    const stops = new Set(entryPoints.map((entry) => entry.file));
    const usedBy = (key: Parameters<typeof areasByKey>[0][number]) =>
      new Set(areasByKey([key]).flatMap((area) => [...keysReachableFrom(routesFile(area), stops).keys()]));
    expect([...usedBy('projects')]).toContain('projects.form.notSignedIn');
    const tenders = usedBy('tenders');
    const tenderTexts = [
      'tenders.loadOneError',
      'tenders.wizard.loginRequired',
      'tenders.wizard.notAuthenticated',
    ];
    expect(tenderTexts.filter((key) => !tenders.has(key))).toEqual([]);
    // A group's feed words its failures its own way (002 §5, §8), through the feed's components.
    const groups = usedBy('groups');
    const groupTexts = ['postEmpty', 'loadFailed', 'deleteFailed', 'commentFailed', 'commentDeleteFailed'];
    expect(
      groupTexts
        .map((name) =>
          name === 'postEmpty' ? 'groups.feed.validation.postEmpty' : `groups.feed.errors.${name}`,
        )
        .filter((key) => !groups.has(key)),
    ).toEqual([]);
  });

  it('finds the keys a file names, whole or as a prefix', () => {
    const template = ['`errors.', '$', '{code}`'].join('');
    const source = `t('feed.hashtags.trending'); t(${template}); 'profile.id'; 'feed.nothing'`;
    expect(keysIn(source)).toEqual(['feed.hashtags.trending', 'errors']);
  });
});
