import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as e } from '../../../common/contracts/account';
import { callerOf, setCookies } from '../../lib/http';
import { route } from '../../lib/route';
import type { AccountService } from './account.service';
import type { AccountDeletionService } from './account-deletion.service';
import type { AccountSessionService } from './account-session.service';
import type { DataExportService } from './data-export.service';

/** The settings hub (issue 22): every route acts on the signed-in member's own account. */
export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  accountDeletions: AccountDeletionService;
  accountExports: DataExportService;
  accountSessions: AccountSessionService;
}> = async (app, { accountService, accountDeletions, accountExports, accountSessions }) => {
  // An export being built when the server stops is finished first (or left pending for the job).
  app.addHook('onClose', async () => {
    await accountExports.idle();
  });
  route(app, e.get, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    // Signing in during the grace period cancels a pending deletion (issue 22 §5).
    await accountDeletions.cancelDeletionOnSignIn(actor);
    return accountService.get(actor);
  });
  route(app, e.update, ({ actor, body }) => accountService.update(actor, body));
  route(app, e.requestEmailChange, async ({ actor, body }) => {
    await accountService.requestEmailChange(actor, body);
    return { ok: true } as const;
  });
  route(app, e.confirmEmailChange, ({ actor, body }) => accountService.confirmEmailChange(actor, body.token));
  route(app, e.sessions, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return accountSessions.sessions(actor);
  });
  route(app, e.revokeSession, async ({ actor, params }) => {
    await accountSessions.revokeSession(actor, params.sessionId);
    return null;
  });
  route(app, e.exports, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return accountExports.exports(actor);
  });
  route(app, e.requestExport, ({ actor }) => accountExports.requestExport(actor));
  route(app, e.downloadExport, async ({ actor, params, query, reply }) => {
    const file = await accountExports.download(actor, params.exportId, query);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
  route(app, e.requestDeletion, async ({ actor, request, reply, body }) => {
    const { value, cookies } = await accountDeletions.requestDeletion(callerOf(request), actor, body);
    setCookies(reply, cookies);
    return value;
  });
  route(app, e.confirmDeletion, async ({ actor, request, reply, body }) => {
    const { value, cookies } = await accountDeletions.confirmDeletion(callerOf(request), actor, body.token);
    setCookies(reply, cookies);
    return value;
  });
};
