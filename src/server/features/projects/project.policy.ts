import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';
import type { MemberRow, ProjectRow } from './project.repository';

/*
 * Who may do what on a project (002 §6, plan 002 B2 and decision 12). Every rule is here, read by the
 * service before it writes, so the web's buttons and the server's refusals come from one place.
 */

/** Edits any project and moderates its news and comments; the only one who deletes (002 §6). */
export const isProjectModerator = (actor: Actor | null): boolean =>
  actor !== null && can(actor.role, 'projects.moderate');

export const isOwner = (actor: Actor | null, project: ProjectRow): boolean =>
  actor !== null && project.ownerId === actor.id;

/** A draft is read only by its owner and admins; published and archived projects by anyone. */
export const canSee = (actor: Actor | null, project: ProjectRow): boolean =>
  project.status !== 'draft' || isOwner(actor, project) || isProjectModerator(actor);

/** 'Modifier', the cover and the join requests: the owner or an admin. */
export const canEdit = (actor: Actor | null, project: ProjectRow): boolean =>
  isOwner(actor, project) || isProjectModerator(actor);

/** News: the owner, accepted participants and admins, while the project is not archived. */
export const canPostNews = (
  actor: Actor | null,
  project: ProjectRow,
  membership?: Pick<MemberRow, 'status'> | null,
): boolean =>
  actor !== null &&
  project.status !== 'archived' &&
  (isOwner(actor, project) || membership?.status === 'accepted' || isProjectModerator(actor));

/** Comments: any member, while the project is not archived. */
export const canComment = (actor: Actor | null, project: ProjectRow): boolean =>
  actor !== null && project.status !== 'archived';

/** A news update or comment: its author, the project's owner or an admin. */
export const canDeletePost = (
  actor: Actor | null,
  project: ProjectRow,
  post: { authorId: string | null },
): boolean => actor !== null && (post.authorId === actor.id || canEdit(actor, project));
