import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { capabilitiesWith } from '../../common/permissions';
import {
  areaAbilities,
  areaAdminScreens,
  areaBuckets,
  areaMemberData,
  areaProblems,
  defineArea,
} from '../area';
import { areas } from '../areas';
import type { Bucket } from '../plugins/storage';
import { createUser } from '../test/factories';
import { areaFiles, areaSources, mergeContributions, securityKit } from './contributions';
import { buildAndCollect, idRoutesWithoutFixture, readsWithoutFixture } from './route-table';
import { attachmentOf, throwawayBuckets, throwawayModule, throwawaySecurity } from './throwaway-area';

/**
 * "Adding an area" (issue 37 §6) for the security suites: an area brings its fixtures in its own
 * `<area>.security.ts`, and no shared file of `security/` changes. Checked on a throwaway area
 * (`throwaway-area.ts`: a contract, routes and a module, mounted in this file's app only): the coverage
 * checks the suites run (route-matrix's owner fixtures, block-matrix's reads) name its routes while it
 * declares nothing, and pass once its declaration goes through the same merge as every
 * `features/*\/*.security.ts`; its owner fixture then holds against an intruder as the route matrix
 * checks it. The last two tests keep that merge the only way in: every declaration file on disk is
 * collected, and no file of `security/` imports an area (as route-matrix did before).
 */

/**
 * The throwaway area joins the list for this file's app only: test files share a worker's modules
 * (`isolate: false` in vitest.config.ts), so `vi.mock` cannot reach `app.ts`'s import of the list, which
 * is restored as soon as the app is built.
 */
const buildWithThrowaway = async () => {
  const list = areas as unknown as unknown[];
  list.push(throwawayModule);
  try {
    return await buildAndCollect();
  } finally {
    list.splice(list.indexOf(throwawayModule), 1);
  }
};

const { t, routes } = await buildWithThrowaway();
afterAll(async () => {
  await t.close();
});
const kit = securityKit(t);
const throwawayKeys = [
  'POST /api/v1/throwaway/notes',
  'GET /api/v1/throwaway/notes',
  'GET /api/v1/throwaway/notes/:noteId',
];

const uncovered = (sources: typeof areaSources) => {
  const merged = mergeContributions(sources);
  return [
    ...idRoutesWithoutFixture(routes, merged.foreignIdAllowed, merged.ownedResources(kit)),
    ...readsWithoutFixture(routes, merged.listed(kit), merged.notAList),
  ];
};

describe('an area brings its own security fixtures (issue 37 §6)', () => {
  it('mounts the throwaway area in the collected route table', () => {
    expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(throwawayKeys));
  });

  it('is flagged by the suites’ coverage checks while it declares nothing', () => {
    expect(uncovered(areaSources)).toEqual([
      'GET /api/v1/throwaway/notes/:noteId',
      'GET /api/v1/throwaway/notes',
      'GET /api/v1/throwaway/notes/:noteId',
    ]);
  });

  it('is covered once its own declaration is merged, with no shared file edited', () => {
    expect(
      uncovered([...areaSources, { file: 'throwaway.security.ts', security: throwawaySecurity }]),
    ).toEqual([]);
  });

  it('refuses a key two declarations claim, naming both files', () => {
    expect(() =>
      mergeContributions([
        { file: 'a.security.ts', security: throwawaySecurity },
        { file: 'b.security.ts', security: throwawaySecurity },
      ]),
    ).toThrow('POST /api/v1/throwaway/notes is declared by a.security.ts and b.security.ts');
  });

  it('gives an owner fixture the route matrix can replay: an intruder gets a 404', async () => {
    const merged = mergeContributions([{ file: 'throwaway.security.ts', security: throwawaySecurity }]);
    const [owner, intruder] = [
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
    ];
    const owned = await merged.ownedResources(kit)['/api/v1/throwaway/notes/:noteId']?.(owner);
    const url = `/api/v1/throwaway/notes/${owned?.params.noteId}`;
    expect((await kit.callAs(owner, 'GET', url)).statusCode).toBe(200);
    expect((await kit.callAs(intruder, 'GET', url)).statusCode).toBe(404);
  });
});

