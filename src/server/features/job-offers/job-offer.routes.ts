import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobOfferEndpoints as e } from '../../../common/contracts/job-offers';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { JobAlertService } from './job-alert.service';
import type { JobOfferService } from './job-offer.service';

/** Job offers (002 §2): visitors read; members publish; the creator or an admin edits and deletes. */
export const jobOfferRoutes: FastifyPluginAsyncZod<{
  jobOfferService: JobOfferService;
  jobAlertService: JobAlertService;
}> = async (app, { jobOfferService, jobAlertService }) => {
  route(app, e.list, ({ query }) => jobOfferService.list(query));
  route(app, e.mine, ({ actor, query }) => jobOfferService.mine(actor, query.page));
  route(app, e.get, ({ actor, params }) => jobOfferService.get(actor, params.id));
  route(app, e.create, ({ actor, body }) => jobOfferService.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => jobOfferService.update(actor, params.id, body));
  route(app, e.uploadLogo, async ({ actor, params, request }) => {
    await jobOfferService.assertCanManage(actor, params.id);
    const { data } = await readUpload(request, { tooLarge: 'file_too_large' });
    return jobOfferService.uploadLogo(actor, params.id, data);
  });
  route(app, e.removeLogo, ({ actor, params }) => jobOfferService.removeLogo(actor, params.id));
  route(app, e.alerts, ({ actor }) => jobAlertService.list(actor));
  route(app, e.createAlert, ({ actor, body }) => jobAlertService.create(actor, body));
  route(app, e.removeAlert, async ({ actor, params }) => {
    await jobAlertService.remove(actor, params.alertId);
    return null;
  });
  route(app, e.unsubscribeAlert, async ({ body }) => {
    await jobAlertService.unsubscribe(body.token);
    return null;
  });
  route(app, e.remove, async ({ actor, params }) => {
    await jobOfferService.remove(actor, params.id);
    return null;
  });
};
