import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * What the boundary tests (src/server/boundaries.test.ts, src/web/boundaries.test.ts) share: the source
 * files of a folder, the module specifiers of a file, and the file each relative specifier resolves to.
 */

/** The .ts and .tsx files under `dir`, leaving out folders named in `skipDirs`. */
export const sourceFiles = (dir: string, skipDirs: readonly string[] = []): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipDirs.includes(entry.name) ? [] : sourceFiles(file, skipDirs);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

export const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** Source without comments (a comment may quote a path). */
export const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** Every module specifier: `from '…'` (imports and re-exports), `import '…'` and `import('…')`. */
export const specifiersIn = (source: string): string[] =>
  [
    ...withoutComments(source).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"`])([^'"`]+)\1/g),
  ].flatMap(([, , specifier]) => (specifier ? [specifier] : []));

/**
 * The file a relative specifier names, as the bundler finds it (a `?query` dropped, a folder means its
 * index); `exists` is the file system's unless a test plants its own files.
 */
export const resolveImport = (
  from: string,
  specifier: string,
  exists: (file: string) => boolean = isFile,
): string => {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0] ?? specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(exists) ?? base;
};
