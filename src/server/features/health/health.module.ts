import { defineArea, mount } from '../../area';
import { healthRoutes } from './health.routes';

/** `GET /api/health`, answered once the app is ready. */
export const healthModule = defineArea({
  name: 'health',
  routes: () => [mount(healthRoutes, {})],
});
