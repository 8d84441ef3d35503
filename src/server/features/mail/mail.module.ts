import { apiPrefix } from '../../../common/endpoint';
import { defineArea, mount } from '../../area';
import { mailRoutes, oneClickUnsubscribeRoute } from './mail.routes';

/**
 * The mail's own routes (issue 36): the unsubscribe page's reading of its link, the bounced-address
 * state, RFC 8058's one-click POST at the site's root, and the daily deletion of old mail copies. The mail service itself is the platform's
 * (`app.ts` builds it for every area).
 */
export const mailModule = defineArea({
  name: 'mail',
  routes: ({ mail }) => [
    mount(mailRoutes, { mail, prefix: apiPrefix }),
    mount(oneClickUnsubscribeRoute, { mail }),
  ],
  jobs: [
    {
      // The stored copies of mails are kept `MAIL_RETENTION_DAYS` (90 by default), then deleted.
      name: 'mail-retention',
      schedule: '23 3 * * *',
      async run({ mail, config, log }, now) {
        const removed = await mail.removeOld(config.mailRetentionDays, now);
        if (removed > 0) log.info({ removed }, 'mail copies past their retention deleted');
      },
    },
  ],
});
