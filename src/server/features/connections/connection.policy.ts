import type { ConnectionState, ConnectionStatusResponse } from '../../../common/contracts/connections';
import type { ConnectionRow } from './connection.repository';

type Row = Pick<ConnectionRow, 'id' | 'requesterId' | 'recipientId' | 'status'>;

/**
 * The button state of `actorId` towards the other member of `rows` (all rows of the pair), 000 §4:
 * a live row (pending or accepted) decides; otherwise the actor's own declined request shows as
 * `rejected` (sending again resends it); a request the actor declined leaves them free to ask: none.
 */
export const stateFromRows = (actorId: string, rows: readonly Row[]): ConnectionStatusResponse => {
  const live = rows.find((row) => row.status === 'pending' || row.status === 'accepted');
  if (live) {
    let state: ConnectionState = 'connected';
    if (live.status === 'pending') state = live.requesterId === actorId ? 'pending_sent' : 'pending_received';
    return { state, connectionId: live.id };
  }
  const declinedOwn = rows.find((row) => row.status === 'rejected' && row.requesterId === actorId);
  if (declinedOwn) return { state: 'rejected', connectionId: declinedOwn.id };
  return { state: 'none', connectionId: null };
};

export const isParty = (row: Row, actorId: string) =>
  row.requesterId === actorId || row.recipientId === actorId;

/** The member on the other side of the row from `actorId`. */
export const otherParty = (row: Row, actorId: string) =>
  row.requesterId === actorId ? row.recipientId : row.requesterId;

/** Only the recipient answers a request (000 §4). */
export const canAnswer = (row: Row, actorId: string) => row.recipientId === actorId;

/** A pending request is cancelled by its requester; an accepted link removed by either side. */
export const canRemove = (row: Row, actorId: string) =>
  row.status === 'accepted' ? isParty(row, actorId) : row.requesterId === actorId;
