import { defineArea, mount } from '../../area';
import { pushRoutes } from './push.routes';
import { createPushService, type PushService } from './push.service';

declare module '../../area' {
  interface AreaServices {
    push: PushService;
  }
}

/**
 * Web Push (docs/areas/pwa.md): each device's subscription, and the sending the notifications area
 * asks for when the member has no tab open.
 */
export const pushModule = defineArea({
  name: 'push',
  memberData: {
    tables: {
      // The devices, not their encryption keys (secrets of the browser's subscription).
      push_subscriptions: { label: 'Appareils recevant les notifications push', omit: ['p256dh', 'auth'] },
    },
  },
  build: ({ db, config, realtime, log }) => ({
    push: createPushService({ db, push: config.push, hasOpenTab: realtime.hasListener, log }),
  }),
  routes: ({ push }) => [mount(pushRoutes, { prefix: '/api/v1', pushService: push })],
});
