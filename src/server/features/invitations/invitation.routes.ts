import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '../../../common/contracts/auth';
import { InvitationBody } from '../../../common/contracts/invitations';
import { requireActor } from '../../plugins/actor';
import type { InvitationService } from './invitation.service';

export const invitationRoutes: FastifyPluginAsyncZod<{ invitationService: InvitationService }> = async (
  app,
  { invitationService },
) => {
  app.post(
    '/invitations',
    { schema: { tags: ['invitations'], body: InvitationBody, response: { 201: OkResponse } } },
    async (request, reply) => {
      await invitationService.invite(await requireActor(request), request.body);
      return reply.status(201).send({ ok: true });
    },
  );
};
