import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettings } from '../../../common/contracts/settings';
import type { SiteSettingsService } from './site-settings.service';

/** What every page needs from the settings: site name, feature switch, uploaded logos and images. */
export const settingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (
  app,
  { siteSettings },
) => {
  app.get('/settings/public', { schema: { tags: ['settings'], response: { 200: PublicSettings } } }, () =>
    siteSettings.getPublic(),
  );
};
