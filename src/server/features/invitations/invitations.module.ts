import { invitationLogActions, invitationMailKinds } from '../../../common/contracts/invitations';
import { defineArea, mount } from '../../area';
import { invitationRoutes } from './invitation.routes';
import { createInvitationService } from './invitation.service';

/** "Inviter un utilisateur": a member invites someone by e-mail. */
export const invitationsModule = defineArea({
  name: 'invitations',
  build: ({ config, mail, rateLimits, logs }) => ({
    invitationService: createInvitationService({ config, mail, rateLimits, logs }),
  }),
  routes: ({ invitationService }) => [mount(invitationRoutes, { prefix: '/api/v1', invitationService })],
  logActions: invitationLogActions,
  mailKinds: invitationMailKinds,
});
