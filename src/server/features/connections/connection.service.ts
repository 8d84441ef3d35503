import type {
  ConnectionItem,
  ConnectionStatusResponse,
  ConnectionsPage,
  ConnectionsQuery,
  CreateConnectionResponse,
} from '../../../common/contracts/connections';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db';
import { sideEffects } from '../../lib/side-effect';
import type { Actor, ProfileRow } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName, hiddenFromOthers, type PersonRow, presenterFor } from '../../platform/person';
import type { RealtimePublisher } from '../../plugins/realtime-bus';
import { canAnswer, canRemove, isParty, otherParty, stateFromRows } from './connection.policy';
import * as repo from './connection.repository';

export type ConnectionService = ReturnType<typeof createConnectionService>;

/** The 409 that says why a request cannot be made, from the pair's current state (000 §8). */
const refusalFor = (state: ConnectionStatusResponse['state']): AppError | undefined => {
  if (state === 'connected') return new AppError('connection_already_connected');
  if (state === 'pending_sent') return new AppError('connection_already_pending');
  if (state === 'pending_received') return new AppError('connection_pending_received');
  return undefined;
};

/**
 * The connection state machine of 000 §4, enforced here: request, resend, accept, decline, cancel,
 * remove. Each change then notifies (in-app and e-mail, as preferences say) and pushes the new state
 * to both members live; a failing side effect is logged and never undoes the change (000 §8: the
 * action still succeeds, without notification).
 */
