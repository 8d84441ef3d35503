import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectEndpoints as e } from '../../../common/contracts/projects';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { ProjectService } from './project.service';
import type { ProjectMemberService } from './project-member.service';

/** Projects (002 §2): visitors read; members create, comment and ask to take part; owners answer. */
export const projectRoutes: FastifyPluginAsyncZod<{
  projectService: ProjectService;
  projectMemberService: ProjectMemberService;
}> = async (app, { projectService: s, projectMemberService: members }) => {
  route(app, e.list, ({ actor, query }) => s.list(actor, query));
  route(app, e.create, ({ actor, body }) => s.create(actor, body));
  route(app, e.get, ({ actor, params }) => s.get(actor, params.projectId));
  route(app, e.update, ({ actor, params, body }) => s.update(actor, params.projectId, body));
  route(app, e.remove, async ({ actor, params }) => {
    await s.remove(actor, params.projectId);
    return null;
  });
  route(app, e.uploadCover, async ({ actor, params, request }) => {
    await s.assertCanEdit(actor, params.projectId);
    const { data } = await readUpload(request, { tooLarge: 'project_cover_too_large' });
    return s.uploadCover(actor, params.projectId, data);
  });
  route(app, e.removeCover, ({ actor, params }) => s.removeCover(actor, params.projectId));
  route(app, e.updates, ({ actor, params, query }) => s.updates(actor, params.projectId, query.cursor));
  route(app, e.postUpdate, ({ actor, params, body }) => s.postUpdate(actor, params.projectId, body.content));
  route(app, e.removeUpdate, async ({ actor, params }) => {
    await s.removeUpdate(actor, params.updateId);
    return null;
  });
  route(app, e.comments, ({ actor, params, query }) => s.comments(actor, params.projectId, query.cursor));
  route(app, e.postComment, ({ actor, params, body }) =>
    s.postComment(actor, params.projectId, body.content),
  );
  route(app, e.removeComment, async ({ actor, params }) => {
    await s.removeComment(actor, params.commentId);
    return null;
  });
  route(app, e.participants, ({ actor, params, query }) =>
    members.participants(actor, params.projectId, query.cursor),
  );
  route(app, e.join, ({ actor, params, body }) => members.join(actor, params.projectId, body));
  route(app, e.leave, ({ actor, params }) => members.leave(actor, params.projectId));
  route(app, e.joinRequests, ({ actor, params, query }) =>
    members.joinRequests(actor, params.projectId, query.cursor),
  );
  route(app, e.approve, ({ actor, params }) => members.approve(actor, params.projectId, params.requestId));
  route(app, e.refuse, ({ actor, params }) => members.refuse(actor, params.projectId, params.requestId));
};
