import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, professionalCategories, profiles } from '../../db/schema';
import { likeLiteral, rowsOf, words } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { countUpTo } from '../../platform/directory';
import { cityVisibleTo, listedInDirectory, shownToOthers, writtenByShown } from '../../platform/person';

export type ProfileRow = typeof profiles.$inferSelect;

/** A search result: the member and the connection row that decides the viewer's button, if any. */
export interface SearchRow {
  profile: ProfileRow;
  link?: { id: string; requesterId: string; recipientId: string; status: string };
}

/**
 * Members the network lists (000 §5 "Network list"): shown to others (not blocked, suspended or
 * leaving: platform/person.ts) with a non-empty name and location. The network's partial indexes
 * (migration 0063, after 0004 and 0010) carry this exact predicate; keep them identical.
 */
export const listable = sql`${shownToOthers} and btrim(coalesce(${profiles.fullName}, '')) <> '' and btrim(coalesce(${profiles.location}->>'ville', '') || coalesce(${profiles.location}->>'pays', '')) <> ''`;

/** Lower-case, accents removed, in the database (the same function as the indexes). */
const fold = (value: SQL | string) => sql`sankofa_fold(${value})`;
const foldedCity = sql`sankofa_fold(coalesce(${profiles.location}->>'ville', ''))`;
/**
 * Name, title, company, city and country folded, and the title folded: columns stored with the row
 * (migration 0010, not declared in the drizzle schema so that reading a profile does not fetch them).
 */
const textDocument = sql`${profiles}.search_text`;
const foldedTitle = sql`${profiles}.search_title`;

export interface NetworkFilter {
  excludeId: string;
  q?: string;
  /** A sector and its specialities: the member chose one of them. */
  categoryIds?: string[];
  /** An ISO code, or (when no code is known for the name) the start of a country name. */
  countryCode?: string;
  countryName?: string;
  city?: string;
  job?: string;
  /** Earliest experience start at least this many years ago. */
  minYears?: number;
  /** Names of Languages skills the member must all have. */
  languages?: string[];
  availability: 'all' | 'open_to_work' | 'mentoring';
}

