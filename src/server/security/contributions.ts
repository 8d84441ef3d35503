import { eq } from 'drizzle-orm';
import type { TestApp } from '../test/build-test-app';
import { multipartFile, uniqueIp } from '../test/factories';
import type { AreaSecurity, Emitter, ListedFixture, OwnedFixture, Reach, SecurityKit } from './area-security';
import { blockSupport } from './block-support';
import { security as platform } from './platform.security';

/**
 * The security suites' tables, gathered from every area's `features/<area>/<area>.security.ts` (and
 * the platform's routes, which belong to no area), so a new area brings its fixtures in its own folder.
 * A key two files declare stops the suites, naming both.
 */

type Source = { file: string; security: AreaSecurity };

const tableFields = [
  'plausibleParams',
  'validBodies',
  'publicWrites',
  'foreignIdAllowed',
  'notAList',
  'blockNotReaching',
  'blockNotEmitted',
] as const;
type TableField = (typeof tableFields)[number];

export interface Contributions extends Required<Pick<AreaSecurity, TableField>> {
  ownedResources: (kit: SecurityKit) => Record<string, OwnedFixture>;
  listed: (kit: SecurityKit) => Record<string, ListedFixture>;
  blockReaching: (kit: SecurityKit) => Record<string, Reach>;
  blockEmitters: (kit: SecurityKit) => Record<string, Emitter | undefined>;
}

const mergeRecords = <T>(parts: { file: string; record: Record<string, T> | undefined }[]) => {
  const merged: Record<string, T> = {};
  const from: Record<string, string> = {};
  for (const { file, record } of parts) {
    for (const [key, value] of Object.entries(record ?? {})) {
      if (key in from) throw new Error(`${key} is declared by ${from[key]} and ${file}`);
      from[key] = file;
      merged[key] = value;
    }
  }
  return merged;
};

/** The declarations of `sources`, merged (exported for contributions.test.ts's throwaway area). */
export const mergeContributions = (sources: Source[]): Contributions => {
  const merge = <T>(pick: (security: AreaSecurity) => Record<string, T> | undefined) =>
    mergeRecords(sources.map(({ file, security }) => ({ file, record: pick(security) })));
  return {
    plausibleParams: merge((security) => security.plausibleParams),
    validBodies: merge((security) => security.validBodies),
    publicWrites: merge((security) => security.publicWrites),
    foreignIdAllowed: merge((security) => security.foreignIdAllowed),
    notAList: merge((security) => security.notAList),
    blockNotReaching: merge((security) => security.blockNotReaching),
    blockNotEmitted: merge((security) => security.blockNotEmitted),
    ownedResources: (kit) => merge((security) => security.ownedResources?.(kit)),
    listed: (kit) => merge((security) => security.listed?.(kit)),
    blockReaching: (kit) => merge((security) => security.blockReaching?.(kit)),
    blockEmitters: (kit) => merge((security) => security.blockEmitters?.(kit)),
  };
};

/** Every `<area>.security.ts` of `features/`, by file (Vite finds them when the suite is transformed). */
export const areaFiles = import.meta.glob<{ security: AreaSecurity }>('../features/*/*.security.ts', {
  eager: true,
});

export const areaSources: Source[] = [
  { file: 'security/platform.security.ts', security: platform },
  ...Object.entries(areaFiles).map(([file, module]) => ({ file, security: module.security })),
];

export const contributions = mergeContributions(areaSources);

/** The helpers fixtures write with, on `t`. */
export const securityKit = (t: TestApp): SecurityKit => {
  const support = blockSupport(t);
  return {
    ...support,
    t,
    callAs: support.call,
    uploadAs: (user, url, file) => {
      const body = multipartFile(file.name, file.content, file.type);
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { cookie: user.cookie, ...body.headers },
        remoteAddress: uniqueIp(),
      });
    },
    created: async (res) => {
      if (res.statusCode >= 300) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    rowsOf: (table, column, value) => t.database.db.select().from(table).where(eq(column, value)),
    validBodies: contributions.validBodies,
  };
};
