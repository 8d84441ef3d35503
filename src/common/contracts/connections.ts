import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { CursorQuery, pageOf } from './pagination';
import { ProfileCard } from './profiles';

/** A connection row's status (000 §3). */
export const ConnectionStatus = z.enum(['pending', 'accepted', 'rejected']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/**
 * The connect button as the actor sees another member (000 §4 "Connection between two members"):
 * - none: no live link; "Se connecter" sends a request (also after the actor declined theirs);
 * - pending_sent: "Demande envoyée"; a click cancels;
 * - pending_received: the other member asked; the actor accepts or declines;
 * - connected: "Connecté", with "Supprimer la connexion";
 * - rejected: the actor's own request was declined; sending again resends it;
 * - self: the actor's own profile.
 */
export const ConnectionState = z.enum([
  'none',
  'pending_sent',
  'pending_received',
  'connected',
  'rejected',
  'self',
]);
export type ConnectionState = z.infer<typeof ConnectionState>;

/** The button state and the row it is about (null for none and self). */
export const ConnectionStatusResponse = z.object({
  state: ConnectionState,
  connectionId: z.uuid().nullable(),
});
export type ConnectionStatusResponse = z.infer<typeof ConnectionStatusResponse>;

/** The other member of `status/:profileId` (a UUID: 000 §5 "Profile edit"). */
export const ConnectionProfileParams = z.object({
  profileId: z.uuid({ error: 'errors.invalid_profile_id' }),
});
export const ConnectionParams = z.object({ id: z.uuid({ error: 'errors.not_found' }) });

export const CreateConnectionBody = z.object({
  recipientId: z.uuid({ error: 'errors.invalid_profile_id' }),
});
export type CreateConnectionBody = z.infer<typeof CreateConnectionBody>;

/**
 * What a request did: `sent` (a new row: "Demande de connexion envoyée.") or `resent` (the actor's
 * declined request reset to pending: "Demande de connexion renvoyée.").
 */
export const CreateConnectionResponse = ConnectionStatusResponse.extend({
  outcome: z.enum(['sent', 'resent']),
});
export type CreateConnectionResponse = z.infer<typeof CreateConnectionResponse>;

/** An accepted connection in "Mes connexions": the other member's card. */
export const ConnectionItem = z.object({
  id: z.uuid(),
  member: ProfileCard,
  /** When the request was made (the list is newest first on it, 000 §7). */
  createdAt: z.iso.datetime(),
});
export type ConnectionItem = z.infer<typeof ConnectionItem>;

export const ConnectionsQuery = CursorQuery;
export type ConnectionsQuery = z.infer<typeof ConnectionsQuery>;
export const ConnectionsPage = pageOf(ConnectionItem);
export type ConnectionsPage = z.infer<typeof ConnectionsPage>;

/** count_pending_connection_requests (000 §7): requests waiting for the actor's answer. */
export const PendingCountResponse = z.object({ count: z.number().int().min(0) });
export type PendingCountResponse = z.infer<typeof PendingCountResponse>;

/** The endpoints (under `/api/v1`), members only. */
export const connectionEndpoints = {
  /** "Se connecter": a new request, or the actor's declined one sent again (`outcome`). */
  request: endpoint('POST', '/connections', {
    body: CreateConnectionBody,
    response: CreateConnectionResponse,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
  /** "Mes connexions": accepted connections, newest first (keyset). */
  listAccepted: endpoint('GET', '/connections', {
    query: ConnectionsQuery,
    response: ConnectionsPage,
    access: 'member',
  }),
  /** Requests waiting for the actor's answer. */
  listPending: endpoint('GET', '/connections/pending', {
    query: ConnectionsQuery,
    response: ConnectionsPage,
    access: 'member',
  }),
  pendingCount: endpoint('GET', '/connections/pending/count', {
    response: PendingCountResponse,
    access: 'member',
  }),
  /** How the actor is linked with a member (the button state). */
  status: endpoint('GET', '/connections/status/:profileId', {
    params: ConnectionProfileParams,
    response: ConnectionStatusResponse,
    access: 'member',
  }),
  /** The recipient accepts. */
  accept: endpoint('POST', '/connections/:id/accept', {
    params: ConnectionParams,
    response: ConnectionStatusResponse,
    access: 'member',
    limit: 'edit',
  }),
  /** The recipient declines. */
  reject: endpoint('POST', '/connections/:id/reject', {
    params: ConnectionParams,
    response: ConnectionStatusResponse,
    access: 'member',
    limit: 'edit',
  }),
  /** The requester cancels a pending request, or either side removes an accepted one. */
  remove: endpoint('DELETE', '/connections/:id', {
    params: ConnectionParams,
    response: ConnectionStatusResponse,
    access: 'member',
  }),
};

/** Notification types of the connections area (000 §3): a request, its acceptance, its refusal. */
export const connectionNotificationTypes = [
  'connection_request',
  'connection_accepted',
  'connection_rejected',
] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof connectionNotificationTypes> {}
}
