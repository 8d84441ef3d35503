import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupEndpoints as e, groupLimits } from '../../../common/contracts/groups';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { GroupService } from './group.service';

/** Groups (002 §2 "Groups", §4, §6, §7). */
export const groupRoutes: FastifyPluginAsyncZod<{ groupService: GroupService }> = async (
  app,
  { groupService },
) => {
  route(app, e.list, ({ actor, query }) => groupService.list(actor, query));
  route(app, e.create, ({ actor, body }) => groupService.create(actor, body));
  route(app, e.get, ({ actor, params }) => groupService.get(actor, params.groupId));
  route(app, e.update, ({ actor, params, body }) => groupService.update(actor, params.groupId, body));
  route(app, e.remove, ({ actor, params }) => groupService.remove(actor, params.groupId));
  route(app, e.join, ({ actor, params }) => groupService.join(actor, params.groupId));
  route(app, e.cancelRequest, ({ actor, params }) => groupService.cancelRequest(actor, params.groupId));
  route(app, e.leave, ({ actor, params }) => groupService.leave(actor, params.groupId));
  route(app, e.members, ({ actor, params, query }) => groupService.members(actor, params.groupId, query));
  route(app, e.addMember, ({ actor, params, body }) =>
    groupService.addMember(actor, params.groupId, body.userId),
  );
  route(app, e.memberCandidates, ({ actor, params, query }) =>
    groupService.memberCandidates(actor, params.groupId, query),
  );
  route(app, e.changeRole, ({ actor, params, body }) =>
    groupService.changeRole(actor, params.groupId, params.memberId, body),
  );
  route(app, e.removeMember, ({ actor, params }) =>
    groupService.removeMember(actor, params.groupId, params.memberId),
  );
  route(app, e.requests, ({ actor, params, query }) => groupService.requests(actor, params.groupId, query));
  route(app, e.approve, ({ actor, params }) => groupService.approve(actor, params.groupId, params.requestId));
  route(app, e.reject, ({ actor, params }) => groupService.reject(actor, params.groupId, params.requestId));
  route(app, e.uploadImage, async ({ actor, params, request }) => {
    const logo = params.kind === 'logo';
    // Refused before the file is read when the actor may not change the group's images.
    await groupService.assertManager(actor, params.groupId);
    const file = await readUpload(request, {
      maxBytes: logo ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes,
      tooLarge: logo ? 'group_logo_too_large' : 'group_cover_too_large',
    });
    return groupService.uploadImage(actor, params.groupId, params.kind, file.data);
  });
  route(app, e.removeImage, ({ actor, params }) =>
    groupService.removeImage(actor, params.groupId, params.kind),
  );
  route(app, e.image, async ({ actor, params, reply }) => {
    const image = await groupService.image(actor, params.groupId, params.kind);
    return reply
      .type(image.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(image.data);
  });
  route(app, e.transfer, ({ actor, params, body }) =>
    groupService.transfer(actor, params.groupId, body.memberId),
  );
  route(app, e.postNotifications, ({ actor, params, body }) =>
    groupService.setPostNotifications(actor, params.groupId, body.enabled),
  );
};
