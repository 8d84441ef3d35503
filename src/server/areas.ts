import type { AdminScreenId } from '../common/admin-screens';
import type { AreaAbility, LogActions, MailKinds, NotificationTypeName } from '../common/registry';
import type { Area, AreaDeclarations, AreaServices } from './area';
import { accountModule } from './features/account/account.module';
import { adminModule } from './features/admin/admin.module';
import { adminEmailsModule } from './features/admin-emails/admin-emails.module';
import { adminTestsModule } from './features/admin-tests/admin-tests.module';
import { aiModule } from './features/ai/ai.module';
import { authModule } from './features/auth/auth.module';
import { blogModule } from './features/blog/blog.module';
import { categoriesModule } from './features/categories/categories.module';
import { companiesModule } from './features/companies/companies.module';
import { connectionsModule } from './features/connections/connections.module';
import { eventsModule } from './features/events/events.module';
import { feedModule } from './features/feed/feed.module';
import { groupsModule } from './features/groups/groups.module';
import { healthModule } from './features/health/health.module';
import { homeStatsModule } from './features/home-stats/home-stats.module';
import { invitationsModule } from './features/invitations/invitations.module';
import { jobOffersModule } from './features/job-offers/job-offers.module';
import { locationsModule } from './features/locations/locations.module';
import { mailModule } from './features/mail/mail.module';
import { mentorsModule } from './features/mentors/mentors.module';
import { messagesModule } from './features/messages/messages.module';
import { networkModule } from './features/network/network.module';
import { newsletterModule } from './features/newsletter/newsletter.module';
import { notificationsModule } from './features/notifications/notifications.module';
import { pagesModule } from './features/pages/pages.module';
import { pricingModule } from './features/pricing/pricing.module';
import { privacyModule } from './features/privacy/privacy.module';
import { profilesModule } from './features/profiles/profiles.module';
import { projectsModule } from './features/projects/projects.module';
import { prospectionModule } from './features/prospection/prospection.module';
import { pushModule } from './features/push/push.module';
import { rulesModule } from './features/rules/rules.module';
import { searchModule } from './features/search/search.module';
import { settingsModule } from './features/settings/settings.module';
import { sitemapModule } from './features/sitemap/sitemap.module';
import { statsModule } from './features/stats/stats.module';
import { tendersModule } from './features/tenders/tenders.module';
import { testimonialsModule } from './features/testimonials/testimonials.module';
import type { Bucket, platformBuckets } from './plugins/storage';

/**
 * Every area of the server, in build order: an area's `build` sees the services of the areas above it
 * (profiles before auth and notifications, notifications before the areas that notify). Adding an
 * area is one line here (docs/ARCHITECTURE.md "Adding an area").
 */
export const areas = [
  healthModule,
  mailModule,
  settingsModule,
  adminEmailsModule,
  pagesModule,
  profilesModule,
  authModule,
  locationsModule,
  aiModule,
  invitationsModule,
  pushModule,
  notificationsModule,
  connectionsModule,
  networkModule,
  feedModule,
  groupsModule,
  messagesModule,
  blogModule,
  privacyModule,
  companiesModule,
  jobOffersModule,
  categoriesModule,
  mentorsModule,
  projectsModule,
  eventsModule,
  tendersModule,
  newsletterModule,
  testimonialsModule,
  homeStatsModule,
  statsModule,
  pricingModule,
  sitemapModule,
  searchModule,
  accountModule,
  adminTestsModule,
  rulesModule,
  prospectionModule,
  adminModule,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
type ServicesOf<A> = A extends Area<string, infer Services> ? Services : never;
type BuiltServices = UnionToIntersection<ServicesOf<(typeof areas)[number]>>;

/**
 * Compiles only when some area of the list builds every service of `AreaServices` with its declared
 * type (a module left out of the list fails here, naming what is missing).
 */
export const areasBuildEveryService: BuiltServices extends AreaServices
  ? true
  : { missing: Exclude<keyof AreaServices, keyof BuiltServices> } = true;

type DeclaredBy<A, K extends keyof AreaDeclarations> =
  A extends Area<string, object, infer Declares> ? Declares[K] : never;
type Declared<K extends keyof AreaDeclarations> = DeclaredBy<(typeof areas)[number], K>;

/** What the areas registered in their contracts (common/registry.ts) and no module of the list declares. */
interface Undeclared {
  notificationTypes: Exclude<NotificationTypeName, Declared<'notificationTypes'>>;
  logActions: Exclude<keyof LogActions, Declared<'logActions'>>;
  mailKinds: Exclude<keyof MailKinds, Declared<'mailKinds'>>;
  abilities: Exclude<AreaAbility, Declared<'abilities'>>;
  adminScreens: Exclude<AdminScreenId, Declared<'adminScreens'>>;
  buckets: Exclude<Bucket, Declared<'buckets'> | keyof typeof platformBuckets>;
}

/**
 * Compiles only when every value an area registered in its contract (common/registry.ts) is declared by
 * a module of the list: its notification types with their spec, its log actions and mail kinds (the
 * notifications area mails each type under its own kind), its abilities, its admin screens and its
 * storage buckets (`plugins/storage.ts`, beside the platform's own).
 */
export const everyRegisteredValueDeclared: Undeclared extends { [K in keyof Undeclared]: never }
  ? true
  : {
      undeclared: { [K in keyof Undeclared as [Undeclared[K]] extends [never] ? never : K]: Undeclared[K] };
    } = true;
