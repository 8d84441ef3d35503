import { randomUUID } from 'node:crypto';
import { connections } from '../../db/schema';
import { defineAreaSecurity, type Owned, refused } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/connections': { recipientId: randomUUID() },
  },
  foreignIdAllowed: {
    'GET /api/v1/connections/status/:profileId': "the actor's own relation with that member",
  },
  notAList: {
    'GET /api/v1/connections/pending/count': 'a number',
    'GET /api/v1/connections/status/:profileId':
      'the relation with one member by id; a block answers `none` (tested in privacy.routes.test.ts)',
  },
  ownedResources: ({ t, callAs, rowsOf }) => {
    /** A pending request from the owner to a third member: the intruder is on neither side. */
    const ownedConnection = async (owner: CreatedUser): Promise<Owned> => {
      const recipientId = await insertMember(t.database.db);
      const res = await callAs(owner, 'POST', '/api/v1/connections', { recipientId });
      if (res.statusCode !== 201) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
      const id = (res.json() as { connectionId: string }).connectionId;
      return { params: { id }, read: () => rowsOf(connections, connections.id, id) };
    };

    return {
      '/api/v1/connections/:id': ownedConnection,
      '/api/v1/connections/:id/accept': ownedConnection,
      '/api/v1/connections/:id/reject': ownedConnection,
    };
  },
  listed: ({ call, connect }) => ({
    'GET /api/v1/connections': async (author, viewer) => {
      await connect(author, viewer).catch(() => undefined);
      return ['/api/v1/connections'];
    },
    'GET /api/v1/connections/pending': async (author, viewer) => {
      // One request between the pair: the second direction's is refused, and its viewer has none to read.
      const sent = await call(author, 'POST', '/api/v1/connections', { recipientId: viewer.id });
      return sent.statusCode === 201 ? ['/api/v1/connections/pending'] : [];
    },
  }),
  blockReaching: ({ call, made, connectionRequest }) => ({
    'connectionEndpoints.request': refused(async (actor, other) => async () => [
      await call(actor, 'POST', '/api/v1/connections', { recipientId: other.id }),
    ]),
    'connectionEndpoints.accept': refused(async (actor, other) => {
      const id = await connectionRequest(other, actor);
      return async () => [await call(actor, 'POST', `/api/v1/connections/${id}/accept`)];
    }),
    'connectionEndpoints.reject': refused(async (actor, other) => {
      const id = await connectionRequest(other, actor);
      return async () => [await call(actor, 'POST', `/api/v1/connections/${id}/reject`)];
    }),
    'connectionEndpoints.remove': refused(async (actor, other) => {
      const id = await connectionRequest(actor, other);
      await made(call(other, 'POST', `/api/v1/connections/${id}/accept`));
      return async () => [await call(actor, 'DELETE', `/api/v1/connections/${id}`)];
    }),
  }),
  blockEmitters: ({ call, connectionRequest }) => ({
    connection_request: async (causer, recipient) => () =>
      call(causer, 'POST', '/api/v1/connections', { recipientId: recipient.id }),
    connection_accepted: async (causer, recipient) => {
      const id = await connectionRequest(recipient, causer);
      return () => call(causer, 'POST', `/api/v1/connections/${id}/accept`);
    },
    connection_rejected: async (causer, recipient) => {
      const id = await connectionRequest(recipient, causer);
      return () => call(causer, 'POST', `/api/v1/connections/${id}/reject`);
    },
  }),
});
