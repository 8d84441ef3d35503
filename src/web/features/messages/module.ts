import type { AreaModule } from '../../lib/area-module';

/** Messaging (000 §2.8): members only; the header's messages button; live messages and read ticks. */
export const messagesArea = {
  key: 'messages',
  path: '/messages',
  access: 'member',
  loadRoutes: () => import('./routes'),
  realtime: () => import('./realtime'),
  i18n: ['messages', 'messaging', 'privacy'],
  zod: 'after-render',
} as const satisfies AreaModule;
