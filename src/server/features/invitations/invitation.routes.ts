import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationEndpoints as e } from '../../../common/contracts/invitations';
import { ok, route } from '../../lib/route';
import type { InvitationService } from './invitation.service';

export const invitationRoutes: FastifyPluginAsyncZod<{ invitationService: InvitationService }> = async (
  app,
  { invitationService },
) => {
  route(app, e.invite, ({ actor, body, request }) =>
    invitationService.invite(actor, body, request.ip).then(() => ok),
  );
};
