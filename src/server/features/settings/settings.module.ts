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
  build: ({ settings, storage, logs, config, database }) => ({
    siteSettings: createSiteSettingsService({
      settings,
      storage,
      logs,
      environment: {
        publicUrl: config.publicUrl,
        mailMode: config.smtpUrl ? 'smtp' : 'outbox',
        mailFrom: config.mailFrom,
        storage: config.s3 ? 's3' : 'local',
        database: database.kind === 'postgres' ? 'postgresql' : 'pglite',
        aiConfigured: Boolean(config.ai),
        stripeConfigured: Boolean(config.stripeSecretKey),
      },
    }),
  }),
  routes: ({ siteSettings }) => [mount(settingsRoutes, { prefix: '/api/v1', siteSettings })],
  logActions: settingsLogActions,
});
