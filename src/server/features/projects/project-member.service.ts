import type { z } from 'zod';
import {
  type ProjectDetail,
  type ProjectJoinBody,
  type ProjectJoinRequest,
  type ProjectJoinRequestPage,
  type ProjectParticipantPage,
  projectLimits,
} from '../../../common/contracts/projects';
import { previewOf } from '../../../common/format';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import type { NotifyAside } from '../notifications/notify-aside';
import { toJoinRequest, toPerson } from './project.presenter';
import * as repo from './project.repository';
import type { ProjectService } from './project.service';

const l = projectLimits;
const joinRule = { max: l.joinRequestsPerDay, windowSeconds: 24 * 60 * 60, by: 'member' } as const;

const notFound = () => new AppError('not_found', { messageKey: 'projects.notFound' });
const requestNotFound = () =>
  new AppError('not_found', { messageKey: 'projects.participants.requestNotFound' });

export type ProjectMemberService = ReturnType<typeof createProjectMemberService>;

/**
 * A project's participants and join requests (002 §2 "Projects", §8; plan 002 B2): the participants'
 * list, a member's request (20 a day) and its withdrawal or leaving, and the owner's (or an admin's)
 * answer; each step notifies the other side. Built on the project service's `visible`, `editable` and
 * `get` (the answers are the project's page).
 */
export const createProjectMemberService = ({
  db,
  projects,
  notify,
  notifications,
  rateLimits,
  now = () => new Date(),
}: Pick<AreaDeps, 'db' | 'rateLimits' | 'notifications'> & {
  projects: Pick<ProjectService, 'visible' | 'editable' | 'get'>;
  /** The area's notifications, each a side effect whose failure is logged (`notify-aside.ts`). */
  notify: NotifyAside;
  now?: () => Date;
}) => {
  /** The owner (or an admin) answers a pending request; the requester hears of it. */
  const answer = async (
    actor: Actor,
    projectId: string,
    requestId: string,
    status: 'accepted' | 'refused',
  ): Promise<ProjectJoinRequest> => {
    const project = await projects.editable(actor, projectId);
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
    async participants(
      viewer: Actor | null,
      projectId: string,
      cursor?: string,
    ): Promise<ProjectParticipantPage> {
      await projects.visible(viewer, projectId);
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
      const { project } = await projects.visible(actor, projectId);
      if (project.status === 'archived') throw new AppError('project_archived');
      // A block either way: the owner hears of no request from the other member.
      if (project.ownerId && (await isBlockedEitherWay(db, actor.id, project.ownerId))) throw notFound();
      if (await repo.membershipOf(db, projectId, actor.id)) throw new AppError('project_join_exists');
      await rateLimits.consume('project-join', actor.id, joinRule, 'project_join_rate_limited');
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
      return projects.get(actor, projectId);
    },

    /** Withdraws a pending request, or leaves (the owner cannot); a refused request stays answered. */
    async leave(actor: Actor, projectId: string): Promise<ProjectDetail> {
      const { project } = await projects.visible(actor, projectId);
      if (project.ownerId === actor.id) throw new AppError('project_owner_leave');
      const withdrawn = await db.transaction(async (tx) => {
        const found = await repo.membershipOf(tx, projectId, actor.id);
        const membership = found ? await repo.lockMembership(tx, found.id) : undefined;
        if (!membership) throw requestNotFound();
        if (membership.status === 'refused') throw new AppError('project_join_answered');
        await repo.deleteMembership(tx, membership.id);
        if (membership.status === 'accepted') await repo.addParticipants(tx, projectId, -1);
        return membership.status === 'pending';
      });
      // A withdrawn request no longer waits in the owner's bell.
      if (withdrawn && project.ownerId) {
        await notifications.withdrawAbout(
          { project_id: projectId },
          { userId: project.ownerId, types: ['project_join_request'], causedBy: actor.id },
        );
      }
      return projects.get(actor, projectId);
    },

    /** Pending requests, oldest first: the owner or an admin. */
    async joinRequests(actor: Actor, projectId: string, cursor?: string): Promise<ProjectJoinRequestPage> {
      await projects.editable(actor, projectId);
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
  };
};