export const createConnectionService = (
  deps: Pick<AreaDeps, 'db' | 'profiles' | 'notifications' | 'rateLimits' | 'log'> & {
    realtime: RealtimePublisher;
  },
) => {
  const { db, realtime, log } = deps;

  const stateBetween = async (actorId: string, otherId: string) =>
    stateFromRows(actorId, await repo.findBetween(db, actorId, otherId));

  /** A member the actor may link with: exists, shown to others (not leaving either). Throws not_found. */
  const requireMember = async (actor: Actor, profileId: string): Promise<ProfileRow> => {
    const profile = await deps.profiles.get(profileId);
    if (!profile || hiddenFromOthers(profile)) throw new AppError('not_found');
    // A member blocked either way cannot be linked with, and is not found (issue 22 §3).
    if (await isBlockedEitherWay(db, actor.id, profileId)) throw new AppError('not_found');
    return profile;
  };

  /** A row the actor is a party to; anyone else's is not_found (never revealed). */
  const requireOwnRow = async (actor: Actor, id: string) => {
    const row = await repo.findById(db, id);
    if (!row || !isParty(row, actor.id)) throw new AppError('not_found');
    return row;
  };

  const sideEffect = sideEffects(log, 'connections');

  /** Pushes each member's view of the pair, and the recipient's pending badge. */
  const publishChange = async (a: string, b: string, badgeOf: string[] = []) => {
    const rows = await repo.findBetween(db, a, b);
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { state, connectionId } = stateFromRows(self, rows);
      await realtime.publish(self, { type: 'connection.updated', profileId: other, connectionId, state });
    }
    for (const userId of badgeOf) {
      const count = await repo.countPendingFor(db, userId);
      await realtime.publish(userId, { type: 'connections.pending_count', count });
    }
  };

  /** A page of connections or requests, each member as the actor may see them (issue 32 §4). */
  const toItems = async (
    actor: Actor,
    rows: { connection: repo.ConnectionRow; profile: PersonRow }[],
  ): Promise<ConnectionItem[]> => {
    const present = await presenterFor(
      db,
      actor.id,
      rows.map((row) => row.profile),
      (id) => rows.some((row) => row.profile.id === id && row.connection.status === 'accepted'),
    );
    return rows.map((row) => ({
      id: row.connection.id,
      member: present(row.profile),
      createdAt: row.connection.createdAt.toISOString(),
    }));
  };

  return {
    /** The connect button as the actor sees `profileId`. Throws not_found for an unknown member. */
    async getStatus(actor: Actor, profileId: string): Promise<ConnectionStatusResponse> {
      if (profileId === actor.id) return { state: 'self', connectionId: null };
      await requireMember(actor, profileId);
      return stateBetween(actor.id, profileId);
    },

    /**
     * Sends a request (000 §4): a new pending row, or the actor's own declined row reset to pending
     * (`resent`). Throws connection_self, not_found, the 409s of 000 §8 when a request is pending
     * either way or the members are connected, rate_limited past 50 requests a day (each one mails), and
     * request_repeated for a fourth request to the same member in 30 days.
     */
    async request(actor: Actor, recipientId: string): Promise<CreateConnectionResponse> {
      if (recipientId === actor.id) throw new AppError('connection_self');
      const recipient = await requireMember(actor, recipientId);
      await deps.rateLimits.consume('connection-request', actor.id, rateLimits.connectionRequest);
      const repeated = deps.rateLimits.pair('connection', actor.id, recipientId, rateLimits.repeatedRequest);
      await repeated.check();
      let result: { row: repo.ConnectionRow; outcome: 'sent' | 'resent' };
      try {
        result = await db.transaction(async (tx) => {
          const rows = await repo.findBetween(tx, actor.id, recipientId);
          const current = stateFromRows(actor.id, rows);
          const refusal = refusalFor(current.state);
          if (refusal) throw refusal;
          if (current.state === 'rejected' && current.connectionId) {
            const row = await repo.resend(tx, current.connectionId);
            if (row) return { row, outcome: 'resent' as const };
          }
          return { row: await repo.insertPending(tx, actor.id, recipientId), outcome: 'sent' as const };
        });
      } catch (error) {
        // A crossing or double request committed first: say what the pair is now.
        if (!isUniqueViolation(error)) throw error;
        const now = await stateBetween(actor.id, recipientId);
        throw refusalFor(now.state) ?? new AppError('connection_already_pending');
      }
      const { row, outcome } = result;
      await repeated.count();
      await sideEffect('request notification', () =>
        deps.notifications.notify(
          recipientId,
          'connection_request',
          {
            requester_id: actor.id,
            requester_name: displayName(actor.profile),
            requester_username: actor.profile.username,
            connection_id: row.id,
          },
          actor,
        ),
      );
      await sideEffect('publish', () => publishChange(actor.id, recipient.id, [recipient.id]));
      return { state: 'pending_sent', connectionId: row.id, outcome };
    },

    /**
     * The recipient accepts (000 §4). Throws not_found (not a party), forbidden (the requester),
     * connection_invalid_state (no longer pending).
     */
    async accept(actor: Actor, id: string): Promise<ConnectionStatusResponse> {
      const row = await requireOwnRow(actor, id);
      if (!canAnswer(row, actor.id)) throw new AppError('forbidden');
      const updated = await repo.transition(db, id, 'pending', 'accepted');
      if (!updated) throw new AppError('connection_invalid_state');
      await sideEffect('mark request read', () => deps.notifications.markConnectionRequestRead(actor.id, id));
      await sideEffect('acceptance notification', () =>
        deps.notifications.notify(
          row.requesterId,
          'connection_accepted',
          {
            accepter_id: actor.id,
            accepter_name: displayName(actor.profile),
            accepter_username: actor.profile.username,
            connection_id: id,
          },
          actor,
        ),
      );
      await sideEffect('publish', () => publishChange(row.requesterId, actor.id, [actor.id]));
      return { state: 'connected', connectionId: id };
    },

    /** The recipient declines (000 §4). Same errors as accept. */
    async reject(actor: Actor, id: string): Promise<ConnectionStatusResponse> {
      const row = await requireOwnRow(actor, id);
      if (!canAnswer(row, actor.id)) throw new AppError('forbidden');
      const updated = await repo.transition(db, id, 'pending', 'rejected');
      if (!updated) throw new AppError('connection_invalid_state');
      await sideEffect('mark request read', () => deps.notifications.markConnectionRequestRead(actor.id, id));
      await sideEffect('decline notification', () =>
        deps.notifications.notify(
          row.requesterId,
          'connection_rejected',
          {
            recipient_id: actor.id,
            recipient_name: displayName(actor.profile),
            connection_id: id,
          },
          actor,
        ),
      );
      await sideEffect('publish', () => publishChange(row.requesterId, actor.id, [actor.id]));
      return stateBetween(actor.id, row.requesterId);
    },

    /**
     * Cancels a pending request (its requester only) or removes an accepted connection (either side;
     * the web confirms first: irreversible). Throws not_found, forbidden (the recipient of a pending
     * request declines instead), connection_invalid_state (a declined row).
     */
    async remove(actor: Actor, id: string): Promise<ConnectionStatusResponse> {
      const row = await requireOwnRow(actor, id);
      if (row.status === 'rejected') throw new AppError('connection_invalid_state');
      if (!canRemove(row, actor.id)) throw new AppError('forbidden');
      if (!(await repo.deleteWithStatus(db, id, row.status as repo.ConnectionStatusValue))) {
        throw new AppError('connection_invalid_state');
      }
      const other = otherParty(row, actor.id);
      if (row.status === 'pending') {
        await sideEffect('withdraw request notification', () =>
          deps.notifications.withdrawConnectionRequest(row.recipientId, id),
        );
      }
      await sideEffect('publish', () =>
        publishChange(actor.id, other, row.status === 'pending' ? [row.recipientId] : []),
      );
      return stateBetween(actor.id, other);
    },

    /**
     * A block (issue 22 §3) removes every row between the two members, whatever its state: an
     * accepted connection and a pending request in either direction. Both sides see the change live.
     */
    async severForBlock(a: string, b: string): Promise<void> {
      const rows = await repo.findBetween(db, a, b);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (!(await repo.deleteWithStatus(db, row.id, row.status as repo.ConnectionStatusValue))) continue;
        if (row.status === 'pending') {
          await sideEffect('withdraw request notification', () =>
            deps.notifications.withdrawConnectionRequest(row.recipientId, row.id),
          );
        }
      }
      const pendingTo = rows.filter((row) => row.status === 'pending').map((row) => row.recipientId);
      await sideEffect('publish', () => publishChange(a, b, pendingTo));
    },

    /** Mes connexions: accepted connections with the other member's card, newest first. */
    async listAccepted(actor: Actor, query: ConnectionsQuery): Promise<ConnectionsPage> {
      const rows = await repo.listAccepted(db, actor.id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (r) => ({ at: r.connection.createdAt, id: r.connection.id }));
      return { items: await toItems(actor, page.items), nextCursor: page.nextCursor };
    },

    /** Requests waiting for the actor's answer, with the requester's card, newest first. */
    async listPendingReceived(actor: Actor, query: ConnectionsQuery): Promise<ConnectionsPage> {
      const rows = await repo.listPendingReceived(db, actor.id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (r) => ({ at: r.connection.createdAt, id: r.connection.id }));
      return { items: await toItems(actor, page.items), nextCursor: page.nextCursor };
    },

    /** count_pending_connection_requests (000 §7). */
    pendingCount: async (actor: Actor) => ({ count: await repo.countPendingFor(db, actor.id) }),
  };
};
