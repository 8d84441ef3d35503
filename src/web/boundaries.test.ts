import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isFile,
  resolveImport,
  sourceFiles,
  specifiersIn,
  withoutComments,
} from '../import-graph-test-support';

/*
 * The web's boundaries (docs/ARCHITECTURE.md "Web"): an area under features/<area>/ imports another area
 * only through that area's public exports (`features/<other>/index.ts`, re-exports only) or its module
 * (`module.ts`); lib/ and components/ import no area at all. app/ composes the areas and may reach in.
 *
 * Why a test and not Biome's `noRestrictedImports` (its `patterns` in per-folder `overrides`): Biome
 * matches the specifier as written, not the file it resolves to, and a relative specifier means different
 * files at different depths. `'../pages/FeedPage'` is feed's own pages/ folder from
 * features/feed/components/ and the `pages` area from features/feed/; `'../../components/admin/x'` names
 * the shared components/admin/ and would match an `admin` pattern. Expressing the rule would take one
 * override per area and per folder depth, each listing every other area, to edit whenever an area is
 * added; and Biome cannot check that an index.ts holds re-exports only. This test resolves every import.
 */

const web = path.dirname(fileURLToPath(import.meta.url));
const features = path.join(web, 'features');

/** The area a file belongs to (`feed` for features/feed/…), or undefined outside features/. */
const areaOf = (file: string): string | undefined => {
  const relative = path.relative(features, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep)[0];
};

/** What another area may import of `area`: its public exports and its module. */
const isPublicFile = (file: string, area: string) =>
  file === path.join(features, area, 'index.ts') || file === path.join(features, area, 'module.ts');

const shown = (file: string) => path.relative(web, file).split(path.sep).join('/');

/** The imports of `file` (whose text is `source`) that break the boundaries, as `file -> target`. */
const boundaryOffences = (file: string, source: string): string[] => {
  const from = areaOf(file);
  const isShared = [path.join(web, 'lib'), path.join(web, 'components')].some(
    (dir) => !path.relative(dir, file).startsWith('..'),
  );
  return specifiersIn(source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    // A computed path cannot be checked: it is refused rather than trusted.
    if (specifier.includes('${')) return [`${shown(file)} -> ${specifier}`];
    const target = resolveImport(file, specifier);
    const to = areaOf(target);
    if (to === undefined || to === from) return [];
    if (isShared || !isPublicFile(target, to)) return [`${shown(file)} -> ${shown(target)}`];
    return [];
  });
};

/** An index.ts statement that is not a re-export of the area's own files. */
const nonReexports = (source: string): string[] =>
  withoutComments(source)
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement !== '')
    .filter((statement) => !/^export (type )?(\{[^}]*\}|\*( as \w+)?) from '\.\/[^']+'$/.test(statement));

describe('web boundaries', () => {
  const files = [
    ...sourceFiles(features),
    ...sourceFiles(path.join(web, 'lib')),
    ...sourceFiles(path.join(web, 'components')),
  ];

  it('let an area import another only through its index.ts or module.ts, and lib/ and components/ none', () => {
    const offences = files.flatMap((file) => boundaryOffences(file, readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });

  it('keep each area’s index.ts to re-exports of its own files', () => {
    const areas = readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const bad = areas.flatMap(({ name }) => {
      const index = path.join(features, name, 'index.ts');
      if (!isFile(index)) return [];
      return nonReexports(readFileSync(index, 'utf8')).map((statement) => `${shown(index)}: ${statement}`);
    });
    expect(bad).toEqual([]);
  });

  it('resolves static, dynamic and re-exported imports and tells public files from the rest', () => {
    const postCard = path.join(features, 'feed/components/PostCard.tsx');
    const source = [
      "import { profilePaths } from '../../profiles/paths';",
      "import type { X } from '../../profiles';",
      "import { profilesArea } from '../../profiles/module';",
      "export { Thread } from '../../messages/components/Thread';",
      "const lazy = () => import('../../connections/components/ConnectionButton');",
      "import { PostText } from './PostText';",
      "import { ProfileAvatar } from '../../../components/ProfileAvatar';",
      "// import { x } from '../../admin/paths';",
    ].join('\n');
    expect(boundaryOffences(postCard, source)).toEqual([
      'features/feed/components/PostCard.tsx -> features/profiles/paths.ts',
      'features/feed/components/PostCard.tsx -> features/messages/components/Thread.tsx',
      'features/feed/components/PostCard.tsx -> features/connections/components/ConnectionButton.tsx',
    ]);
    expect(
      boundaryOffences(path.join(web, 'lib/session.ts'), "import { x } from '../features/auth';"),
    ).toEqual(['lib/session.ts -> features/auth/index.ts']);
    expect(nonReexports("// public\nexport { a } from './a';\nexport const b = 1;")).toEqual([
      'export const b = 1',
    ]);
  });
});
