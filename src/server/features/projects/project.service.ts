import type { z } from 'zod';
import {
  type ProjectBody,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectPage,
  projectLimits,
  projectPath,
} from '../../../common/contracts/projects';
import { previewOf } from '../../../common/format';
import { AppError } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import { rowImage } from '../../platform/row-image';
import type { ShareMeta } from '../../plugins/web-assets';
import { countryCodeOfText } from '../locations/place-columns';
import { notifyAside } from '../notifications/notify-aside';
import * as policy from './project.policy';
import { toCard, toPerson } from './project.presenter';
import * as repo from './project.repository';
import { createProjectThreads } from './project-thread.service';

type Body = z.output<typeof ProjectBody>;
type ListQuery = z.output<typeof ProjectListQuery>;

const l = projectLimits;
const coverRules: ImageRules = {
  allowed: ['png', 'jpg', 'webp', 'gif'],
  maxBytes: l.coverMaxBytes,
  maxWidth: l.coverMaxWidth,
  tooLarge: { code: 'project_cover_too_large' },
  notImage: { code: 'project_cover_not_image' },
};

const notFound = () => new AppError('not_found', { messageKey: 'projects.notFound' });

export type ProjectService = ReturnType<typeof createProjectService>;

/**
 * Projects (002 §2 "Projects", §4–§9; plan 002 B2): the list with its filters in SQL, one project with
 * its participants, create / edit by the owner or an admin, delete by an admin, the cover, news by the
 * owner and participants, comments by any member; each step notifies the other side through the
 * dispatcher. The participants and join requests are project-member.service.ts's.
 */
