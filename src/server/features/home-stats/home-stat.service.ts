import type {
  AdminHomeStat,
  AdminHomeStatsResponse,
  HomeStat,
  HomeStatsInput,
} from '../../../common/contracts/home-stats';
import type { AreaDeps } from '../../area';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import * as repo from './home-stat.repository';
import { isLiveSource, type LiveSourceKey, liveSourceKeys, liveSources } from './live-sources';

/**
 * What a fresh install starts with (000 §1's four claims): the counts it can make live, and projects as
 * a figure the team sets, 0 (so not shown) until it does.
 */
const homeStatSeeds: repo.HomeStatValues[] = [
  {
    label: 'Professionnels',
    description: 'membres de la diaspora africaine et afro-descendante',
    mode: 'live',
    source: 'members',
    value: 0,
    position: 0,
  },
  {
    label: 'Mentors',
    description: 'prêts à partager leur expérience',
    mode: 'live',
    source: 'mentors',
    value: 0,
    position: 1,
  },
  {
    label: 'Projets',
    description: 'portés par la communauté',
    mode: 'live',
    source: 'projects',
    value: 0,
    position: 2,
  },
  {
    label: 'Pays',
    description: "d'Afrique, d'Europe, des Amériques et d'ailleurs",
    mode: 'live',
    source: 'countries',
    value: 0,
    position: 3,
  },
];

/** How long a live count is reused by the landing (the landing is the most read page). */
const liveCountTtlMs = 60_000;

export type HomeStatService = ReturnType<typeof createHomeStatService>;

/** The landing's figures (001 §2.10, issue 15 item 6): manual values or live counts. */
export const createHomeStatService = (
  db: Db,
  deps: Pick<AreaDeps, 'settings' | 'logs'> & { now?: () => number },
) => {
  const now = deps.now ?? Date.now;
  const cached = new Map<LiveSourceKey, { value: number; at: number }>();

  /** A live count, reused for a minute unless `fresh`. */
  const countOf = async (key: LiveSourceKey, fresh = false): Promise<number> => {
    const hit = cached.get(key);
    if (!fresh && hit && now() - hit.at < liveCountTtlMs) return hit.value;
    const value = await liveSources[key](db);
    cached.set(key, { value, at: now() });
    return value;
  };

  const shownValueOf = async (row: repo.HomeStatRow, fresh = false): Promise<number> =>
    row.mode === 'live' && row.source !== null && isLiveSource(row.source)
      ? countOf(row.source, fresh)
      : row.mode === 'live'
        ? 0 // a source this version does not know (a removed one): shown as nothing
        : row.value;

  const toAdmin = async (row: repo.HomeStatRow): Promise<AdminHomeStat> => ({
    id: row.id,
    mode: row.mode === 'live' ? 'live' : 'manual',
    source: row.source,
    value: row.value,
    label: row.label,
    description: row.description,
    shownValue: await shownValueOf(row, true),
  });

  const adminView = async (source: DbOrTx = db): Promise<AdminHomeStatsResponse> => {
    const rows = await repo.listHomeStats(source);
    const items: AdminHomeStat[] = [];
    for (const row of rows) items.push(await toAdmin(row));
    const sources = [];
    for (const key of liveSourceKeys) sources.push({ key, count: await countOf(key, true) });
    return { items, sources };
  };

  return {
    /** The landing's figures in order, live ones counted; a figure at 0 is left out (never invented). */
    async listPublic(): Promise<HomeStat[]> {
      const items: HomeStat[] = [];
      for (const row of await repo.listHomeStats(db)) {
        const value = await shownValueOf(row);
        if (value > 0) items.push({ id: row.id, value, label: row.label, description: row.description });
      }
      return items;
    },

    /** Every figure with what the landing shows now, and each live source's count. */
    listForAdmin: () => adminView(),

    /**
     * Saves the whole set in one transaction (§2.10): figures with an id are updated, new ones inserted,
     * those left out removed; the order is the list's. Throws `home_stat_source_unknown` for a source
     * this server cannot count, `not_found` for an id that is not a figure.
     */
    async save(actor: Actor, body: HomeStatsInput): Promise<AdminHomeStatsResponse> {
      const { items } = body;
      for (const item of items) {
        if (item.mode === 'live' && (item.source === null || !isLiveSource(item.source)))
          throw new AppError('home_stat_source_unknown');
      }
      await db.transaction(async (tx) => {
        await repo.deleteHomeStatsExcept(
          tx,
          items.flatMap((item) => (item.id === undefined ? [] : [item.id])),
        );
        for (const [position, item] of items.entries()) {
          const values: repo.HomeStatValues = {
            mode: item.mode,
            source: item.mode === 'live' ? item.source : null,
            value: item.value,
            label: item.label,
            description: item.description,
            position,
          };
          if (item.id === undefined) await repo.insertHomeStats(tx, [values]);
          else if (!(await repo.updateHomeStat(tx, item.id, values))) throw new AppError('not_found');
        }
      });
      cached.clear();
      await deps.logs.record(actor.id, 'home_stats_updated', { count: items.length });
      return adminView();
    },

    /** The reference figures, once per install and only into an empty table (decision 13). */
    seed: () =>
      deps.settings.runOnce('home-stats', 1, async () => {
        if ((await repo.countHomeStats(db)) === 0) await repo.insertHomeStats(db, homeStatSeeds);
      }),
  };
};