describe('an area brings its own abilities and admin screens (issue 37 §6)', () => {
  const meOf = async (role: 'admin' | 'moderateur' | 'comite') => {
    const res = await kit.callAs(await createUser(t.app, t.database.db, { role }), 'GET', '/api/v1/admin/me');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ abilities: string[]; screens: string[] }>();
  };

  it('grants its ability to the roles it names and lists its screen at its rank in /admin/me', async () => {
    const moderateur = await meOf('moderateur');
    expect(moderateur.abilities).toContain('throwaway.moderate');
    expect(moderateur.screens).toEqual(['general-stats', 'testimonials', 'reports', 'throwaway-notes']);
    const admin = await meOf('admin');
    expect(admin.abilities).toContain('throwaway.moderate');
    expect(admin.screens.slice(-3)).toEqual(['notification-test', 'throwaway-notes', 'test-notifications']);
    const comite = await meOf('comite');
    expect(comite.abilities).not.toContain('throwaway.moderate');
    expect(comite.screens).not.toContain('throwaway-notes');
  });

  it('reaches the capability map and the screens through the module list alone', () => {
    const withIt = [...areas, throwawayModule];
    expect(capabilitiesWith(areaAbilities(areas)).moderateur).not.toContain('throwaway.moderate');
    expect(capabilitiesWith(areaAbilities(withIt)).moderateur).toContain('throwaway.moderate');
    expect(areaAdminScreens(areas).map((screen) => screen.id)).not.toContain('throwaway-notes');
    expect(areaAdminScreens(withIt).map((screen) => screen.id)).toContain('throwaway-notes');
  });
});

