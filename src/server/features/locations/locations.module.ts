import { defineArea, mount } from '../../area';
import { locationRoutes } from './location.routes';
import { createLocationService } from './location.service';

/** The address autocomplete over the offline city index. */
export const locationsModule = defineArea({
  name: 'locations',
  build: () => ({ locationService: createLocationService() }),
  routes: ({ locationService }) => [mount(locationRoutes, { prefix: '/api/v1', locationService })],
});
