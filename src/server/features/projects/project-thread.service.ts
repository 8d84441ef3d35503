import { type ProjectPost, type ProjectPostPage, projectLimits } from '../../../common/contracts/projects';
import { previewOf } from '../../../common/format';
import type { AreaDeps } from '../../area';
import { projectComments, projectUpdates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import type { NotifyAside } from '../notifications/notify-aside';
import * as policy from './project.policy';
import { toPost } from './project.presenter';
import * as repo from './project.repository';

const l = projectLimits;

const notFound = () => new AppError('not_found', { messageKey: 'projects.notFound' });
const postNotFound = (kind: 'news' | 'comments') =>
  new AppError('not_found', { messageKey: `projects.${kind}.notFound` });

/** What the notification of a news update or a comment says. */
const postNotice = (project: repo.ProjectRow, actor: Actor, post: { id: string; content: string }) => ({
  project_id: project.id,
  project_title: previewOf(project.title, 120),
  author_name: displayName(actor.profile),
  content_preview: previewOf(post.content, 140),
  project_post_id: post.id,
});
/**
 * A project's two threads (002 §2 "Projects"): the news its team posts (participants hear of it) and
 * the comments of members; each read page by page, deleted by its author, the owner or a moderator.
 */
export const createProjectThreads = (
  deps: Pick<AreaDeps, 'db' | 'notifications'> & {
    now: () => Date;
    notify: NotifyAside;
    visible: (viewer: Actor | null, id: string) => Promise<repo.ProjectWithOwner>;
  },
) => {
  const { db, now, notify, visible, notifications } = deps;

  const postsOf = async (
    viewer: Actor | null,
    projectId: string,
    kind: 'news' | 'comments',
    cursor: string | undefined,
  ): Promise<ProjectPostPage> => {
    // The project (who may see it) and the page side by side: the page is dropped when it may not.
    const after = decodeCursor(cursor);
    const [{ project }, rows] = await Promise.all([
      visible(viewer, projectId),
      repo.listPosts(db, kind === 'news' ? projectUpdates : projectComments, projectId, {
        cursor: after,
        limit: l.threadPageSize + 1,
        newestFirst: kind === 'news',
        viewerId: viewer?.id ?? null,
      }),
    ]);
    const page = toPage(rows, l.threadPageSize, (row) => ({ at: row.post.createdAt, id: row.post.id }));
    return { items: page.items.map((row) => toPost(row, viewer, project)), nextCursor: page.nextCursor };
  };

  const removePost = async (actor: Actor, kind: 'news' | 'comments', id: string): Promise<void> => {
    const table = kind === 'news' ? projectUpdates : projectComments;
    const post = await repo.findPost(db, table, id);
    if (!post) throw postNotFound(kind);
    const project = await repo.findById(db, post.projectId);
    if (!project || !policy.canSee(actor, project)) throw postNotFound(kind);
    if (!policy.canDeletePost(actor, project, post)) throw new AppError('project_post_forbidden');
    await repo.deletePost(db, table, id);
    // The notifications quoting it go with it.
    await notifications.withdrawAbout(
      { project_post_id: id },
      { types: [kind === 'news' ? 'project_update' : 'project_comment'] },
    );
  };

  return {
    updates: (viewer: Actor | null, projectId: string, cursor?: string) =>
      postsOf(viewer, projectId, 'news', cursor),
    comments: (viewer: Actor | null, projectId: string, cursor?: string) =>
      postsOf(viewer, projectId, 'comments', cursor),

    /**
     * News: the owner, accepted participants and admins; every other participant hears of it, but those
     * a block keeps apart from the author (the news is the project's, shared: posting stays allowed).
     */
    async postUpdate(actor: Actor, projectId: string, content: string): Promise<ProjectPost> {
      const { project } = await visible(actor, projectId);
      if (project.status === 'archived') throw new AppError('project_archived');
      const membership = await repo.membershipOf(db, projectId, actor.id);
      if (!policy.canPostNews(actor, project, membership)) throw new AppError('project_news_forbidden');
      const post = await repo.insertPost(db, projectUpdates, {
        projectId,
        authorId: actor.id,
        content,
        createdAt: now(),
      });
      const recipients = new Set(await repo.participantIds(db, projectId, actor.id));
      if (project.ownerId) recipients.add(project.ownerId);
      recipients.delete(actor.id);
      for (const userId of recipients) {
        await notify(userId, 'project_update', postNotice(project, actor, post), actor);
      }
      return toPost({ post, author: { ...actor.profile, id: actor.id } }, actor, project);
    },

    /** Comments: any member; the owner hears of each one but their own. */
    async postComment(actor: Actor, projectId: string, content: string): Promise<ProjectPost> {
      const { project } = await visible(actor, projectId);
      if (!policy.canComment(actor, project)) throw new AppError('project_archived');
      // A block either way: no comment on the other member's project (as messages and connections refuse).
      if (project.ownerId && (await isBlockedEitherWay(db, actor.id, project.ownerId))) throw notFound();
      const post = await repo.insertPost(db, projectComments, {
        projectId,
        authorId: actor.id,
        content,
        createdAt: now(),
      });
      if (project.ownerId && project.ownerId !== actor.id) {
        await notify(project.ownerId, 'project_comment', postNotice(project, actor, post), actor);
      }
      return toPost({ post, author: { ...actor.profile, id: actor.id } }, actor, project);
    },

    removeUpdate: (actor: Actor, id: string) => removePost(actor, 'news', id),
    removeComment: (actor: Actor, id: string) => removePost(actor, 'comments', id),
  };
};