describe('an area brings its own storage buckets (issue 37 §6)', () => {
  // Not in `Buckets` (throwaway-area.ts says why): the names reach the driver through a cast.
  const files = 'throwaway-files' as Bucket;
  const images = 'throwaway-images' as Bucket;

  it('has /storage serve its public bucket and never its private one', async () => {
    const { storage } = t.app.services;
    await storage.put(images, 'n1/picture.png', Buffer.from('picture'));
    await storage.put(files, 'n1/secret.pdf', Buffer.from('secret'));
    const picture = await t.app.inject({ method: 'GET', url: '/storage/throwaway-images/n1/picture.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toBe('picture');
    const secret = await t.app.inject({ method: 'GET', url: '/storage/throwaway-files/n1/secret.pdf' });
    expect(secret.statusCode).toBe(404);
    // Kept outside the folder /storage serves, and read by the area's own routes.
    const stored = path.join(t.config.dataDir, 'storage', 'private', 'throwaway-files', 'n1', 'secret.pdf');
    expect(existsSync(stored)).toBe(true);
    expect((await storage.read(files, 'n1/secret.pdf'))?.toString()).toBe('secret');
  });

  it('reaches the storage through the module list alone; a bucket declared twice stops the start', () => {
    expect(areaBuckets(areas)).not.toHaveProperty('throwaway-images');
    expect(areaBuckets([...areas, throwawayModule])).toMatchObject(throwawayBuckets);
    expect(areaProblems([...areas, throwawayModule])).toEqual([]);
    const copycat = defineArea({
      name: 'copycat',
      buckets: { media: 'private', 'throwaway-images': 'public' },
    });
    expect(areaProblems([...areas, throwawayModule, copycat])).toEqual([
      'bucket media is declared by the platform and copycat',
      'bucket throwaway-images is declared by throwaway and copycat',
    ]);
  });
});

describe('an area brings its own member data (issue 37 §6)', () => {
  it('puts its member files in the data export and removes them with the account', async () => {
    const member = await createUser(t.app, t.database.db);
    const note = await kit.callAs(member, 'POST', '/api/v1/throwaway/notes', { text: 'Une note' });
    const file = attachmentOf(member.id, note.json<{ id: string }>().id);
    const { storage, accountExports } = t.app.services;
    await storage.put(file.bucket, file.key, Buffer.from('pièce jointe'));

    expect((await kit.callAs(member, 'POST', '/api/v1/account/exports')).statusCode).toBe(201);
    await accountExports.idle();
    const [ready] = (await kit.callAs(member, 'GET', '/api/v1/account/exports')).json<{
      items: { downloadUrl: string }[];
    }>().items;
    const download = await kit.callAs(member, 'GET', ready?.downloadUrl ?? '');
    expect(download.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const name = `fichiers/${file.bucket}/${file.key}`;
    expect(new TextDecoder().decode(zip[name])).toBe('pièce jointe');
    expect(new TextDecoder().decode(zip['index.html'])).toContain(name);

    const deletion = { password: member.password };
    expect((await kit.callAs(member, 'POST', '/api/v1/account/deletion', deletion)).statusCode).toBe(200);
    expect(await t.app.jobs.runTick('account-deletions', new Date(Date.now() + 15 * 24 * 3600_000))).toBe(
      true,
    );
    expect(await storage.read(file.bucket, file.key)).toBeUndefined();
  });

  it('reaches the export through the module list alone; a table declared twice stops the start', () => {
    expect(areaMemberData(areas).plan).toMatchObject({ logs: {}, connections: {}, blog_posts: {} });
    const copycat = defineArea({
      name: 'copycat',
      memberData: { tables: { logs: { label: 'Journal' }, connections: { label: 'Relations' } } },
    });
    expect(areaProblems([...areas, copycat])).toEqual([
      'member table logs is declared by the platform and copycat',
      'member table connections is declared by connections and copycat',
    ]);
  });
});

describe('the suites’ tables come only from the areas’ declarations', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const features = path.join(here, '..', 'features');

  it('collects every features/<area>/*.security.ts on disk', () => {
    const onDisk = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(path.join(features, dir.name))
          .filter((file) => file.endsWith('.security.ts'))
          .map((file) => `../features/${dir.name}/${file}`),
      );
    expect(onDisk.length).toBeGreaterThan(30);
    expect(Object.keys(areaFiles).sort()).toEqual(onDisk.sort());
  });

  it('names an area’s abilities and screens only in its contract, its modules and its web admin-screens.ts', () => {
    // Every other file (permissions.ts, admin-screens.ts, the admin area's collectors, app.ts) only
    // collects, so an area edits no shared file but the two module lists.
    const src = path.join(here, '..', '..');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({
        file: file.split(path.sep).join('/'),
        text: readFileSync(path.join(src, file), 'utf8'),
      }));
    const declared = sources
      .filter(({ file }) => file.startsWith('common/contracts/'))
      .flatMap(({ text }) => [...text.matchAll(/export const (\w+(?:Abilities|AdminScreens)) =/g)])
      .flatMap(([, name]) => (name ? [name] : []));
    expect(declared.length).toBeGreaterThan(10);
    const areaFile =
      /^(common\/contracts\/|server\/features\/[^/]+\/[^/]+\.module\.ts$|web\/features\/[^/]+\/admin-screens\.ts$)/;
    const elsewhere = sources
      .filter(({ file }) => !areaFile.test(file))
      .flatMap(({ file, text }) =>
        declared.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${file}: ${name}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it('has no suite of security/ import an area’s module (its fixtures would be central again)', () => {
    const importsOfAreas = readdirSync(here)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(path.join(here, file), 'utf8').matchAll(/from '(\.\.\/features\/[^']+)'/g)].map(
          (match) => `${file} -> ${match[1]}`,
        ),
      );
    expect(importsOfAreas).toEqual([]);
  });
});
