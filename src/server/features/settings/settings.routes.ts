import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsEndpoints as e } from '../../../common/contracts/settings';
import { route } from '../../lib/route';
import type { SiteSettingsService } from './site-settings.service';

/** What every page needs from the settings: site name, feature switch, uploaded logos and images. */
export const settingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (
  app,
  { siteSettings },
) => {
  route(app, e.getPublic, () => siteSettings.getPublic());
};
