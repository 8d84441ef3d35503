import { eq } from 'drizzle-orm';
import { dataExports, sessions } from '../../db/schema';
import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /api/v1/account/settings': "the actor's own settings",
    'GET /api/v1/account/sessions': "the actor's own sessions",
    'GET /api/v1/account/exports': "the actor's own exports",
    'GET /api/v1/account/exports/:exportId/download':
      "the actor's own archive (the data rights of issue 22 §4)",
  },
  ownedResources: ({ t, rowsOf }) => ({
    // The settings hub (issue 22): one of the owner's sessions, and a ready export of theirs.
    '/api/v1/account/sessions/:sessionId': async (owner) => {
      const [row] = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, owner.id))
        .limit(1);
      const id = row?.id ?? '';
      return { params: { sessionId: id }, read: () => rowsOf(sessions, sessions.id, id) };
    },
    '/api/v1/account/exports/:exportId/download': async (owner) => {
      const [row] = await t.database.db
        .insert(dataExports)
        .values({
          userId: owner.id,
          status: 'ready',
          storageKey: `${owner.id}/export.zip`,
          expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        })
        .returning({ id: dataExports.id });
      const id = row?.id ?? '';
      return { params: { exportId: id }, read: () => rowsOf(dataExports, dataExports.id, id) };
    },
  }),
  blockNotReaching: {
    'accountEndpoints.update': reachesNoOne.ownAccount,
    'accountEndpoints.requestEmailChange': reachesNoOne.ownAccount,
    'accountEndpoints.confirmEmailChange': reachesNoOne.ownAccount,
    'accountEndpoints.revokeSession': reachesNoOne.ownAccount,
    'accountEndpoints.requestExport': reachesNoOne.ownAccount,
    'accountEndpoints.requestDeletion': reachesNoOne.ownAccount,
    'accountEndpoints.confirmDeletion': reachesNoOne.ownAccount,
  },
});
