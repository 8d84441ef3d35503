import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Audience, PrivacySettings } from '../../../common/contracts/privacy';
import type { ProfileLocation } from '../../../common/contracts/profiles';
import type { DbOrTx } from '../../db/client';
import { connections, profilePrivacy } from '../../db/schema';

/**
 * Per-field visibility of a profile (issue 22 §2), the one rule every serialiser of a profile for
 * another viewer applies: the profile page, the network's cards and search.
 */

/** What a member is to a profile's owner. */
export type ViewerKind = 'self' | 'connection' | 'member' | 'visitor';

export const defaultPrivacy: PrivacySettings = {
  emailVisibility: 'connections',
  locationVisibility: 'everyone',
  hiddenFromDirectory: false,
  noindex: false,
};

/** Whether a field shown to `audience` is shown to this viewer (the owner sees everything). */
export const audienceAllows = (audience: Audience, viewer: ViewerKind): boolean =>
  viewer === 'self' ||
  audience === 'everyone' ||
  (audience === 'members' && viewer !== 'visitor') ||
  (audience === 'connections' && viewer === 'connection');

/** The location as a viewer who may not see the city sees it: the country only. */
export const countryOnly = (location: ProfileLocation): ProfileLocation => ({
  ville: '',
  pays: location.pays,
  country_code: location.country_code,
  adresse_complete: location.pays,
});

/** The location this viewer may see (null stays null). */
export const visibleLocation = (
  location: ProfileLocation | null,
  settings: PrivacySettings,
  viewer: ViewerKind,
): ProfileLocation | null =>
  location && !audienceAllows(settings.locationVisibility as Audience, viewer)
    ? countryOnly(location)
    : location;

/** Each member's settings (the defaults for those who never changed them). */
export const privacyOf = async (db: DbOrTx, ids: string[]): Promise<Map<string, PrivacySettings>> => {
  const found = new Map<string, PrivacySettings>();
  if (ids.length === 0) return found;
  const rows = await db.select().from(profilePrivacy).where(inArray(profilePrivacy.profileId, ids));
  for (const row of rows) {
    found.set(row.profileId, {
      emailVisibility: row.emailVisibility as Audience,
      locationVisibility: row.locationVisibility as Audience,
      hiddenFromDirectory: row.hiddenFromDirectory,
      noindex: row.noindex,
    });
  }
  return found;
};

export const privacyOfOne = async (db: DbOrTx, id: string): Promise<PrivacySettings> =>
  (await privacyOf(db, [id])).get(id) ?? defaultPrivacy;

/** Which of `ids` are connected (accepted, either way) with `viewerId`. */
export const connectedAmong = async (db: DbOrTx, viewerId: string, ids: string[]): Promise<Set<string>> => {
  const others = ids.filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ requesterId: connections.requesterId, recipientId: connections.recipientId })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.requesterId, viewerId), inArray(connections.recipientId, others)),
          and(eq(connections.recipientId, viewerId), inArray(connections.requesterId, others)),
        ),
      ),
    );
  return new Set(rows.map((row) => (row.requesterId === viewerId ? row.recipientId : row.requesterId)));
};

/** What `viewerId` (null: a visitor) is to each of `ids`. */
export const viewerKinds = async (
  db: DbOrTx,
  viewerId: string | null,
  ids: string[],
): Promise<(id: string) => ViewerKind> => {
  if (!viewerId) return () => 'visitor';
  const connected = await connectedAmong(db, viewerId, ids);
  return (id) => (id === viewerId ? 'self' : connected.has(id) ? 'connection' : 'member');
};

/** A condition for queries: the member `column` did not opt out of the network directory. */
export const listedInDirectory = (column: Parameters<typeof sql>[1]) =>
  sql`not exists (select 1 from profile_privacy pv where pv.profile_id = ${column} and pv.hidden_from_directory)`;
