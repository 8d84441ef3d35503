import type { z } from 'zod';
import type { CompanyMap, CompanyMapQuery } from '../../../common/contracts/companies';
import type { AreaDeps } from '../../area';
import * as repo from './company.repository';

type MapQuery = z.output<typeof CompanyMapQuery>;

export type CompanyMapService = ReturnType<typeof createCompanyMapService>;

/** The company map of the back office (`/admin/cartographie`, ability `companies.manage`). */
export const createCompanyMapService = (
  deps: Pick<AreaDeps, 'db'> & {
    /** The company map's tile server (config `mapTiles`). */
    mapTiles?: { url: string; attribution: string };
  },
) => {
  const { db } = deps;
  return {
    /**
     * The company map (001 §2.14, §7.4): every placed company matching the filters, inactive ones
     * included (only managers read it), in one answer, with the filters' options taken from the data
     * and the count of matching companies the map cannot place.
     */
    async map(query: MapQuery): Promise<CompanyMap> {
      const filter: repo.CompanyFilter = {
        activeOnly: false,
        categoryId: query.categoryId,
        country: query.country,
      };
      const [points, unplaced, categories, countries] = await Promise.all([
        repo.mapPoints(db, filter),
        repo.countUnplaced(db, filter),
        repo.usedCategories(db),
        repo.usedCountries(db),
      ]);
      return {
        points: points.map((p) => ({ ...p, lat: Number(p.lat), lng: Number(p.lng) })),
        unplaced,
        categories,
        countries,
        tiles: deps.mapTiles ?? {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© les contributeurs d’OpenStreetMap',
        },
      };
    },
  };
};
