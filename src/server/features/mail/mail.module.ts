import { apiPrefix } from '../../../common/endpoint';
import { defineArea, mount } from '../../area';
import { mailRoutes, oneClickUnsubscribeRoute } from './mail.routes';

/**
 * The mail's own routes (issue 36): the unsubscribe page's reading of its link, the bounced-address
 * state, and RFC 8058's one-click POST at the site's root. The mail service itself is the platform's
 * (`app.ts` builds it for every area).
 */
export const mailModule = defineArea({
  name: 'mail',
  routes: ({ mail }) => [
    mount(mailRoutes, { mail, prefix: apiPrefix }),
    mount(oneClickUnsubscribeRoute, { mail }),
  ],
});
