import type { AdminScreenSpecs } from '../admin-screens';
import type { RegisteredKeys } from '../registry';

/**
 * The back office's own screens (their pages are in web/features/admin/pages), ranked in the
 * sidebar's order (common/admin-screens.ts).
 */
export const adminAreaScreens = {
  dashboard: { ability: 'admin.settings', order: 10 },
  users: { ability: 'users.manage', order: 20 },
  'delete-user': { ability: 'users.manage', order: 30 },
  'static-pages': { ability: 'pages.edit', order: 40 },
  pricing: { ability: 'admin.settings', order: 50 },
  payments: { ability: 'admin.settings', order: 60 },
  'social-links': { ability: 'admin.settings', order: 70 },
  faq: { ability: 'pages.edit', order: 80 },
  'article-ideas': { ability: 'pages.edit', order: 90 },
  'home-stats': { ability: 'admin.settings', order: 110 },
  'categories-pro': { ability: 'admin.settings', order: 120 },
  newsletter: { ability: 'users.manage', order: 130 },
  'second-factors': { ability: 'users.manage', order: 140 },
  'content-categories': { ability: 'pages.edit', order: 150 },
  testimonials: { ability: 'moderation.review', order: 160 },
  reports: { ability: 'moderation.review', order: 170 },
  'notification-emails': { ability: 'admin.settings', order: 180 },
  'contact-messages': { ability: 'admin.settings', order: 190 },
  settings: { ability: 'admin.settings', order: 200 },
  mails: { ability: 'admin.mails', order: 210 },
  logs: { ability: 'admin.logs', order: 220 },
  'notification-test': { ability: 'admin.settings', order: 270 },
  'test-notifications': { ability: 'admin.settings', order: 280 },
} as const satisfies AdminScreenSpecs;

declare module '../registry' {
  interface AdminScreens extends RegisteredKeys<typeof adminAreaScreens> {}
}
