import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, withoutComments } from '../import-graph-test-support';
import { rowsOf } from './lib/db';
import { testAppForFile } from './test/suite';

/*
 * One rule decides whether a member is shown to others (platform/person.ts: `shownToOthers` and
 * `shownToOthersAs` in a query, `hiddenFromOthers` for a row already read): not blocked or suspended by
 * staff, and no account deletion pending (issue 38 §3). An area that writes its own "not blocked and not
 * suspended" forgets the third part the day it is added (the mentors' filters, the group pickers, the
 * landing's counts did), so outside the platform, the schema and the staff's own screens (admin, auth)
 * no source names the standing columns; and every partial index over the members others see carries the
 * whole rule.
 */

const server = path.dirname(fileURLToPath(import.meta.url));
const src = path.dirname(server);

/**
 * Files that read the standing columns on purpose, each with its reason; the test fails when one no
 * longer does, so the list only shrinks.
 */
const allowed: readonly { file: string; reason: string }[] = [
  {
    file: 'server/features/notifications/notification.service.ts',
    reason:
      "a notification is for its recipient alone: a leaving member still gets theirs (the data export they asked for before leaving, 'data_export_ready'); a blocked or suspended one gets none",
  },
  {
    file: 'server/features/admin-emails/admin-email.repository.ts',
    reason:
      "the staff addresses the platform's alerts fall back to (back office): a leaving admin keeps them until the deletion, so that an alert or the contact form still reaches someone",
  },
  {
    file: 'server/features/admin-tests/admin-test.repository.ts',
    reason: "counts the admins the admin-emails fallback reaches (the test screen's 'recipients')",
  },
];

/** Where the standing columns are read by right: the rule itself, the schema, the staff's screens. */
const exempt = ['platform', 'db', 'test', 'features/admin', 'features/auth'].map((dir) =>
  path.join(server, dir),
);
const isExempt = (file: string) =>
  /\.test\.ts$/.test(file) || exempt.some((dir) => !path.relative(dir, file).startsWith('..'));

/** A member's standing column, as a drizzle property or a column of raw SQL. */
const standing = /\b(?:isBlocked|isSuspended|is_blocked|is_suspended)\b/;

const shown = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** The lines of `source` (comments left out) that name a standing column, as `file:line`. */
const standingReads = (file: string, source: string): string[] =>
  isExempt(file)
    ? []
    : withoutComments(source)
        .split('\n')
        .flatMap((line, index) => (standing.test(line) ? [`${shown(file)}:${index + 1}`] : []));

const t = testAppForFile();

describe('the rule of who is shown to others', () => {
  const offences = sourceFiles(server).flatMap((file) => standingReads(file, readFileSync(file, 'utf8')));
  const fileOf = (offence: string) => offence.replace(/:\d+$/, '');

  it('lives in platform/person.ts: no area writes its own blocked/suspended condition', () => {
    const accepted = new Set(allowed.map((entry) => entry.file));
    expect(offences.filter((offence) => !accepted.has(fileOf(offence)))).toEqual([]);
  });

  it('accepts no exception that is gone (the allow-list only shrinks)', () => {
    expect(allowed.filter((entry) => !offences.some((offence) => fileOf(offence) === entry.file))).toEqual(
      [],
    );
  });

  it('finds a hand-rolled condition and lets the rest through', () => {
    const checked = (file: string, ...lines: string[]) =>
      standingReads(path.join(src, file), lines.join('\n'));
    expect(
      checked(
        'server/features/mentors/mentor.repository.ts',
        'const listed = and(eq(profiles.isBlocked, false), shownToOthers);',
        "// not blocked or suspended: the rule's words in a comment",
        'if (await isBlockedEitherWay(db, a, b)) throw notFound();',
        'const raw = sql`not p.is_suspended and p.is_mentor`;',
        'if (!profile || profile.isSuspended) return;',
      ),
    ).toEqual([
      'server/features/mentors/mentor.repository.ts:1',
      'server/features/mentors/mentor.repository.ts:4',
      'server/features/mentors/mentor.repository.ts:5',
    ]);
    expect(
      checked(
        'server/platform/person.ts',
        'export const shownToOthers = and(eq(profiles.isBlocked, false));',
      ),
    ).toEqual([]);
    expect(
      checked('server/features/admin/admin-users.repository.ts', 'eq(profiles.isBlocked, true)'),
    ).toEqual([]);
    expect(checked('server/features/feed/feed.routes.test.ts', '{ isBlocked: true }')).toEqual([]);
  });
});

describe('the partial indexes over the members others see', () => {
  it('carry the whole rule: an index that leaves out blocked members also leaves out suspended and leaving ones', async () => {
    const indexes = rowsOf(
      await t.database.db.execute(
        "select indexname, indexdef from pg_indexes where tablename = 'profiles' and indexdef ilike '%not is_blocked%'",
      ),
    ).map((row) => ({ name: String(row.indexname), definition: String(row.indexdef) }));
    // The network's five, the recipient search's and the mentors' two (migration 0063).
    expect(indexes.length).toBeGreaterThanOrEqual(8);
    const partial = indexes.filter(
      ({ definition }) => !/not is_suspended/i.test(definition) || !/not is_leaving/i.test(definition),
    );
    expect(partial.map(({ name }) => name)).toEqual([]);
  });
});
