import { statsAdminScreens } from '../../../common/contracts/stats.admin-screens';
import { defineArea, mount } from '../../area';
import { adminStatsRoutes, statsRoutes } from './stats.routes';
import { createStatsService, type StatsService } from './stats.service';
import { createStatsBeaconService } from './stats-beacon.service';

declare module '../../area' {
  interface AreaServices {
    stats: StatsService;
  }
}

/**
 * The statistics dashboard and first-party page views (001 §2.9, decision 8, issue 21 item 2). The
 * roll-up rewrites every closed day once a day; the hourly tick retries until it has.
 */
export const statsModule = defineArea({
  name: 'stats',
  build: ({ db }) => ({ stats: createStatsService(db), statsBeacon: createStatsBeaconService(db) }),
  routes: ({ statsBeacon }) => [mount(statsRoutes, { prefix: '/api/v1', statsBeacon })],
  adminRoutes: ({ stats }) => [mount(adminStatsRoutes, { stats })],
  jobs: [{ name: 'stats-roll-up', schedule: '7 * * * *', run: ({ stats }, now) => stats.rollUp(now) }],
  adminScreens: statsAdminScreens,
});
