import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prospectionEndpoints as e } from '../../../common/contracts/prospection';
import { route } from '../../lib/route';
import type { CampaignService } from './prospect-campaign.service';
import type { ProspectionService } from './prospection.service';

/** /admin/prospection (001 §2.18): admin only, each endpoint's access says so; the unsubscribe link is public. */
export const prospectionRoutes: FastifyPluginAsyncZod<{
  prospection: ProspectionService;
  campaigns: CampaignService;
}> = async (app, { prospection, campaigns }) => {
  route(app, e.list, ({ query }) => prospection.list(query));
  route(app, e.create, ({ actor, body }) => prospection.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => prospection.update(actor, params.prospectId, body));
  route(app, e.remove, async ({ actor, params }) => {
    await prospection.remove(actor, params.prospectId);
    return null;
  });
  route(app, e.importCsv, ({ actor, body }) => prospection.importCsv(actor, body.csv));
  route(app, e.templates, () => prospection.templates());
  route(app, e.createTemplate, ({ actor, body }) => prospection.createTemplate(actor, body));
  route(app, e.updateTemplate, ({ actor, params, body }) =>
    prospection.updateTemplate(actor, params.templateId, body),
  );
  route(app, e.removeTemplate, async ({ actor, params }) => {
    await prospection.removeTemplate(actor, params.templateId);
    return null;
  });
  route(app, e.campaigns, () => campaigns.list());
  route(app, e.createCampaign, ({ actor, body }) => campaigns.create(actor, body));
  route(app, e.updateCampaign, ({ actor, params, body }) => campaigns.update(actor, params.campaignId, body));
  route(app, e.removeCampaign, async ({ actor, params }) => {
    await campaigns.remove(actor, params.campaignId);
    return null;
  });
  route(app, e.send, ({ actor, body }) => prospection.send(actor, body));
  route(app, e.history, ({ query }) => prospection.history(query));
  route(app, e.stats, () => prospection.stats());
  route(app, e.unsubscribe, async ({ body }) => {
    await prospection.unsubscribe(body.token);
    return null;
  });
};
