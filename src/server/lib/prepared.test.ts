import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { testAppForFile, userFixture } from '../test/suite';
import { preparedById } from './prepared';

const t = testAppForFile();
const member = userFixture(t);

describe('preparedById', () => {
  const read = preparedById('test_profile_by_id', profiles.id, (db) =>
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        viewer: sql<string | null>`${sql.placeholder('viewerId')}::uuid`,
      })
      .from(profiles)
      .$dynamic(),
  );

  it('reads the row of that id with the viewer, or undefined for an unknown id', async () => {
    const viewerId = randomUUID();
    expect(await read(t.database.db, member.id, viewerId)).toEqual({
      id: member.id,
      email: member.email,
      viewer: viewerId,
    });
    expect(await read(t.database.db, member.id)).toEqual({
      id: member.id,
      email: member.email,
      viewer: null,
    });
    expect(await read(t.database.db, randomUUID())).toBeUndefined();
  });
});
