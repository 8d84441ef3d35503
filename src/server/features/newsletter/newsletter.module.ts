import { newsletterLogActions, newsletterMailKinds } from '../../../common/contracts/newsletter';
import { defineArea, mount } from '../../area';
import { adminNewsletterRoutes, newsletterRoutes } from './newsletter.routes';
import { createNewsletterService } from './newsletter.service';

/** The newsletter: the public signup with double opt-in, and its list in the back office. */
export const newsletterModule = defineArea({
  name: 'newsletter',
  // A member's subscription is theirs by address: in their export, and gone with their account.
  memberData: {
    addressed: {
      newsletter_subscribers: { label: 'Abonnement à la newsletter', column: 'email', key: 'id' },
    },
  },
  build: (deps) => ({
    newsletter: createNewsletterService({
      ...deps,
      secret: deps.config.authSecret,
      publicUrl: deps.config.publicUrl,
    }),
  }),
  routes: ({ newsletter }) => [mount(newsletterRoutes, { prefix: '/api/v1', newsletter })],
  adminRoutes: ({ newsletter }) => [mount(adminNewsletterRoutes, { newsletter })],
  logActions: newsletterLogActions,
  mailKinds: newsletterMailKinds,
});
