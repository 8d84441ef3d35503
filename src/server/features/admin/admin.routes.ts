import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as e } from '../../../common/contracts/admin';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { LogService } from '../../platform/logs/log.service';
import type { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { AdminService } from './admin.service';

/**
 * The back office API: the scope answers staff only, and each endpoint the staff whose role has its
 * ability (see guardAdminScope).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminService: AdminService;
  siteSettings: SiteSettingsService;
  logs: LogService;
  mailOutbox: MailOutboxService;
}> = async (app, { adminService, siteSettings, logs, mailOutbox }) => {
  route(app, e.me, ({ actor }) => adminService.me(actor));
  route(app, e.getSettings, () => siteSettings.getAdmin());
  route(app, e.updateSettings, ({ actor, body }) => siteSettings.updateAdmin(actor, body));
  route(app, e.getConfiguration, () => siteSettings.getConfiguration());
  route(app, e.updateConfiguration, ({ actor, body }) => siteSettings.updateConfiguration(actor, body));
  route(app, e.uploadAsset, async ({ actor, params, request }) => {
    const { data } = await readUpload(request, { tooLarge: 'file_too_large' });
    return { slot: params.slot, url: await siteSettings.uploadAsset(actor, params.slot, data) };
  });
  route(app, e.removeAsset, async ({ actor, params }) => {
    await siteSettings.removeAsset(actor, params.slot);
    return { ok: true as const };
  });
  route(app, e.listMails, ({ query }) => mailOutbox.list(query));
  route(app, e.mailCounts, async () => {
    const { queued, retrying, failed, held } = await mailOutbox.stats();
    return { queued, retrying, failed, held };
  });
  route(app, e.resendMail, async ({ params }) => {
    await mailOutbox.resend(params.id);
    return null;
  });
  route(app, e.listLogs, ({ query }) => logs.list(query));
};
