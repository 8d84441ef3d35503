import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupEndpoints as e, groupLimits } from '../../../common/contracts/groups';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { GroupService } from './group.service';
import type { GroupImageService } from './group-image.service';
import type { GroupMemberService } from './group-member.service';

/** Groups (002 §2 "Groups", §4, §6, §7). */
export const groupRoutes: FastifyPluginAsyncZod<{
  groupService: GroupService;
  groupMemberService: GroupMemberService;
  groupImageService: GroupImageService;
}> = async (app, { groupService, groupMemberService: members, groupImageService: images }) => {
  route(app, e.list, ({ actor, query }) => groupService.list(actor, query));
  route(app, e.create, ({ actor, body }) => groupService.create(actor, body));
  route(app, e.get, ({ actor, params }) => groupService.get(actor, params.groupId));
  route(app, e.update, ({ actor, params, body }) => groupService.update(actor, params.groupId, body));
  route(app, e.remove, ({ actor, params }) => groupService.remove(actor, params.groupId));
  route(app, e.join, ({ actor, params }) => members.join(actor, params.groupId));
  route(app, e.cancelRequest, ({ actor, params }) => members.cancelRequest(actor, params.groupId));
  route(app, e.leave, ({ actor, params }) => members.leave(actor, params.groupId));
  route(app, e.members, ({ actor, params, query }) => members.members(actor, params.groupId, query));
  route(app, e.addMember, ({ actor, params, body }) => members.addMember(actor, params.groupId, body.userId));
  route(app, e.memberCandidates, ({ actor, params, query }) =>
    members.memberCandidates(actor, params.groupId, query),
  );
  route(app, e.changeRole, ({ actor, params, body }) =>
    members.changeRole(actor, params.groupId, params.memberId, body),
  );
  route(app, e.removeMember, ({ actor, params }) =>
    members.removeMember(actor, params.groupId, params.memberId),
  );
  route(app, e.requests, ({ actor, params, query }) => members.requests(actor, params.groupId, query));
  route(app, e.approve, ({ actor, params }) => members.approve(actor, params.groupId, params.requestId));
  route(app, e.reject, ({ actor, params }) => members.reject(actor, params.groupId, params.requestId));
  route(app, e.uploadImage, async ({ actor, params, request }) => {
    const logo = params.kind === 'logo';
    // Refused before the file is read when the actor may not change the group's images.
    await images.assertManager(actor, params.groupId);
    const file = await readUpload(request, {
      maxBytes: logo ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes,
      tooLarge: logo ? 'group_logo_too_large' : 'group_cover_too_large',
    });
    return images.uploadImage(actor, params.groupId, params.kind, file.data);
  });
  route(app, e.removeImage, ({ actor, params }) => images.removeImage(actor, params.groupId, params.kind));
  route(app, e.image, async ({ actor, params, reply }) => {
    const image = await images.image(actor, params.groupId, params.kind);
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
