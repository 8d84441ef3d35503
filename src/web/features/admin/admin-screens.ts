import {
  IconBellRinging,
  IconBulb,
  IconCategory,
  IconCategory2,
  IconChartBar,
  IconCreditCard,
  IconFileText,
  IconFlag,
  IconHelpCircle,
  IconInbox,
  IconLayoutDashboard,
  IconListDetails,
  IconMailCog,
  IconMailForward,
  IconMessageStar,
  IconNews,
  IconReceipt,
  IconSettings,
  IconShare,
  IconShieldLock,
  IconTestPipe,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import { adminAreaScreens } from '../../../common/contracts/admin.admin-screens';
import { defineAdminScreens } from '../../lib/admin-screens';

/** The back office's own screens (their pages are in pages/). Loaded with the admin frame (admin/screens.ts). */
export const adminScreens = defineAdminScreens(adminAreaScreens, {
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
  newsletter: {
    titleKey: 'admin.nav.newsletter',
    icon: IconNews,
    load: async () => (await import('./pages/NewsletterPage')).NewsletterPage,
  },
  'second-factors': {
    titleKey: 'admin.nav.second-factors',
    icon: IconShieldLock,
    load: async () => (await import('./pages/SecondFactorsPage')).SecondFactorsPage,
  },
  'content-categories': {
    titleKey: 'admin.nav.content-categories',
    icon: IconCategory,
    load: async () => (await import('./pages/ContentCategoriesPage')).ContentCategoriesPage,
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
});