const conditionsOf = (filter: NetworkFilter): SQL[] => {
  const conditions: (SQL | undefined)[] = [
    listable,
    ne(profiles.id, filter.excludeId),
    // Members who left the directory, and members blocked either way, are not found (issue 22).
    listedInDirectory(profiles.id),
    notBlockedBy(filter.excludeId, profiles.id),
  ];
  const qWords = words(filter.q ?? '');
  for (const word of qWords) {
    conditions.push(sql`${textDocument} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  // The text holds the city too: where the viewer may not see it, each word must match elsewhere.
  if (qWords.length > 0) {
    const withoutCity = sql`sankofa_fold(concat_ws(' ', ${profiles.fullName}, ${profiles.title}, ${profiles.company}, ${profiles.location}->>'pays'))`;
    conditions.push(
      sql`(${cityVisibleTo(filter.excludeId, profiles.id)} or (${sql.join(
        qWords.map((word) => sql`${withoutCity} like '%' || ${fold(likeLiteral(word))} || '%'`),
        sql` and `,
      )}))`,
    );
  }
  for (const word of words(filter.job ?? '')) {
    conditions.push(sql`${foldedTitle} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.categoryIds) {
    conditions.push(
      filter.categoryIds.length === 0
        ? sql`false`
        : sql`${profiles.id} in (select ppc.profile_id from profile_professional_categories ppc where ppc.category_id in (${sql.join(
            filter.categoryIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`,
    );
  }
  if (filter.countryCode) conditions.push(sql`${profiles.countryCode} = ${filter.countryCode}`);
  if (filter.countryName) {
    conditions.push(
      sql`sankofa_fold(coalesce(${profiles.location}->>'pays', '')) like ${fold(likeLiteral(filter.countryName))} || '%'`,
    );
  }
  if (filter.city) {
    // Only members whose city the viewer may see: a match must not confirm a hidden city (issue 32 §4).
    conditions.push(sql`${foldedCity} like ${fold(likeLiteral(filter.city))} || '%'`);
    conditions.push(cityVisibleTo(filter.excludeId, profiles.id));
  }
  if (filter.minYears && filter.minYears > 0) {
    conditions.push(
      sql`exists (select 1 from experiences e where e.profile_id = ${profiles.id} and e.start_date <= (current_date - make_interval(years => ${filter.minYears}))::date)`,
    );
  }
  // Every language asked: the members holding each one (skills_language_idx), intersected.
  const languages = [...new Set(filter.languages ?? [])];
  if (languages.length > 0) {
    const holders = languages.map(
      (name) =>
        sql`select s.profile_id from skills s where s.category = 'Languages' and sankofa_fold(s.name) = ${fold(name)}`,
    );
    conditions.push(sql`${profiles.id} in (${sql.join(holders, sql` intersect `)})`);
  }
  if (filter.availability === 'open_to_work') conditions.push(sql`${profiles.isOpenToWork}`);
  if (filter.availability === 'mentoring') conditions.push(sql`${profiles.isMentor}`);
  return conditions.filter((c): c is SQL => c !== undefined);
};

/**
 * Whether the filters narrow the list enough to be read through their own indexes (trigram,
 * categories, languages) and then sorted, rather than by walking the newest-first index and testing
 * each member: the planner misjudges `like '%…%'` on a folded text, and a walk that has to reject
 * most members costs far more (each test folds a text).
 */
export const isSelective = (filter: NetworkFilter): boolean =>
  Boolean(
    filter.q ||
      filter.job ||
      filter.city ||
      filter.categoryIds ||
      (filter.languages && filter.languages.length > 0) ||
      filter.countryName ||
      (filter.minYears ?? 0) >= selectiveYears,
  );

/** From this many years of experience, few members qualify (see isSelective). */
const selectiveYears = 15;

/**
 * The number of matching members, counted up to `cap + 1` (the pager says "more than" past the cap):
 * in no particular order, so the planner reads the filters' own indexes and stops at the cap.
 */
export const countMatches = (db: DbOrTx, filter: NetworkFilter, cap: number): Promise<number> =>
  countUpTo(db, profiles, and(...conditionsOf(filter)), cap);

/** From this many matches, walking the newest-first index finds a page sooner than sorting them all. */
const broadMatches = 400;

/**
 * One page of matching members, newest first, given their number (`countMatches`): with many
 * matches, the newest-first index is walked and each member tested until the page is full; with few,
 * they are read through the filters' own indexes and sorted (a walk would test most of the network).
 * Each row carries the viewer's connection with the member.
 */
export const searchPage = async (
  db: DbOrTx,
  filter: NetworkFilter,
  page: { limit: number; offset: number },
  total: number,
): Promise<SearchRow[]> => {
  if (page.offset >= total) return [];
  const walk = total >= broadMatches || !isSelective(filter);
  const newestFirst = walk
    ? [desc(profiles.createdAt), desc(profiles.id)]
    : [sql`${profiles.createdAt} desc nulls last`, desc(profiles.id)];
  const pageOfMatches = db
    .select({ id: profiles.id, createdAt: profiles.createdAt })
    .from(profiles)
    .where(and(...conditionsOf(filter)))
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit)
    .as('page');
  // The row that decides the viewer's button with each member: a live one first, else the
  // viewer's own declined request (connection.policy's stateFromRows reads it).
  const viewer = filter.excludeId;
  const link = db
    .select({
      id: connections.id,
      requesterId: connections.requesterId,
      recipientId: connections.recipientId,
      status: connections.status,
    })
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, viewer), eq(connections.recipientId, pageOfMatches.id)),
        and(eq(connections.recipientId, viewer), eq(connections.requesterId, pageOfMatches.id)),
      ),
    )
    .orderBy(sql`${connections.status} <> 'rejected' desc`, sql`${connections.requesterId} = ${viewer} desc`)
    .limit(1)
    .as('link');
  const found = await db
    .select({
      profile: profiles,
      linkId: link.id,
      linkRequesterId: link.requesterId,
      linkRecipientId: link.recipientId,
      linkStatus: link.status,
    })
    .from(pageOfMatches)
    .innerJoin(profiles, eq(profiles.id, pageOfMatches.id))
    .leftJoinLateral(link, sql`true`)
    .orderBy(desc(pageOfMatches.createdAt), desc(pageOfMatches.id));
  return found.map((r) => ({
    profile: r.profile,
    link:
      r.linkId && r.linkRequesterId && r.linkRecipientId && r.linkStatus
        ? {
            id: r.linkId,
            requesterId: r.linkRequesterId,
            recipientId: r.linkRecipientId,
            status: r.linkStatus,
          }
        : undefined,
  }));
};

