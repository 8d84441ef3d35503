import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReportEndpoints as admin } from '../../../common/contracts/blog';
import { privacyEndpoints as e } from '../../../common/contracts/privacy';
import { ok, route } from '../../lib/route';
import type { PrivacyService } from './privacy.service';
import type { ReportService } from './report.service';

/** Privacy choices, blocks and reports of a member (issue 22 §2–3): all on the actor's own data. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  reports: ReportService;
}> = async (app, { privacy, reports }) => {
  route(app, e.getSettings, ({ actor }) => privacy.getSettings(actor));
  route(app, e.saveSettings, ({ actor, body }) => privacy.saveSettings(actor, body));
  route(app, e.listBlocked, ({ actor, query }) => privacy.listBlocked(actor, query));
  route(app, e.block, ({ actor, body }) => privacy.block(actor, body.profileId).then(() => ok));
  route(app, e.unblock, ({ actor, params }) => privacy.unblock(actor, params.profileId).then(() => ok));
  route(app, e.report, ({ actor, body }) => reports.create(actor, body));
};

/** /admin/reports (decision 5, issue 22 §3): `moderation.review`, checked by the admin scope's guard. */
export const adminReportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (
  app,
  { reports },
) => {
  route(app, admin.list, ({ actor, query }) => reports.list(actor, query));
  route(app, admin.resolve, ({ actor, params, body }) =>
    reports.resolve(actor, params.reportId, body.action),
  );
};
