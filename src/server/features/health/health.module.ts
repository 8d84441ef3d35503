import { defineArea, mount } from '../../area';
import { healthRoutes } from './health.routes';

/** `GET /api/health` (liveness and version) and `GET /api/ready` (the database and object storage now). */
export const healthModule = defineArea({
  name: 'health',
  routes: ({ db, config, storage }) => [
    mount(healthRoutes, { db, objectStorage: config.s3 ? storage : undefined }),
  ],
});