export interface SuggestionScore {
  id: string;
  mutual: number;
  shared: number;
  sameCity: boolean;
  sameCountry: boolean;
}

/** Who is asking for suggestions: their id and place (from their profile). */
export interface SuggestionSeeker {
  id: string;
  city: string;
  countryCode: string;
}

/** The seeker's accepted connections. */
const friendsOf = (actorId: string) => sql`
  select c.recipient_id as id from connections c where c.requester_id = ${actorId} and c.status = 'accepted'
  union
  select c.requester_id from connections c where c.recipient_id = ${actorId} and c.status = 'accepted'`;

/** Conditions every suggestion meets: listable, not the seeker, no connection row of any state. */
const suggestable = (seeker: SuggestionSeeker, excludeIds: string[]) => sql`${listable}
  and ${profiles.id} <> ${seeker.id}
  and ${listedInDirectory(profiles.id)}
  and ${notBlockedBy(seeker.id, profiles.id)}
  ${
    excludeIds.length > 0
      ? sql`and ${profiles.id} not in (${sql.join(
          excludeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``
  }
  and not exists (
    select 1 from connections c
    where (c.requester_id = ${seeker.id} and c.recipient_id = ${profiles.id})
       or (c.recipient_id = ${seeker.id} and c.requester_id = ${profiles.id})
  )`;

/** Shared categories with the seeker, same city, same country: the tie-breakers of each tier. */
const sharedCount = (seeker: SuggestionSeeker) => sql`(
  select count(*)::int from profile_professional_categories mine
  join profile_professional_categories theirs on theirs.category_id = mine.category_id
  where mine.profile_id = ${seeker.id} and theirs.profile_id = ${profiles.id})`;
/** Same city, only where the seeker may see the candidate's city (never rank on a hidden field). */
const sameCity = (seeker: SuggestionSeeker) =>
  sql`(${foldedCity} <> '' and ${foldedCity} = sankofa_fold(${seeker.city}) and ${cityVisibleTo(seeker.id, profiles.id)})`;
const sameCountry = (seeker: SuggestionSeeker) =>
  sql`coalesce(${profiles.countryCode} = ${seeker.countryCode}, false)`;

const toScores = (result: unknown): SuggestionScore[] =>
  rowsOf(result).map((row) => ({
    id: String(row.id),
    mutual: Number(row.mutual),
    shared: Number(row.shared),
    sameCity: row.same_city === true,
    sameCountry: row.same_country === true,
  }));

/**
 * Tier 1 of 'people you may know': friends of friends, by number of mutual connections, then shared
 * categories, city, country, newest. A member's friends of friends are few (their connections'
 * connections), so every one is scored.
 */
export const suggestByMutuals = async (db: DbOrTx, seeker: SuggestionSeeker, limit: number) =>
  toScores(
    await db.execute(sql`
      -- Only friends shown to others count: a suspended or leaving connection is nobody's mutual (the
      -- sample of names leaves them out, and so must the count and the ranking it drives).
      with friends as (select f.id from (${friendsOf(seeker.id)}) f where ${writtenByShown(sql`f.id`)}),
      mutual as (
        select x.cand, count(*)::int as n from (
          select c.recipient_id as cand from friends f join connections c on c.requester_id = f.id and c.status = 'accepted'
          union all
          select c.requester_id from friends f join connections c on c.recipient_id = f.id and c.status = 'accepted'
        ) x group by x.cand
      )
      select ${profiles.id} as id, m.n as mutual, ${sharedCount(seeker)} as shared,
        ${sameCity(seeker)} as same_city, ${sameCountry(seeker)} as same_country
      from mutual m join ${profiles} on ${profiles.id} = m.cand
      where ${suggestable(seeker, [])}
      order by mutual desc, shared desc, same_city desc, same_country desc, ${profiles.createdAt} desc, ${profiles.id} desc
      limit ${limit}`),
  );

/** Tier 2: members sharing professional categories with the seeker (no mutual connection). */
export const suggestBySharedCategories = async (
  db: DbOrTx,
  seeker: SuggestionSeeker,
  limit: number,
  excludeIds: string[],
) =>
  toScores(
    await db.execute(sql`
      with shared as (
        select theirs.profile_id as cand, count(*)::int as n
        from profile_professional_categories mine
        join profile_professional_categories theirs on theirs.category_id = mine.category_id
        where mine.profile_id = ${seeker.id}
        group by theirs.profile_id
      )
      select ${profiles.id} as id, 0 as mutual, s.n as shared,
        ${sameCity(seeker)} as same_city, ${sameCountry(seeker)} as same_country
      from shared s join ${profiles} on ${profiles.id} = s.cand
      where ${suggestable(seeker, excludeIds)}
      order by shared desc, same_city desc, same_country desc, ${profiles.createdAt} desc, ${profiles.id} desc
      limit ${limit}`),
  );

/** Tier 3: the newest members of the seeker's city, then of their country, then anywhere. */
export const suggestNearby = async (
  db: DbOrTx,
  seeker: SuggestionSeeker,
  limit: number,
  excludeIds: string[],
) => {
  const tiers = [
    seeker.city ? sameCity(seeker) : undefined,
    seeker.countryCode ? sql`${profiles.countryCode} = ${seeker.countryCode}` : undefined,
    sql`true`,
  ];
  const found: SuggestionScore[] = [];
  for (const where of tiers) {
    if (!where || found.length >= limit) continue;
    const taken = [...excludeIds, ...found.map((score) => score.id)];
    found.push(
      ...toScores(
        await db.execute(sql`
          select ${profiles.id} as id, 0 as mutual, 0 as shared,
            ${sameCity(seeker)} as same_city, ${sameCountry(seeker)} as same_country
          from ${profiles}
          where ${where} and ${suggestable(seeker, taken)}
          order by ${profiles.createdAt} desc, ${profiles.id} desc
          limit ${limit - found.length}`),
      ),
    );
  }
  return found;
};

/**
 * The actor's accepted connections who are also connected to each candidate (newest link first),
 * with their profile; blocked or suspended ones left out.
 */
export const mutualConnections = async (db: DbOrTx, actorId: string, candidateIds: string[]) => {
  if (candidateIds.length === 0) return [];
  const candidates = sql.join(
    candidateIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with friends as (
      select c.recipient_id as id from connections c where c.requester_id = ${actorId} and c.status = 'accepted'
      union
      select c.requester_id from connections c where c.recipient_id = ${actorId} and c.status = 'accepted'
    ),
    links as (
      select c.recipient_id as cand, c.requester_id as via, c.updated_at as at from connections c
        where c.status = 'accepted' and c.recipient_id in (${candidates}) and c.requester_id in (select id from friends)
      union all
      select c.requester_id, c.recipient_id, c.updated_at from connections c
        where c.status = 'accepted' and c.requester_id in (${candidates}) and c.recipient_id in (select id from friends)
    )
    select l.cand, ${profiles.id} as id, ${profiles.fullName} as full_name, ${profiles.username} as username,
      ${profiles.avatarUrl} as avatar_url
    from links l join ${profiles} on ${profiles.id} = l.via
    where ${shownToOthers}
    order by l.cand, l.at desc, ${profiles.id}
  `);
  return rowsOf(result).map((row) => ({
    candidateId: String(row.cand),
    id: String(row.id),
    fullName:
      typeof row.full_name === 'string' && row.full_name.trim() ? row.full_name : String(row.username),
    avatarUrl: typeof row.avatar_url === 'string' ? row.avatar_url : null,
  }));
};

/** A sector's id and its specialities' ids (none for an unknown id). */
export const categoryIdsOfSector = async (db: DbOrTx, sectorId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: professionalCategories.id })
    .from(professionalCategories)
    .where(or(eq(professionalCategories.id, sectorId), eq(professionalCategories.parentId, sectorId)));
  return rows.map((row) => row.id);
};

export const findByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(profiles).where(inArray(profiles.id, ids));
