import type { BlockedPage, PrivacySettings } from '../../../common/contracts/privacy';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName, privacyOfOne } from '../../platform/person';
import type { SessionCache } from '../../platform/session-cache';
import type { ConnectionService } from '../connections/connection.service';
import type { NotificationService } from '../notifications/notification.service';
import type { ProfileService } from '../profiles/profile.service';
import * as repo from './privacy.repository';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/**
 * A member's privacy choices and blocks (issue 22 §2–3). The rule a block enforces lives in
 * platform/blocks.ts, which the other areas' reads reuse; this service only records and lists blocks.
 */
export const createPrivacyService = (
  deps: Pick<AreaDeps, 'db' | 'logs'> & {
    profiles: Pick<ProfileService, 'get'>;
    connections: Pick<ConnectionService, 'severForBlock'>;
    notifications: Pick<NotificationService, 'forgetBetween'>;
    sessionCache: Pick<SessionCache, 'invalidate'>;
  },
) => {
  /** Both members' sessions carry whether a block involves them (`Actor.keptApart`): read again. */
  const refreshSessions = (a: string, b: string) =>
    Promise.all([deps.sessionCache.invalidate(a), deps.sessionCache.invalidate(b)]);

  const { db } = deps;
  return {
    isBlockedEitherWay: (a: string, b: string) => isBlockedEitherWay(db, a, b),

    getSettings: (actor: Actor): Promise<PrivacySettings> => privacyOfOne(db, actor.id),

    async saveSettings(actor: Actor, body: PrivacySettings): Promise<PrivacySettings> {
      await repo.upsertSettings(db, actor.id, body);
      return privacyOfOne(db, actor.id);
    },

    /**
     * Blocks a member (idempotent): any connection or pending request between the two goes, and the
     * notifications either caused the other. Throws
     * block_self, not_found (no such member).
     */
    async block(actor: Actor, profileId: string): Promise<void> {
      if (profileId === actor.id) throw new AppError('block_self');
      if (!(await deps.profiles.get(profileId))) throw new AppError('not_found');
      if (!(await repo.insertBlock(db, actor.id, profileId))) return;
      await refreshSessions(actor.id, profileId);
      await deps.connections.severForBlock(actor.id, profileId);
      await deps.notifications.forgetBetween(actor.id, profileId);
      await deps.logs.record(actor.id, 'member_blocked', { profileId });
    },

    /** Lifts the actor's own block (idempotent; another member's block of them stays). */
    async unblock(actor: Actor, profileId: string): Promise<void> {
      if (await repo.deleteBlock(db, actor.id, profileId)) {
        await refreshSessions(actor.id, profileId);
        await deps.logs.record(actor.id, 'member_unblocked', { profileId });
      }
    },

    async listBlocked(actor: Actor, query: { cursor?: string; limit: number }): Promise<BlockedPage> {
      const rows = await repo.listBlocked(db, actor.id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.blockedAt, id: row.id }));
      return {
        items: page.items.map((row) => ({
          id: row.id,
          username: row.username,
          fullName: displayName(row),
          avatarUrl: row.avatarUrl,
          title: row.title,
          blockedAt: row.blockedAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
};
