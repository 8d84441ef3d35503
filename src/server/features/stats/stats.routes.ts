import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsEndpoints as admin, statsEndpoints as e } from '../../../common/contracts/stats';
import { route } from '../../lib/route';
import type { StatsService } from './stats.service';
import type { StatsBeaconService } from './stats-beacon.service';

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
const asksNotToTrack = (headers: Record<string, string | string[] | undefined>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/** The web router's page-view beacon (public, no cookie needed). */
export const statsRoutes: FastifyPluginAsyncZod<{ statsBeacon: StatsBeaconService }> = async (
  app,
  { statsBeacon },
) => {
  route(app, e.recordView, ({ actor, body, request }) =>
    statsBeacon.recordView(actor, body, {
      ip: request.ip,
      doNotTrack: asksNotToTrack(request.headers),
    }),
  );
};

/** /admin/general-stats (001 §2.9: admin, moderateur, comite through `stats.view`). */
export const adminStatsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  route(app, admin.get, ({ query }) => stats.get(query));
};
