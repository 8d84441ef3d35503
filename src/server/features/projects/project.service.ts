import type { z } from 'zod';
import { parseLocationText } from '../../../common/contracts/profiles';
import {
  type ProjectBody,
  type ProjectDetail,
  type ProjectJoinBody,
  type ProjectJoinRequest,
  type ProjectJoinRequestPage,
  type ProjectListQuery,
  type ProjectPage,
  type ProjectParticipantPage,
  projectLimits,
  projectPath,
} from '../../../common/contracts/projects';
import { previewOf } from '../../../common/format';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import { displayName } from '../../platform/person';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import { rowImage } from '../../platform/row-image';
import type { ShareMeta } from '../../plugins/web-assets';
import { countryCodeOf } from '../locations/countries';
import { notifyAside } from '../notifications/notify-aside';
import * as policy from './project.policy';
import { toCard, toJoinRequest, toPerson } from './project.presenter';
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
const joinRule = { max: l.joinRequestsPerDay, windowSeconds: 24 * 60 * 60, by: 'member' } as const;

const notFound = () => new AppError('not_found', { messageKey: 'projects.notFound' });
const requestNotFound = () =>
  new AppError('not_found', { messageKey: 'projects.participants.requestNotFound' });

export type ProjectService = ReturnType<typeof createProjectService>;

/**
 * Projects (002 §2 "Projects", §4–§9; plan 002 B2): the list with its filters in SQL, one project with
 * its participants, create / edit by the owner or an admin, delete by an admin, the cover, join
 * requests answered by the owner, news by the owner and participants, comments by any member; each
 * step notifies the other side through the dispatcher.
 */
export const createProjectService = (
  deps: ContentServiceDeps & {
    rateLimits: RateLimitService;
  },
) => {
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

  const columnsOf = (body: Body) => {
    const place = body.location ? parseLocationText(body.location) : null;
    return {
      title: body.title,
      description: body.description,
      tags: body.tags,
      startDate: body.startDate,
      endDate: body.endDate,
      location: body.location,
      countryCode: place ? (countryCodeOf(place.pays) ?? null) : null,
      status: body.status,
    };
  };

  /** Covers live in the public `media` bucket under `projects/{projectId}/`. */
  const cover = rowImage(deps, 'projects', 'cover', coverRules, sideEffect);

  /** The owner (or an admin) answers a pending request; the requester hears of it. */
  const answer = async (
    actor: Actor,
    projectId: string,
    requestId: string,
    status: 'accepted' | 'refused',
  ): Promise<ProjectJoinRequest> => {
    const project = await editable(actor, projectId);
    const member = await db.transaction(async (tx) => {
      const locked = await repo.lockMembership(tx, requestId);
      if (!locked || locked.projectId !== projectId) throw requestNotFound();
      if (locked.status !== 'pending') throw new AppError('project_join_answered');
      await repo.updateMembership(tx, requestId, { status, respondedAt: now() });
      if (status === 'accepted') await repo.addParticipants(tx, projectId, 1);
      return locked;
    });
    await notify(
      member.profileId,
      status === 'accepted' ? 'project_join_approved' : 'project_join_refused',
      {
        project_id: project.id,
        project_title: previewOf(project.title, 120),
      },
      actor,
    );
    const row = await repo.findMemberWithPerson(db, requestId);
    if (!row) throw requestNotFound();
    return toJoinRequest(row);
  };

  return {
    ...createProjectThreads({ db, now, notify, visible }),

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
      await deps.logs.record(actor.id, 'project_deleted', {
        projectId: id,
        ownerId: project.ownerId,
        title: previewOf(project.title, 120),
      });
    },

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

    async participants(
      viewer: Actor | null,
      projectId: string,
      cursor?: string,
    ): Promise<ProjectParticipantPage> {
      await visible(viewer, projectId);
      const rows = await repo.listMembers(db, projectId, 'accepted', {
        cursor: decodeCursor(cursor),
        limit: l.threadPageSize + 1,
        viewerId: viewer?.id ?? null,
      });
      const page = toPage(rows, l.threadPageSize, (row) => ({ at: row.member.createdAt, id: row.member.id }));
      return {
        items: page.items.map((row) => ({
          id: row.member.id,
          person: toPerson(row.person),
          role: row.member.role as 'admin' | 'member',
          joinedAt: (row.member.respondedAt ?? row.member.createdAt).toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** A member asks to take part; the owner hears of it and answers. One request per member. */
    async join(
      actor: Actor,
      projectId: string,
      body: z.output<typeof ProjectJoinBody>,
    ): Promise<ProjectDetail> {
      const { project } = await visible(actor, projectId);
      if (project.status === 'archived') throw new AppError('project_archived');
      // A block either way: the owner hears of no request from the other member.
      if (project.ownerId && (await isBlockedEitherWay(db, actor.id, project.ownerId))) throw notFound();
      if (await repo.membershipOf(db, projectId, actor.id)) throw new AppError('project_join_exists');
      await deps.rateLimits.consume('project-join', actor.id, joinRule, 'project_join_rate_limited');
      const row = await repo
        .insertMember(db, {
          projectId,
          profileId: actor.id,
          role: 'member',
          status: 'pending',
          message: body.message,
          createdAt: now(),
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('project_join_exists');
          throw error;
        });
      if (!row) throw new AppError('project_join_exists');
      if (project.ownerId) {
        await notify(
          project.ownerId,
          'project_join_request',
          {
            project_id: projectId,
            project_title: previewOf(project.title, 120),
            requester_name: displayName(actor.profile),
          },
          actor,
        );
      }
      return this.get(actor, projectId);
    },

    /** Withdraws a pending request, or leaves (the owner cannot); a refused request stays answered. */
    async leave(actor: Actor, projectId: string): Promise<ProjectDetail> {
      const { project } = await visible(actor, projectId);
      if (project.ownerId === actor.id) throw new AppError('project_owner_leave');
      await db.transaction(async (tx) => {
        const found = await repo.membershipOf(tx, projectId, actor.id);
        const membership = found ? await repo.lockMembership(tx, found.id) : undefined;
        if (!membership) throw requestNotFound();
        if (membership.status === 'refused') throw new AppError('project_join_answered');
        await repo.deleteMembership(tx, membership.id);
        if (membership.status === 'accepted') await repo.addParticipants(tx, projectId, -1);
      });
      return this.get(actor, projectId);
    },

    /** Pending requests, oldest first: the owner or an admin. */
    async joinRequests(actor: Actor, projectId: string, cursor?: string): Promise<ProjectJoinRequestPage> {
      await editable(actor, projectId);
      const rows = await repo.listMembers(db, projectId, 'pending', {
        cursor: decodeCursor(cursor),
        limit: l.threadPageSize + 1,
        viewerId: actor.id,
      });
      const page = toPage(rows, l.threadPageSize, (row) => ({ at: row.member.createdAt, id: row.member.id }));
      return { items: page.items.map(toJoinRequest), nextCursor: page.nextCursor };
    },

    approve: (actor: Actor, projectId: string, requestId: string) =>
      answer(actor, projectId, requestId, 'accepted'),
    refuse: (actor: Actor, projectId: string, requestId: string) =>
      answer(actor, projectId, requestId, 'refused'),

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
