import type { LocationSuggestion } from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import { type CityIndex, loadCityIndex } from './city-index';

export type LocationService = ReturnType<typeof createLocationService>;

/**
 * locationAutocomplete (000 §7) without an external API: the offline city index, loaded on the first
 * search (not at start-up) and kept for the life of the process.
 */
export const createLocationService = (load: () => Promise<CityIndex> = loadCityIndex) => {
  let index: Promise<CityIndex> | undefined;
  const getIndex = () => {
    index ??= load().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };

  return {
    /** Up to 10 cities whose name starts with the query (accents and case ignored), most populous first. */
    async search(query: string): Promise<LocationSuggestion[]> {
      if (query.trim().length < limits.profile.locationQueryMin) return [];
      return (await getIndex()).search(query, limits.profile.locationResults);
    },
  };
};
