import type {
  NetworkSearchQuery,
  NetworkSearchResponse,
  NetworkSuggestionsResponse,
} from '../../../common/contracts/network';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { keptFor } from '../../lib/kept-for';
import type { Actor } from '../../platform/actor';
import { directoryPage, keptCounts } from '../../platform/directory';
import { presenterFor } from '../../platform/person';
import { stateFromRows } from '../connections/connection.policy';
import { countryCodeOf } from '../locations/countries';
import * as repo from './network.repository';

const n = limits.network;
const countTtlMs = 60_000;
const countEntriesMax = 5_000;

export type NetworkService = ReturnType<typeof createNetworkService>;

/** The network page (000 §2.6): Découvrir's search and 'people you may know'. */
export const createNetworkService = (deps: Pick<AreaDeps, 'db'> & { now?: () => number }) => {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  /*
   * How many members match a search, by viewer and filters, for a minute: counting is most of a
   * search's cost (issue 13), and a member paging through results, or coming back to them, asks the
   * same again. The page itself is read live; only the pager's number may lag a new member.
   */
  const counts = keptCounts((filter: repo.NetworkFilter) => repo.countMatches(db, filter, n.countCap), {
    ttlMs: countTtlMs,
    max: countEntriesMax,
    now,
  });
  /** The sectors and their specialities change with the reference data only: read once a minute. */
  const sectorCategories = keptFor<string[]>({ ttlMs: countTtlMs, max: countEntriesMax, now });
  const categoryIdsOf = (sectorId: string): Promise<string[]> =>
    sectorCategories.get(sectorId, () => repo.categoryIdsOfSector(db, sectorId));
  return {
    /** The team changed the category tree (features/categories): the sector lookups and counts go. */
    forgetCategories(): void {
      sectorCategories.clear();
      counts.clear();
    },

    /**
     * Découvrir: listable members other than the actor matching every filter, newest first, 20 a
     * page, each card with the actor's connection state. The count stops at 2 000 (`totalCapped`): 100 pages.
     */
    async search(actor: Actor, query: NetworkSearchQuery): Promise<NetworkSearchResponse> {
      const country = query.country;
      const countryCode =
        country && (/^[a-z]{2}$/i.test(country) ? country.toUpperCase() : countryCodeOf(country));
      const filter: repo.NetworkFilter = {
        excludeId: actor.id,
        q: query.q,
        categoryIds: query.sector ? await categoryIdsOf(query.sector) : undefined,
        countryCode,
        countryName: country && !countryCode ? country : undefined,
        city: query.city,
        job: query.job,
        minYears: query.minYears,
        languages: query.languages,
        availability: query.availability,
      };
      const offset = (query.page - 1) * n.pageSize;
      const counted = await counts.upTo(filter, offset + n.pageSize);
      const rows = await repo.searchPage(db, filter, { limit: n.pageSize, offset }, counted);
      const states = new Map(
        rows.map(({ profile, link }) => [profile.id, stateFromRows(actor.id, link ? [link] : [])]),
      );
      const present = await presenterFor(
        db,
        actor.id,
        rows.map(({ profile }) => profile),
        (id) => states.get(id)?.state === 'connected',
      );
      return directoryPage(
        rows.map(({ profile }) => ({
          ...present(profile),
          isOpenToWork: profile.isOpenToWork,
          connection: states.get(profile.id) ?? stateFromRows(actor.id, []),
        })),
        query.page,
        n,
        counted,
      );
    },

    /**
     * 'People you may know' (000 §2.6, §9): at most 8 listable members with no connection of any
     * state with the actor, ranked by mutual connections, shared categories, then city and country;
     * each with up to 3 mutual connections.
     */
    async suggestions(actor: Actor): Promise<NetworkSuggestionsResponse> {
      const location = actor.profile.location;
      const seeker: repo.SuggestionSeeker = {
        id: actor.id,
        city: location?.ville?.trim() ?? '',
        countryCode: location?.country_code || actor.profile.countryCode || '',
      };
      // Each tier runs only while fewer than 8 were found; a tier that ran short took all it had,
      // so the next one's members all rank below (mutuals > shared categories > place).
      const scores = await repo.suggestByMutuals(db, seeker, n.suggestionsMax);
      if (scores.length < n.suggestionsMax) {
        const taken = scores.map((score) => score.id);
        scores.push(
          ...(await repo.suggestBySharedCategories(db, seeker, n.suggestionsMax - scores.length, taken)),
        );
      }
      if (scores.length < n.suggestionsMax) {
        const taken = scores.map((score) => score.id);
        scores.push(...(await repo.suggestNearby(db, seeker, n.suggestionsMax - scores.length, taken)));
      }
      const ids = scores.map((score) => score.id);
      const [rows, mutuals] = await Promise.all([
        repo.findByIds(db, ids),
        repo.mutualConnections(
          db,
          actor.id,
          scores.filter((score) => score.mutual > 0).map((score) => score.id),
        ),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      // Suggestions are never connections: a city shown to connections only is reduced to its country.
      const present = await presenterFor(db, actor.id, rows, () => false);
      return {
        items: scores.flatMap((score) => {
          const row = byId.get(score.id);
          if (!row) return [];
          const sample = mutuals
            .filter((mutual) => mutual.candidateId === score.id)
            .slice(0, n.mutualSample)
            .map(({ id, fullName, avatarUrl }) => ({ id, fullName, avatarUrl }));
          return [
            {
              member: present(row),
              mutualCount: score.mutual,
              mutuals: sample,
              sharedCategories: score.shared,
              sameCity: score.sameCity,
              sameCountry: score.sameCountry,
            },
          ];
        }),
      };
    },
  };
};
