import { endpoint } from '../endpoint';
import { LocationSearchQuery, LocationSearchResponse } from './profiles';

/** The address autocomplete (the schemas live with the profile's location field). */
export const locationEndpoints = {
  /** Cities whose name starts with `q`, most populous first; empty below 3 characters. */
  search: endpoint('GET', '/locations', {
    query: LocationSearchQuery,
    response: LocationSearchResponse,
    access: 'public',
  }),
};
