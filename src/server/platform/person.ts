import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Audience, PrivacySettings } from '../../common/contracts/privacy';
import type { ProfileCard, ProfileLocation } from '../../common/contracts/profiles';
import type { DbOrTx } from '../db/client';
import { connections, profilePrivacy, profiles } from '../db/schema';

/**
 * The person presenter (issue 32 §4): how one member appears to another. Per-field visibility of a
 * profile (issue 22 §2: the city per "Qui voit ma ville", the e-mail per its audience), the directory
 * opt-out and the SQL pieces that keep searches from filtering or ranking on a field the viewer may
 * not see. Every card of another member (`presentPeople`), the profile page and the searches go
 * through here; blocks are the other half of the floor (`platform/blocks.ts`).
 */

/**
 * A condition for queries: the member (a `profiles` row of the query) is shown to other members: not
 * blocked or suspended by staff, and no deletion pending (issue 38 §3: hidden from everyone at once
 * during the grace period, back when the deletion is cancelled).
 */
export const shownToOthers = sql`not ${profiles.isBlocked} and not ${profiles.isSuspended} and not ${profiles.isLeaving}`;

/**
 * The member asked search engines not to index them ("Ne pas être référencé", profile_privacy): every
 * page that stands for the person (their profile, their mentor's page) then carries `noindex`.
 */
export const refusesIndexing = sql<boolean>`exists (select 1 from ${profilePrivacy} where ${profilePrivacy.profileId} = ${profiles.id} and ${profilePrivacy.noindex})`;

/** The same for a row held outside drizzle's `profiles` (an alias `p` of a raw query). */
export const shownToOthersAs = (alias: string) =>
  sql.raw(`not ${alias}.is_blocked and not ${alias}.is_suspended and not ${alias}.is_leaving`);

/**
 * A condition on rows a member wrote (`column` names their author, never null): the author is shown to
 * others (`shownToOthers`). Per row of a list, it reads the small partial index of hidden members
 * (`profiles_hidden_idx`, migration 0065) once, not each author's profile: hidden members are few, and
 * `exists (… shown)` per row cost the blog list a third of its throughput at 100k articles.
 */
export const writtenByShown = (column: Column) =>
  sql<boolean>`not exists (select 1 from ${profiles} h where h.id = ${column} and ${hiddenAs('h')})`;

/**
 * The opposite of `shownToOthersAs` for an alias of a raw query: the member is hidden from others. Written
 * as `profiles_hidden_idx`'s predicate, so a query that starts from the few hidden members reads it.
 */
export const hiddenAs = (alias: string) =>
  sql.raw(`(${alias}.is_blocked or ${alias}.is_suspended or ${alias}.is_leaving)`);

/**
 * The same rule for a member's row already read: hidden from other members (blocked or suspended by
 * staff, or a deletion pending). A service checking the member a request names reads it here.
 */
export const hiddenFromOthers = (
  row: Pick<typeof profiles.$inferSelect, 'isBlocked' | 'isSuspended' | 'isLeaving'>,
) => row.isBlocked || row.isSuspended || row.isLeaving;

/** A member's name as others read it (`common/format.ts`, shared with the web). */
export { displayName } from '../../common/format';

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

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A stored place in the contract's shape. The column is JSON: a row written before a part existed, by
 * an import or by hand may lack one (each then '', coordinates dropped unless numbers), and a card must
 * still be answered.
 */
export const readLocation = (stored: ProfileLocation | null | undefined): ProfileLocation | null => {
  if (!stored || typeof stored !== 'object') return null;
  const { lat, lon } = stored as { lat?: unknown; lon?: unknown };
  return {
    ville: textOf(stored.ville),
    pays: textOf(stored.pays),
    country_code: textOf(stored.country_code),
    adresse_complete: textOf(stored.adresse_complete),
    ...(typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : {}),
  };
};

/** The location as a viewer who may not see the city sees it: the country only. */
export const countryOnly = (location: ProfileLocation): ProfileLocation => ({
  ville: '',
  pays: location.pays,
  country_code: location.country_code,
  adresse_complete: location.pays,
});

/** The location this viewer may see (null stays null). */
export const visibleLocation = (
  stored: ProfileLocation | null,
  settings: PrivacySettings,
  viewer: ViewerKind,
): ProfileLocation | null => {
  const location = readLocation(stored);
  return location && !audienceAllows(settings.locationVisibility as Audience, viewer)
    ? countryOnly(location)
    : location;
};

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

/** The e-mail this viewer may see, per "Qui voit mon e-mail" (null when hidden). */
export const visibleEmail = (email: string, settings: PrivacySettings, viewer: ViewerKind): string | null =>
  audienceAllows(settings.emailVisibility, viewer) ? email : null;

type Column = Parameters<typeof sql>[1];

/**
 * A condition for queries: the member `column` did not opt out of the directory ("Ne pas apparaître
 * dans l'annuaire"). Every directory-like list applies it: network search, suggestions, similar
 * profiles, mentors, member pickers.
 */
export const listedInDirectory = (column: Column) =>
  sql`not exists (select 1 from profile_privacy pv where pv.profile_id = ${column} and pv.hidden_from_directory)`;

