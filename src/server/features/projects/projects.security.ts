import { eq } from 'drizzle-orm';
import { projectComments, projectMembers, projects, projectUpdates } from '../../db/schema';
import { defineAreaSecurity, reachesNoOne, refused, silent } from '../../security/area-security';
import { type CreatedUser, createUser } from '../../test/factories';

const projectBody = {
  title: 'Piraterie',
  description: 'Un projet',
  tags: 'pirate',
  startDate: null,
  endDate: null,
  location: null,
  status: 'published',
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/projects': projectBody,
    'PATCH /api/v1/projects/:projectId': projectBody,
    'POST /api/v1/projects/:projectId/updates': { content: 'Piraterie' },
    'POST /api/v1/projects/:projectId/comments': { content: 'Piraterie' },
    'POST /api/v1/projects/:projectId/participation': { message: null },
  },
  foreignIdAllowed: {
    'GET /api/v1/projects/:projectId': 'published projects are public (002 §6, plan 002 §0.3)',
    'GET /api/v1/projects/:projectId/updates': 'the news of a visible project',
    'GET /api/v1/projects/:projectId/comments': 'the comments of a visible project',
    'GET /api/v1/projects/:projectId/participants': 'the participants of a visible project',
    'POST /api/v1/projects/:projectId/comments':
      'commenting on a visible project; the comment is the actor’s',
    'POST /api/v1/projects/:projectId/participation':
      'the id names the project; the request is the actor’s own row',
    'DELETE /api/v1/projects/:projectId/participation':
      'withdraws or ends the actor’s own participation only',
  },
  ownedResources: ({ t, callAs, created, rowsOf }) => {
    /**
     * A project of the owner with a news update, a third member's comment and pending request: an
     * intruder may not edit it, post its news, answer its requests nor delete its posts.
     */
    const ownedProject = async (owner: CreatedUser) => {
      const project = await created(await callAs(owner, 'POST', '/api/v1/projects', projectBody));
      const third = await createUser(t.app, t.database.db);
      const update = await created(
        await callAs(owner, 'POST', `/api/v1/projects/${project.id}/updates`, { content: 'Actualité de A' }),
      );
      const comment = await created(
        await callAs(owner, 'POST', `/api/v1/projects/${project.id}/comments`, {
          content: 'Commentaire de A',
        }),
      );
      await created(
        await callAs(third, 'POST', `/api/v1/projects/${project.id}/participation`, { message: null }),
      );
      const [request] = await t.database.db
        .select()
        .from(projectMembers)
        .where(eq(projectMembers.profileId, third.id));
      return {
        params: {
          projectId: project.id,
          requestId: request?.id ?? '',
          updateId: update.id,
          commentId: comment.id,
        },
        read: async () => [
          ...(await rowsOf(projects, projects.id, project.id)),
          ...(await rowsOf(projectMembers, projectMembers.projectId, project.id)),
          ...(await rowsOf(projectUpdates, projectUpdates.projectId, project.id)),
          ...(await rowsOf(projectComments, projectComments.projectId, project.id)),
        ],
      };
    };

    return {
      '/api/v1/projects/:projectId': ownedProject,
      '/api/v1/projects/:projectId/cover': ownedProject,
      '/api/v1/projects/:projectId/updates': ownedProject,
      '/api/v1/projects/:projectId/join-requests': ownedProject,
      '/api/v1/projects/:projectId/join-requests/:requestId/approve': ownedProject,
      '/api/v1/projects/:projectId/join-requests/:requestId/refuse': ownedProject,
      '/api/v1/project-updates/:updateId': ownedProject,
      '/api/v1/project-comments/:commentId': ownedProject,
    };
  },
  listed: ({ call, made, project, joinedProject }) => ({
    // Projects
    'GET /api/v1/projects': async (author) => {
      await project(author);
      return ['/api/v1/projects'];
    },
    'GET /api/v1/projects/:projectId': async (author) => [`/api/v1/projects/${await project(author)}`],
    'GET /api/v1/projects/:projectId/participants': async (author, viewer) => {
      const id = await joinedProject(viewer, author);
      return [`/api/v1/projects/${id}/participants`, `/api/v1/projects/${id}`];
    },
    'GET /api/v1/projects/:projectId/join-requests': async (author, viewer) => {
      const id = await project(viewer);
      await made(call(author, 'POST', `/api/v1/projects/${id}/participation`, { message: null }));
      return [`/api/v1/projects/${id}/join-requests`];
    },
    'GET /api/v1/projects/:projectId/comments': async (author, viewer) => {
      const id = await project(viewer);
      await made(call(author, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' }));
      return [`/api/v1/projects/${id}/comments`];
    },
    'GET /api/v1/projects/:projectId/updates': async (author, viewer) => {
      const id = await joinedProject(viewer, author);
      await made(call(author, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' }));
      return [`/api/v1/projects/${id}/updates`];
    },
  }),
  blockReaching: ({ call, project, joinedProject, askToTakePart }) => ({
    'projectEndpoints.join': refused(async (actor, other) => {
      const id = await project(other);
      return async () => [
        await call(actor, 'POST', `/api/v1/projects/${id}/participation`, { message: null }),
      ];
    }),
    'projectEndpoints.postComment': refused(async (actor, other) => {
      const id = await project(other);
      return async () => [
        await call(actor, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' }),
      ];
    }),
    'projectEndpoints.postUpdate': silent(
      "the project's news is shared with every participant",
      async (actor, other) => {
        const id = await joinedProject(actor, other);
        return async () => [
          await call(actor, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' }),
        ];
      },
    ),
    'projectEndpoints.approve': silent(
      'the owner decides who takes part in their project',
      async (actor, other) => {
        const { id, requestId } = await askToTakePart(actor, other);
        return async () => [
          await call(actor, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/approve`),
        ];
      },
    ),
    'projectEndpoints.refuse': silent(
      'the owner decides who takes part in their project',
      async (actor, other) => {
        const { id, requestId } = await askToTakePart(actor, other);
        return async () => [
          await call(actor, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/refuse`),
        ];
      },
    ),
  }),
  blockNotReaching: {
    'projectEndpoints.create': reachesNoOne.ownContent,
    'projectEndpoints.update': reachesNoOne.ownContent,
    'projectEndpoints.uploadCover': reachesNoOne.ownContent,
    'projectEndpoints.removeCover': reachesNoOne.ownContent,
    'projectEndpoints.removeUpdate': reachesNoOne.ownContent,
    'projectEndpoints.removeComment': reachesNoOne.ownContent,
    'projectEndpoints.leave': reachesNoOne.ownContent,
  },
  blockEmitters: ({ call, project, joinedProject, askToTakePart }) => ({
    project_join_request: async (causer, recipient) => {
      const id = await project(recipient);
      return () => call(causer, 'POST', `/api/v1/projects/${id}/participation`, { message: null });
    },
    project_join_approved: async (causer, recipient) => {
      const { id, requestId } = await askToTakePart(causer, recipient);
      return () => call(causer, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/approve`);
    },
    project_join_refused: async (causer, recipient) => {
      const { id, requestId } = await askToTakePart(causer, recipient);
      return () => call(causer, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/refuse`);
    },
    project_update: async (causer, recipient) => {
      const id = await joinedProject(causer, recipient);
      return () => call(causer, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' });
    },
    project_comment: async (causer, recipient) => {
      const id = await project(recipient);
      return () => call(causer, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' });
    },
  }),
});