export const createProjectService = (deps: ContentServiceDeps) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'projects');
  const notify = notifyAside(deps.notifications, sideEffect);

  const counts = keptCounts((filter: repo.ProjectFilter) => repo.countListed(db, filter, l.countCap));

  /**
   * A project's page. `known` carries what `get` read alongside the project: its first participants
   * and the viewer's membership (`repo.findDetail`).
   */
  const toDetail = async (
    found: repo.ProjectWithOwner,
    viewer: Actor | null,
    known?: {
      participants: Awaited<ReturnType<typeof repo.listMembers>>;
      membership: { id: string; status: string } | null;
    },
  ): Promise<ProjectDetail> => {
    const { project } = found;
    const [participants, membership, owner] = await Promise.all([
      known?.participants ??
        repo.listMembers(db, project.id, 'accepted', {
          limit: l.participantAvatars,
          viewerId: viewer?.id ?? null,
        }),
      known ? known.membership : viewer ? repo.membershipOf(db, project.id, viewer.id) : undefined,
      found.owner ? found.owner : repo.fallbackOwner(db, project.id, viewer?.id ?? null),
    ]);
    const canEdit = policy.canEdit(viewer, project);
    return {
      ...toCard({ project, owner: owner ?? null }),
      description: project.description,
      countryCode: project.countryCode,
      updatedAt: project.updatedAt.toISOString(),
      participants: participants.map((row) => toPerson(row.person)),
      isOwner: policy.isOwner(viewer, project),
      canEdit,
      canDelete: policy.isProjectModerator(viewer),
      canPostNews: policy.canPostNews(viewer, project, membership),
      canComment: policy.canComment(viewer, project),
      viewerMembership: membership
        ? { id: membership.id, status: membership.status as 'pending' | 'accepted' | 'refused' }
        : null,
      pendingCount: canEdit ? await repo.countPending(db, project.id) : 0,
    };
  };

  /** The project as the viewer may see it: 404 'Projet introuvable.' for an unknown id or another's draft. */
  const visible = async (viewer: Actor | null, id: string): Promise<repo.ProjectWithOwner> => {
    const found = await repo.findWithOwner(db, id, viewer?.id ?? null);
    if (!found || !policy.canSee(viewer, found.project)) throw notFound();
    return found;
  };

  /** The project if the actor may edit it: 404 when they cannot see it, 403 when it is not theirs. */
  const editable = async (actor: Actor, id: string) => {
    const { project } = await visible(actor, id);
    if (!policy.canEdit(actor, project)) throw new AppError('project_forbidden');
    return project;
  };

  const columnsOf = (body: Body) => ({
    title: body.title,
    description: body.description,
    tags: body.tags,
    startDate: body.startDate,
    endDate: body.endDate,
    location: body.location,
    countryCode: countryCodeOfText(body.location),
    status: body.status,
  });

  /** Covers live in the public `media` bucket under `projects/{projectId}/`. */
  const cover = rowImage(deps, 'projects', 'cover', coverRules, sideEffect);

  return {
    ...createProjectThreads({ db, now, notify, visible, notifications: deps.notifications }),

    async list(viewer: Actor | null, query: ListQuery): Promise<ProjectPage> {
      const filter: repo.ProjectFilter = {
        status: query.status,
        q: query.q,
        tag: query.tag,
        from: query.from,
        // Drafts: the viewer's own; every draft for an admin; none for a visitor.
        draftsOf:
          query.status !== 'draft' || policy.isProjectModerator(viewer) ? undefined : (viewer?.id ?? null),
      };
      const { rows, counted } = await countedRows(counts, filter, query.page, l, (window) =>
        repo.listListed(db, filter, window, viewer?.id ?? null),
      );
      return directoryPage(rows.map(toCard), query.page, l, counted);
    },

    /** The project with the viewer's membership, and its first participants, side by side. */
    async get(viewer: Actor | null, id: string): Promise<ProjectDetail> {
      const [found, participants] = await Promise.all([
        repo.findDetail(db, id, viewer?.id ?? null),
        repo.listMembers(db, id, 'accepted', { limit: l.participantAvatars, viewerId: viewer?.id ?? null }),
      ]);
      if (!found || !policy.canSee(viewer, found.project)) throw notFound();
      return toDetail(found, viewer, { participants, membership: found.membership });
    },

    /** A member creates a project; they are its owner and first participant. */
    async create(actor: Actor, body: Body): Promise<ProjectDetail> {
      const at = now();
      const project = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          ...columnsOf(body),
          ownerId: actor.id,
          participantCount: 1,
          createdAt: at,
          updatedAt: at,
        });
        await repo.insertMember(tx, {
          projectId: row.id,
          profileId: actor.id,
          role: 'admin',
          status: 'accepted',
          createdAt: at,
          respondedAt: at,
        });
        return row;
      });
      counts.clear();
      return this.get(actor, project.id);
    },

    /** The owner or an admin (002 §5: «Erreur : Vous n'avez pas les droits pour modifier ce projet»). */
    async update(actor: Actor, id: string, body: Body): Promise<ProjectDetail> {
      const project = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, id);
        if (!locked || !policy.canSee(actor, locked)) throw notFound();
        if (!policy.canEdit(actor, locked)) throw new AppError('project_forbidden');
        await repo.update(tx, id, { ...columnsOf(body), updatedAt: now() });
        return locked;
      });
      counts.clear();
      if (project.ownerId !== actor.id) {
        await deps.logs.record(actor.id, 'project_updated_by_admin', {
          projectId: id,
          ownerId: project.ownerId,
        });
      }
      return this.get(actor, id);
    },

    /** Admins only (002 §6); the news, comments and participants go with it. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!policy.isProjectModerator(actor)) throw new AppError('forbidden');
      const project = await repo.findById(db, id);
      if (!project) throw notFound();
      await repo.remove(db, id);
      counts.clear();
      await cover.removeFile(id, project.coverImageUrl);
      await deps.notifications.withdrawAbout({ project_id: id });
      await deps.logs.record(actor.id, 'project_deleted', {
        projectId: id,
        ownerId: project.ownerId,
        title: previewOf(project.title, 120),
      });
    },

    /** The project as the viewer may see it (`visible` above): the other project services build on it. */
    visible,

    /** The project if the actor may edit it (`editable` above). */
    editable,

    /** Checked before an upload is read, so a foreign project is refused without taking the file. */
    async assertCanEdit(actor: Actor, id: string): Promise<void> {
      await editable(actor, id);
    },

    /** An image by its bytes, at most 5 MB, re-encoded; the previous file goes. */
    async uploadCover(actor: Actor, id: string, data: Buffer): Promise<ProjectDetail> {
      // The cover counts in the owner's storage quota (issue 32 §5), in place of the one it replaces.
      const current = await editable(actor, id);
      const owner = { id: current.ownerId ?? actor.id, replacedBytes: current.coverBytes };
      await cover.upload(id, data, owner, async (tx, url, bytes) => {
        const project = await repo.lockById(tx, id);
        if (!project || !policy.canSee(actor, project)) throw notFound();
        if (!policy.canEdit(actor, project)) throw new AppError('project_forbidden');
        await repo.update(tx, id, { coverBytes: bytes, coverImageUrl: url, updatedAt: now() });
        return project.coverImageUrl;
      });
      return this.get(actor, id);
    },

    async removeCover(actor: Actor, id: string): Promise<ProjectDetail> {
      const project = await editable(actor, id);
      await repo.update(db, id, { coverImageUrl: null, coverBytes: null, updatedAt: now() });
      await cover.removeFile(id, project.coverImageUrl);
      return this.get(actor, id);
    },

    /** The share preview of `/projects/{id}` (DESIGN §4): published and archived projects only. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const found = await repo.findWithOwner(db, id);
      if (!found || found.project.status === 'draft') return undefined;
      const { project } = found;
      const lead = project.tags.length > 0 ? `${project.tags.join(', ')}. ` : '';
      return {
        title: `${project.title} | ${siteName}`,
        description: previewOf(`${lead}${project.description}`, 200) || undefined,
        image: project.coverImageUrl ?? undefined,
        path: projectPath(project.id),
      };
    },
  };
};
