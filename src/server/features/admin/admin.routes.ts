import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogsPage, LogsQuery, OutboxPage, OutboxQuery } from '../../../common/contracts/admin';
import { OkResponse } from '../../../common/contracts/auth';
import {
  AdminSettings,
  AssetSlotParams,
  AssetUploadResponse,
  UpdateAdminSettingsBody,
} from '../../../common/contracts/settings';
import { AppError } from '../../lib/app-error';
import { requireActor } from '../../plugins/actor';
import type { LogService } from '../logs/log.service';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { AdminService } from './admin.service';
import { guardAdminScope } from './admin-guard';

const tags = ['admin'];

/** The back office API: every route here answers admins only (see guardAdminScope). */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminService: AdminService;
  siteSettings: SiteSettingsService;
  logs: LogService;
}> = async (app, { adminService, siteSettings, logs }) => {
  guardAdminScope(app, logs);

  app.get('/settings', { schema: { tags, response: { 200: AdminSettings } } }, () => siteSettings.getAdmin());

  app.patch(
    '/settings',
    { schema: { tags, body: UpdateAdminSettingsBody, response: { 200: AdminSettings } } },
    async (request) => siteSettings.updateAdmin(await requireActor(request), request.body),
  );

  app.post(
    '/settings/assets/:slot',
    {
      schema: {
        tags,
        params: AssetSlotParams,
        response: { 200: AssetUploadResponse },
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const file = await request.file();
      if (!file) throw new AppError('file_missing');
      const data = await file.toBuffer();
      const url = await siteSettings.uploadAsset(actor, request.params.slot, data);
      return { slot: request.params.slot, url };
    },
  );

  app.delete(
    '/settings/assets/:slot',
    { schema: { tags, params: AssetSlotParams, response: { 200: OkResponse } } },
    async (request) => {
      await siteSettings.removeAsset(await requireActor(request), request.params.slot);
      return { ok: true as const };
    },
  );

  app.get(
    '/mails',
    { schema: { tags, querystring: OutboxQuery, response: { 200: OutboxPage } } },
    (request) => adminService.listMails(request.query),
  );

  app.get('/logs', { schema: { tags, querystring: LogsQuery, response: { 200: LogsPage } } }, (request) =>
    logs.list(request.query),
  );
};
