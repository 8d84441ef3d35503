import { settingsLogActions } from '../../../common/contracts/settings';
import { defineArea, mount } from '../../area';
import { settingsRoutes } from './settings.routes';
import { createSiteSettingsService, type SiteSettingsService } from './site-settings.service';

declare module '../../area' {
  interface AreaServices {
    siteSettings: SiteSettingsService;
  }
}

/** The site settings members read (shell toggles, header and footer images) and admins change. */
export const settingsModule = defineArea({
  name: 'settings',
  build: ({ settings, storage, logs }) => ({
    siteSettings: createSiteSettingsService({ settings, storage, logs }),
  }),
  routes: ({ siteSettings }) => [mount(settingsRoutes, { prefix: '/api/v1', siteSettings })],
  logActions: settingsLogActions,
});
