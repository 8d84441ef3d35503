import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isFile, resolveImport, sourceFiles, specifiersIn } from '../import-graph-test-support';

/*
 * The server's floors (docs/ARCHITECTURE.md "Floors"), from the ground up: `common/` (shared with the
 * web: no Node module), then `db/`, `lib/`, `plugins/`, `platform/` and `area.ts` (the floor every area
 * stands on), then the areas under `features/<area>/`, and `app.ts`/`areas.ts`, which compose them.
 *   - the floor imports nothing from `features/`;
 *   - an area never reads another area's repository (`features/<other>/*.repository.ts`): it calls that
 *     area's service, or the query moves to the area that owns it;
 *   - `common/` imports no Node module.
 * Tests are outside the floor rule (they build the whole app: test/build-test-app.ts), not the others.
 * Every import is resolved to the file it names (src/import-graph-test-support.ts, shared with the web's).
 */

const server = path.dirname(fileURLToPath(import.meta.url));
const src = path.dirname(server);
const features = path.join(server, 'features');
const common = path.join(src, 'common');

/**
 * Offences accepted for now, each with its reason; the test fails when one is no longer needed, so the
 * list only shrinks. Empty: the floor has no upward import.
 */
const allowed: readonly { offence: string; reason: string }[] = [];

const isUnder = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The floor: what the areas stand on, which must not reach up into them. */
const floor = ['lib', 'plugins', 'platform', 'db'].map((dir) => path.join(server, dir));
const isFloor = (file: string) =>
  file === path.join(server, 'area.ts') || floor.some((dir) => isUnder(dir, file));

/** The area a file belongs to (`feed` for features/feed/…), or undefined outside features/. */
const areaOf = (file: string): string | undefined =>
  isUnder(features, file) ? path.relative(features, file).split(path.sep)[0] : undefined;

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const shown = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** The imports of `file` (whose text is `source`) that break the boundaries, as `file -> target`. */
const boundaryOffences = (
  file: string,
  source: string,
  exists: (file: string) => boolean = isFile,
): string[] =>
  specifiersIn(source).flatMap((specifier) => {
    if (isUnder(common, file)) {
      if (isTest(file)) return [];
      return isBuiltin(specifier) ? [`${shown(file)} -> ${specifier} (a Node module in common/)`] : [];
    }
    if (!specifier.startsWith('.')) return [];
    // A computed path cannot be checked: it is refused rather than trusted.
    if (specifier.includes('${')) return [`${shown(file)} -> ${specifier}`];
    const target = resolveImport(file, specifier, exists);
    const to = areaOf(target);
    if (to === undefined) return [];
    if (isFloor(file) && !isTest(file))
      return [`${shown(file)} -> ${shown(target)} (the floor imports an area)`];
    const from = areaOf(file);
    if (from !== undefined && from !== to && target.endsWith('.repository.ts'))
      return [`${shown(file)} -> ${shown(target)} (another area's repository)`];
    return [];
  });

describe('server boundaries', () => {
  const files = [...sourceFiles(server, ['migrations']), ...sourceFiles(common)];
  const offences = files.flatMap((file) => boundaryOffences(file, readFileSync(file, 'utf8')));

  it('keep the floor out of the areas, each area out of the others’ repositories, and Node out of common/', () => {
    const accepted = new Set(allowed.map((entry) => entry.offence));
    expect(offences.filter((offence) => !accepted.has(offence))).toEqual([]);
  });

  it('accept no offence that is gone (the allow-list only shrinks)', () => {
    expect(allowed.filter((entry) => !offences.includes(entry.offence))).toEqual([]);
  });

  it('finds a planted offender of each rule and lets the rest through', () => {
    const planted = new Set([
      path.join(features, 'auth/auth.service.ts'),
      path.join(features, 'account/account.repository.ts'),
      path.join(features, 'account/account.service.ts'),
      path.join(features, 'feed/post.repository.ts'),
      path.join(server, 'platform/actor.ts'),
      path.join(server, 'lib/app-error.ts'),
    ]);
    const exists = (file: string) => planted.has(file);
    const checked = (file: string, ...lines: string[]) =>
      boundaryOffences(path.join(src, file), lines.join('\n'), exists);

    expect(
      checked(
        'server/lib/route.ts',
        "import type { Actor } from '../features/auth/auth.service';",
        "import { AppError } from './app-error';",
        "import type { Actor as A } from '../platform/actor';",
        "// import { x } from '../features/feed/post.repository';",
      ),
    ).toEqual(['server/lib/route.ts -> server/features/auth/auth.service.ts (the floor imports an area)']);
    expect(
      checked('server/area.ts', "type S = import('./features/account/account.service').AccountService;"),
    ).toEqual(['server/area.ts -> server/features/account/account.service.ts (the floor imports an area)']);
    expect(
      checked('server/platform/mail/mail.service.ts', "export * from '../../features/feed/post.repository';"),
    ).toEqual([
      'server/platform/mail/mail.service.ts -> server/features/feed/post.repository.ts (the floor imports an area)',
    ]);
    // A test of the floor may build the whole app.
    expect(
      checked('server/plugins/actor.test.ts', "import { x } from '../features/auth/auth.service';"),
    ).toEqual([]);

    expect(
      checked(
        'server/features/auth/auth.service.ts',
        "import { findSettings } from '../account/account.repository';",
        "import { AccountService } from '../account/account.service';",
        "import * as repo from './auth.repository';",
        "import { AppError } from '../../lib/app-error';",
      ),
    ).toEqual([
      "server/features/auth/auth.service.ts -> server/features/account/account.repository.ts (another area's repository)",
    ]);
    expect(
      checked(
        'server/features/feed/feed.routes.test.ts',
        "import * as a from '../account/account.repository';",
      ),
    ).toEqual([
      "server/features/feed/feed.routes.test.ts -> server/features/account/account.repository.ts (another area's repository)",
    ]);

    expect(
      checked(
        'common/i18n/index.ts',
        "import { readFileSync } from 'node:fs';",
        "import path from 'path';",
        "import { z } from 'zod';",
      ),
    ).toEqual([
      'common/i18n/index.ts -> node:fs (a Node module in common/)',
      'common/i18n/index.ts -> path (a Node module in common/)',
    ]);
    expect(checked('common/slug.test.ts', "import { tmpdir } from 'node:os';")).toEqual([]);
  });
});
