import type { RealtimeEventType } from '../../common/contracts/realtime';
import { accountArea } from '../features/account/module';
import { adminArea } from '../features/admin/module';
import { blogArea } from '../features/blog/module';
import { companiesArea } from '../features/companies/module';
import { eventsArea } from '../features/events/module';
import { feedArea } from '../features/feed/module';
import { groupsArea } from '../features/groups/module';
import { jobsArea } from '../features/job-offers/module';
import { mailArea } from '../features/mail/module';
import { mentorsArea } from '../features/mentors/module';
import { messagesArea } from '../features/messages/module';
import { networkArea } from '../features/network/module';
import { newsletterArea } from '../features/newsletter/module';
import { notificationsArea } from '../features/notifications/module';
import { privacyArea } from '../features/privacy/module';
import { profilesArea } from '../features/profiles/module';
import { projectsArea } from '../features/projects/module';
import { rulesArea } from '../features/rules/module';
import { searchArea } from '../features/search/module';
import { tendersArea } from '../features/tenders/module';
import { testimonialsArea } from '../features/testimonials/module';
import { type AreaModule, type AreaRealtime, areaBasePaths } from '../lib/area-module';
import { setRoutedBasePaths } from '../lib/routed-paths';

/*
 * The web areas (docs/ARCHITECTURE.md "Adding an area"). The router (which route table a first visit
 * loads), the menus and shortcuts (nav.ts), the links notifications may follow, the realtime dispatch and
 * the catalog namespaces to load are derived from this list: adding an area is its folder, its
 * `module.ts` and one line here.
 */
export const areaModules = [
  feedArea,
  profilesArea,
  networkArea,
  groupsArea,
  messagesArea,
  companiesArea,
  jobsArea,
  eventsArea,
  mentorsArea,
  projectsArea,
  blogArea,
  tendersArea,
  // Before the account area: its base path /settings covers /settings/privacy.
  privacyArea,
  accountArea,
  notificationsArea,
  newsletterArea,
  testimonialsArea,
  rulesArea,
  searchArea,
  mailArea,
  adminArea,
] as const satisfies readonly AreaModule[];

export type AreaModuleKey = (typeof areaModules)[number]['key'];

/** The module whose base paths cover `pathname`, if any. */
export const areaAt = (
  pathname: string,
  areas: readonly AreaModule[] = areaModules,
): AreaModule | undefined =>
  areas.find((area) =>
    areaBasePaths(area).some((base) => pathname === base || pathname.startsWith(`${base}/`)),
  );

/** The areas with the given keys. */
export const areasByKey = (keys: readonly AreaModuleKey[]): AreaModule[] =>
  areaModules.filter((area) => (keys as readonly string[]).includes(area.key));

/** Every area's realtime handlers, for the member's socket (features/realtime). */
export const loadAreaRealtime = (): Promise<AreaRealtime[]> =>
  Promise.all(areaModules.flatMap((area: AreaModule) => (area.realtime ? [area.realtime()] : [])));

setRoutedBasePaths(areaModules.flatMap(areaBasePaths));

/*
 * Every event the server pushes has a handler in some area: an event added to common/contracts/realtime.ts
 * without one fails to compile here (and the realtime test checks the same at run time).
 */
type HandledEvents<Area> = Area extends { realtime: () => Promise<{ handlers: infer Handlers }> }
  ? keyof Handlers
  : never;
type UnhandledEvents = Exclude<RealtimeEventType, HandledEvents<(typeof areaModules)[number]>>;
const everyEventHandled: [UnhandledEvents] extends [never] ? true : UnhandledEvents = true;
void everyEventHandled;
