import type { Ability } from './permissions';

/*
 * The back office screens, in the sidebar's order (000 §2.9), each with the ability that opens it and
 * reached at `/admin/<id>`. `/admin/me` answers the ones a caller may open; the web's screen registry
 * (features/admin/screens.ts) is typed by these ids, so a screen cannot be routed without its right.
 * Free of zod: the web's first load routes `/admin/<id>` from this list.
 */
export const adminScreenAbilities = {
  dashboard: 'admin.settings',
  users: 'users.manage',
  'delete-user': 'users.manage',
  'static-pages': 'pages.edit',
  pricing: 'admin.settings',
  payments: 'admin.settings',
  'social-links': 'admin.settings',
  faq: 'pages.edit',
  'article-ideas': 'pages.edit',
  'general-stats': 'stats.view',
  'home-stats': 'admin.settings',
  'categories-pro': 'admin.settings',
  newsletter: 'users.manage',
  'second-factors': 'users.manage',
  'content-categories': 'pages.edit',
  testimonials: 'moderation.review',
  reports: 'moderation.review',
  'notification-emails': 'admin.settings',
  'contact-messages': 'admin.settings',
  settings: 'admin.settings',
  mails: 'admin.mails',
  logs: 'admin.logs',
  companies: 'companies.manage',
  cartographie: 'companies.manage',
  rules: 'admin.settings',
  prospection: 'admin.settings',
  'notification-test': 'admin.settings',
  'test-notifications': 'admin.settings',
} as const satisfies Record<string, Ability>;

export type AdminScreenId = keyof typeof adminScreenAbilities;

export const adminScreenIds = Object.keys(adminScreenAbilities) as AdminScreenId[];
