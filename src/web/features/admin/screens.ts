import {
  type Icon,
  IconBellRinging,
  IconBuildingSkyscraper,
  IconBulb,
  IconCategory,
  IconCategory2,
  IconChartBar,
  IconChartLine,
  IconCreditCard,
  IconFileText,
  IconFlag,
  IconGavel,
  IconHelpCircle,
  IconInbox,
  IconLayoutDashboard,
  IconListDetails,
  IconMailCog,
  IconMailForward,
  IconMap2,
  IconMessageStar,
  IconNews,
  IconReceipt,
  IconSettings,
  IconShare,
  IconShieldLock,
  IconTargetArrow,
  IconTestPipe,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { type AdminScreenId, adminScreenAbilities, adminScreenIds } from '../../../common/admin-screens';
import type { Ability } from '../../../common/permissions';
import { adminScreenPath } from './paths';

/** What a screen declares: its name, its sidebar icon and its page (loaded when first opened). */
interface AdminScreenDefinition {
  titleKey: string;
  /** What a staff member whose role does not open the screen reads there (the spec's own text, if any). */
  refusedKey?: string;
  icon: Icon;
  load: () => Promise<ComponentType>;
}

/** A back office screen as the frame uses it: routed at `/admin/<id>`, listed when `ability` is held. */
export interface AdminScreen extends AdminScreenDefinition {
  id: AdminScreenId;
  ability: Ability;
  /** Its address, `/admin/<id>`. */
  to: string;
}

/*
 * The admin screen registry: one entry per screen yields its route (routes.tsx) and its sidebar entry
 * (components/admin-nav.ts). Keyed by the ids of common/admin-screens.ts, where each screen's ability
 * lives for the server too, so a screen without an entry here does not compile. This module loads with
 * the admin frame, never on the site's first load.
 */
const definitions: Record<AdminScreenId, AdminScreenDefinition> = {
  dashboard: {
    titleKey: 'admin.nav.dashboard',
    icon: IconLayoutDashboard,
    load: async () => (await import('./pages/DashboardPage')).DashboardPage,
  },
  users: {
    titleKey: 'admin.nav.users',
    icon: IconUsers,
    load: async () => (await import('./pages/UsersPage')).UsersPage,
  },
  'delete-user': {
    titleKey: 'admin.nav.delete-user',
    refusedKey: 'admin.deleteUser.refused',
    icon: IconUserX,
    load: async () => (await import('./pages/DeleteUserPage')).DeleteUserPage,
  },
  'second-factors': {
    titleKey: 'admin.nav.second-factors',
    icon: IconShieldLock,
    load: async () => (await import('./pages/SecondFactorsPage')).SecondFactorsPage,
  },
  'static-pages': {
    titleKey: 'admin.nav.static-pages',
    icon: IconFileText,
    load: async () => (await import('./pages/StaticPagesPage')).StaticPagesPage,
  },
  pricing: {
    titleKey: 'admin.nav.pricing',
    icon: IconCreditCard,
    load: async () => (await import('./pages/PricingPage')).PricingPage,
  },
  payments: {
    titleKey: 'admin.nav.payments',
    icon: IconReceipt,
    load: async () => (await import('./pages/PaymentsPage')).PaymentsPage,
  },
  'social-links': {
    titleKey: 'admin.nav.social-links',
    icon: IconShare,
    load: async () => (await import('./pages/SocialLinksPage')).SocialLinksPage,
  },
  faq: {
    titleKey: 'admin.nav.faq',
    icon: IconHelpCircle,
    load: async () => (await import('./pages/FaqPage')).FaqPage,
  },
  'article-ideas': {
    titleKey: 'admin.nav.article-ideas',
    icon: IconBulb,
    load: async () => (await import('./pages/ArticleIdeasPage')).ArticleIdeasPage,
  },
  'general-stats': {
    titleKey: 'admin.nav.general-stats',
    icon: IconChartLine,
    load: async () => (await import('../stats')).StatsPage,
  },
  'home-stats': {
    titleKey: 'admin.nav.home-stats',
    icon: IconChartBar,
    load: async () => (await import('./pages/HomeStatsPage')).HomeStatsPage,
  },
  'categories-pro': {
    titleKey: 'admin.nav.categories-pro',
    refusedKey: 'admin.categories.pro.refused',
    icon: IconCategory2,
    load: async () => (await import('./pages/ProfessionalCategoriesPage')).ProfessionalCategoriesPage,
  },
  'content-categories': {
    titleKey: 'admin.nav.content-categories',
    icon: IconCategory,
    load: async () => (await import('./pages/ContentCategoriesPage')).ContentCategoriesPage,
  },
  newsletter: {
    titleKey: 'admin.nav.newsletter',
    icon: IconNews,
    load: async () => (await import('./pages/NewsletterPage')).NewsletterPage,
  },
  testimonials: {
    titleKey: 'admin.nav.testimonials',
    icon: IconMessageStar,
    load: async () => (await import('./pages/TestimonialsPage')).TestimonialsPage,
  },
  reports: {
    titleKey: 'admin.nav.reports',
    icon: IconFlag,
    load: async () => (await import('./pages/ReportsPage')).ReportsPage,
  },
  'notification-emails': {
    titleKey: 'admin.nav.notification-emails',
    refusedKey: 'admin.notificationEmails.refused',
    icon: IconMailCog,
    load: async () => (await import('./pages/NotificationEmailsPage')).NotificationEmailsPage,
  },
  'contact-messages': {
    titleKey: 'admin.nav.contact-messages',
    icon: IconInbox,
    load: async () => (await import('./pages/ContactMessagesPage')).ContactMessagesPage,
  },
  settings: {
    titleKey: 'admin.nav.settings',
    icon: IconSettings,
    load: async () => (await import('./pages/SiteSettingsPage')).SiteSettingsPage,
  },
  mails: {
    titleKey: 'admin.nav.mails',
    icon: IconMailForward,
    load: async () => (await import('./pages/MailsPage')).MailsPage,
  },
  logs: {
    titleKey: 'admin.nav.logs',
    icon: IconListDetails,
    load: async () => (await import('./pages/LogsPage')).LogsPage,
  },
  'notification-test': {
    titleKey: 'admin.nav.notification-test',
    icon: IconBellRinging,
    load: async () => (await import('./pages/NotificationTestPage')).NotificationTestPage,
  },
  'test-notifications': {
    titleKey: 'admin.nav.test-notifications',
    icon: IconTestPipe,
    load: async () => (await import('./pages/SystemTestPage')).SystemTestPage,
  },
  companies: {
    titleKey: 'admin.nav.companies',
    icon: IconBuildingSkyscraper,
    load: async () => (await import('../companies')).CompaniesAdminPage,
  },
  cartographie: {
    titleKey: 'admin.nav.cartographie',
    icon: IconMap2,
    load: async () => (await import('../companies')).CompanyMapPage,
  },
  rules: {
    titleKey: 'admin.nav.rules',
    icon: IconGavel,
    load: async () => (await import('../rules')).RulesPage,
  },
  prospection: {
    titleKey: 'admin.nav.prospection',
    icon: IconTargetArrow,
    load: async () => (await import('../rules')).ProspectionPage,
  },
};

export const screenById = (id: AdminScreenId): AdminScreen => ({
  ...definitions[id],
  id,
  ability: adminScreenAbilities[id],
  to: adminScreenPath(id),
});

/** Every screen, in the sidebar's order. */
export const adminScreens: readonly AdminScreen[] = adminScreenIds.map(screenById);

/** The screens a caller may open, from `/admin/me` (the server decides; this only filters the list). */
export const screensOpenTo = (allowed: readonly AdminScreenId[]): AdminScreen[] =>
  adminScreens.filter((screen) => allowed.includes(screen.id));
