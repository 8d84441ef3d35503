import type { AccountSession } from '../../../common/contracts/account';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { isLocalIp } from '../../lib/ip';
import { countryOfIp } from '../../lib/ip-country';
import type { Actor } from '../../platform/actor';
import * as repo from './account.repository';
import { deviceOf, truncatedIp } from './device';

export type AccountSessionService = ReturnType<typeof createAccountSessionService>;

/** The member's signed-in sessions (issue 22): listed with their device and place, ended one by one. */
export const createAccountSessionService = ({
  db,
  logs,
  sessionCache,
}: Pick<AreaDeps, 'db' | 'logs' | 'sessionCache'>) => ({
  /** The member's live sessions, the current one marked; a place is a country, or 'local'. */
  async sessions(actor: Actor, now = new Date()): Promise<{ items: AccountSession[] }> {
    const rows = await repo.listSessions(db, actor.id, now);
    return {
      items: await Promise.all(
        rows.map(async (row) => {
          const local = Boolean(row.ipAddress && isLocalIp(row.ipAddress));
          return {
            id: row.id,
            ...deviceOf(row.userAgent),
            ipAddress: truncatedIp(row.ipAddress),
            place: local ? ('local' as const) : null,
            country: local ? null : await countryOfIp(row.ipAddress),
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.updatedAt.toISOString(),
            current: row.token === actor.sessionToken,
          };
        }),
      ),
    };
  },

  /** Ends one of the member's sessions (another member's id: 404). */
  async revokeSession(actor: Actor, sessionId: string): Promise<void> {
    if (!(await repo.deleteSession(db, actor.id, sessionId))) throw new AppError('not_found');
    await sessionCache.invalidate(actor.id);
    await logs.record(actor.id, 'session_revoked', { session_id: sessionId });
  },
});
