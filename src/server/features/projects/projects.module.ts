import { z } from 'zod';
import {
  projectAbilities,
  projectLogActions,
  type projectNotificationTypes,
} from '../../../common/contracts/projects';
import { defineArea, mount, shareMetaById } from '../../area';
import { sideEffects } from '../../lib/side-effect';
import { itemLink } from '../../platform/notifications/item-link';
import {
  defineNotification,
  type NotificationSpec,
  type NotificationTemplate,
} from '../../platform/notifications/notification-types';
import { notifyAside } from '../notifications/notify-aside';
import { projectRoutes } from './project.routes';
import { createProjectService, type ProjectService } from './project.service';
import { createProjectMemberService, type ProjectMemberService } from './project-member.service';

declare module '../../area' {
  interface AreaServices {
    projects: ProjectService;
    projectMembers: ProjectMemberService;
  }
}

const projectLink = itemLink('/projects', 'project_id');

/** A news update's or a comment's notification: in-app only, naming the author with a preview. */
const postNotification = (template: NotificationTemplate) =>
  defineNotification({
    causer: 'member',
    data: {
      project_id: z.guid(),
      project_title: z.string(),
      author_name: z.string(),
      content_preview: z.string(),
      project_post_id: z.guid(),
    },
    link: projectLink,
    emailByDefault: false,
    template,
  });

/** Projects (002 §2 "Projects", plan 002 B2): the list, a project, its participants, news and comments. */
export const projectsModule = defineArea({
  name: 'projects',
  memberData: {
    tables: {
      projects: { label: 'Projets créés' },
      project_members: { label: 'Participations à des projets' },
      project_updates: { label: 'Actualités de projets' },
      project_comments: { label: 'Commentaires de projets' },
    },
  },
  build: (deps) => {
    const { db, config, notifications, rateLimits, log } = deps;
    const projects = createProjectService({ ...deps, storageQuotaBytes: config.storageQuotaBytes });
    const notify = notifyAside(notifications, sideEffects(log, 'projects'));
    const projectMembers = createProjectMemberService({ db, projects, notify, notifications, rateLimits });
    return { projects, projectMembers };
  },
  routes: ({ projects, projectMembers }) => [
    mount(projectRoutes, {
      prefix: '/api/v1',
      projectService: projects,
      projectMemberService: projectMembers,
    }),
  ],
  shareMeta: [shareMetaById('projects', 'projects')],
  notifications: {
    // To the owner: a member asks to take part (mailed by default, as the other requests).
    project_join_request: defineNotification({
      causer: 'member',
      data: { project_id: z.guid(), project_title: z.string(), requester_name: z.string() },
      link: projectLink,
      emailByDefault: true,
      template: {
        title: 'Nouvelle demande de participation',
        body: '{requester_name} souhaite participer à votre projet « {project_title} ».',
      },
    }),
    // To the requester: the owner's answer.
    project_join_approved: defineNotification({
      causer: 'member',
      data: { project_id: z.guid(), project_title: z.string() },
      link: projectLink,
      emailByDefault: true,
      template: {
        title: 'Participation acceptée',
        body: 'Votre demande de participation au projet « {project_title} » a été acceptée. Bienvenue dans l’équipe !',
      },
    }),
    project_join_refused: defineNotification({
      causer: 'member',
      data: { project_id: z.guid(), project_title: z.string() },
      link: projectLink,
      emailByDefault: true,
      template: {
        title: 'Participation refusée',
        body: "Votre demande de participation au projet « {project_title} » n'a pas été retenue.",
      },
    }),
    // To the owner and participants: a news update (in-app only).
    project_update: postNotification({
      title: 'Nouvelle actualité de projet',
      body: '{author_name} a publié une actualité sur « {project_title} » : {content_preview}',
    }),
    // To the owner: a comment on their project (in-app only).
    project_comment: postNotification({
      title: 'Nouveau commentaire sur votre projet',
      body: '{author_name} a commenté « {project_title} » : {content_preview}',
    }),
  } satisfies Record<(typeof projectNotificationTypes)[number], NotificationSpec>,
  logActions: projectLogActions,
  abilities: projectAbilities,
});
