import { homeStatLogActions } from '../../../common/contracts/home-stats';
import { defineArea, mount } from '../../area';
import { adminHomeStatRoutes, homeStatRoutes } from './home-stat.routes';
import { createHomeStatService, type HomeStatService } from './home-stat.service';

declare module '../../area' {
  interface AreaServices {
    homeStats: HomeStatService;
  }
}

/** The landing's figures: manual values or live counts (001 §2.10, issue 15 item 6). */
export const homeStatsModule = defineArea({
  name: 'home-stats',
  build: ({ db, settings, logs }) => ({ homeStats: createHomeStatService(db, { settings, logs }) }),
  routes: ({ homeStats }) => [mount(homeStatRoutes, { prefix: '/api/v1', homeStats })],
  adminRoutes: ({ homeStats }) => [mount(adminHomeStatRoutes, { homeStats })],
  logActions: homeStatLogActions,
});