/**
 * A condition for queries: `viewerId` may find the member `column` by name in a member picker (the
 * recipient search of 'Nouveau message', 'Ajouter un membre' of a group): a member who left the
 * directory is found only by their connections ("Ne pas apparaître dans l'annuaire": others no longer
 * find them by a search). A picker may widen it with ties of its own (an existing conversation).
 */
export const findableBy = (viewerId: string, column: Column): SQL =>
  sql`(${listedInDirectory(column)} or ${column} in ${connectionsOf(viewerId)})`;

/**
 * A condition for queries: the city of the member `column` is one `viewerId` may see (null: a
 * visitor), per "Qui voit ma ville". A search filters or ranks on the city only under it, so that a
 * match never confirms a hidden city (issue 32 §4). Reads profile_privacy by its key, and the viewer's
 * connections once per statement (`connectionsOf`).
 */
export const cityVisibleTo = (viewerId: string | null, column: Column): SQL =>
  viewerId
    ? sql`(${column} = ${viewerId}::uuid or not exists (select 1 from profile_privacy pv where pv.profile_id = ${column} and pv.location_visibility = 'connections') or ${column} in ${connectionsOf(viewerId)})`
    : sql`not exists (select 1 from profile_privacy pv where pv.profile_id = ${column} and pv.location_visibility <> 'everyone')`;

/**
 * The members connected to `viewerId`, as a sub-select for `column in (…)`: PostgreSQL reads it once
 * per statement (a hashed sub-plan) rather than probing the connections once per row, which a list
 * of thousands of matches cannot afford.
 */
export const connectionsOf = (viewerId: string): SQL =>
  sql`(select c.recipient_id from connections c where c.requester_id = ${viewerId}::uuid and c.status = 'accepted' union all select c.requester_id from connections c where c.recipient_id = ${viewerId}::uuid and c.status = 'accepted')`;

/**
 * The profile columns a card of a person shows. A list query may also carry the member's "Qui voit ma
 * ville" (`locationVisibility`, null for the default; see `personColumns`), which spares the presenter
 * its read of the privacy settings.
 */
export type PersonRow = Pick<
  typeof profiles.$inferSelect,
  'id' | 'username' | 'fullName' | 'title' | 'company' | 'avatarUrl' | 'location' | 'isMentor' | 'isCertified'
> & { locationVisibility?: Audience | null };

/** The columns of a `PersonRow` for a query's select, the visibility of the city included. */
export const personColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  avatarUrl: profiles.avatarUrl,
  location: profiles.location,
  isMentor: profiles.isMentor,
  isCertified: profiles.isCertified,
  locationVisibility: sql<Audience | null>`(select pv.location_visibility from profile_privacy pv where pv.profile_id = ${profiles.id})`,
};

/**
 * A person's card as stored, the city shown to everyone (`presenterFor` hides it from whom the member's
 * privacy settings keep it from; the network bench's baseline answers it as is).
 */
export const storedCard = (row: PersonRow): ProfileCard => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName ?? row.username,
  title: row.title,
  company: row.company,
  avatarUrl: row.avatarUrl,
  location: readLocation(row.location),
  isMentor: row.isMentor,
  isCertified: row.isCertified,
});

/**
 * The presenter of a list of people for one viewer (null: a visitor): one read of their privacy
 * settings (none when every row carries its `locationVisibility`) and, only when some show their city
 * to connections alone, one read of which of those are the viewer's connections (`connected` skips it
 * when the caller already knows). The function it answers turns each row into the card this viewer
 * may see.
 */
export const presenterFor = async (
  db: DbOrTx,
  viewerId: string | null,
  rows: readonly PersonRow[],
  connected?: (id: string) => boolean,
): Promise<(row: PersonRow) => ProfileCard> => {
  const ids = [...new Set(rows.map((row) => row.id))].filter((id) => id !== viewerId);
  const carried = rows.every((row) => row.locationVisibility !== undefined);
  const privacy = carried ? new Map<string, PrivacySettings>() : await privacyOf(db, ids);
  const cityAudience = (row: PersonRow): Audience =>
    (carried ? row.locationVisibility : privacy.get(row.id)?.locationVisibility) ??
    defaultPrivacy.locationVisibility;
  const toConnections = [
    ...new Set(
      rows.filter((row) => row.id !== viewerId && cityAudience(row) === 'connections').map((row) => row.id),
    ),
  ];
  const found =
    !connected && viewerId && toConnections.length > 0
      ? await connectedAmong(db, viewerId, toConnections)
      : new Set<string>();
  const isConnected = connected ?? ((id: string) => found.has(id));
  return (row) => {
    const kind: ViewerKind = !viewerId
      ? 'visitor'
      : row.id === viewerId
        ? 'self'
        : isConnected(row.id)
          ? 'connection'
          : 'member';
    const card = storedCard(row);
    if (card.location && !audienceAllows(cityAudience(row), kind)) card.location = countryOnly(card.location);
    return card;
  };
};

/** `rows` as the cards `viewerId` may see (see presenterFor). */
export const presentPeople = async (
  db: DbOrTx,
  viewerId: string | null,
  rows: readonly PersonRow[],
): Promise<ProfileCard[]> => rows.map(await presenterFor(db, viewerId, rows));
