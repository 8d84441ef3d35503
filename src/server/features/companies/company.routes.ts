import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEndpoints as e } from '../../../common/contracts/companies';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { CompanyService, DirectoryClient } from './company.service';
import type { CompanyLogoService } from './company-logo.service';
import type { CompanyMapService } from './company-map.service';

const clientOf = (request: FastifyRequest): DirectoryClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The companies directory (002 §2): everyone reads under the viewing limits; admins manage it. */
export const companyRoutes: FastifyPluginAsyncZod<{
  companyService: CompanyService;
  companyLogoService: CompanyLogoService;
  companyMapService: CompanyMapService;
}> = async (app, { companyService, companyLogoService: logos, companyMapService: companyMap }) => {
  route(app, e.list, ({ actor, query, request }) => companyService.list(actor, query, clientOf(request)));
  route(app, e.pick, ({ actor, query, request }) => companyService.pick(actor, query.q, clientOf(request)));
  route(app, e.adminList, ({ query }) => companyService.adminList(query));
  route(app, e.map, ({ query }) => companyMap.map(query));
  route(app, e.get, ({ actor, params, request }) => companyService.get(actor, params.id, clientOf(request)));
  route(app, e.create, ({ actor, body }) => companyService.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => companyService.update(actor, params.id, body));
  route(app, e.setActive, ({ actor, params, body }) =>
    companyService.setActive(actor, params.id, body.active),
  );
  route(app, e.uploadLogo, async ({ actor, params, request }) => {
    await logos.assertExists(params.id);
    const { data } = await readUpload(request, { tooLarge: 'file_too_large' });
    return logos.upload(actor, params.id, data);
  });
  route(app, e.removeLogo, ({ actor, params }) => logos.remove(actor, params.id));
  route(app, e.remove, async ({ actor, params }) => {
    await companyService.remove(actor, params.id);
    return null;
  });
};
